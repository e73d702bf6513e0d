import { LANGUAGE_PATTERNS } from '../../../worker/src/detection/language-patterns.js';
import { detectMedia, type MediaInput } from '../../../worker/src/detection/media-detector.js';
import { semanticType } from '../../../worker/src/detection/semantic-types.js';
import { check, text, number, date, textarea } from './meaning-cases.js';

/*
 * Invented field definitions for the everyday meanings (contact data, names, addresses, dates,
 * prices and quantities, measures, worded content, media) in Danish, Swedish, Czech, Turkish,
 * Romanian, Indonesian and Vietnamese, and the words Dutch, Polish and Portuguese editors add:
 * named as developers write names (an English or unaccented name under a localised label, or an
 * unhelpful key under a label that says it all). Tier 1 must read the meaning, confidently.
 */

it('names only semantic types the detector knows', () => {
  // Action / Assert
  expect(Object.keys(LANGUAGE_PATTERNS).filter((type) => semanticType(type) === undefined)).toEqual([]);
});

describe('names of people', () => {
  check([
    ['da', 'fornavn', 'Fornavn', text, 'first_name'],
    ['ro', 'field_a1', 'Prenume', text, 'first_name'],
    ['id', 'nama_depan', 'Nama depan', text, 'first_name'],
    ['da', 'efternavn', 'Efternavn', text, 'last_name'],
    ['ro', 'nume_familie', 'Nume de familie', text, 'last_name'],
    ['id', 'last_name_id', 'Nama belakang', text, 'last_name'],
    ['vi', 'ho_ten', 'Họ và tên', text, 'full_name'],
    ['id', 'nama_lengkap', 'Nama lengkap', text, 'full_name'],
    ['ro', 'nume_complet', 'Nume complet', text, 'full_name'],
    ['da', 'fulde_navn', 'Fulde navn', text, 'full_name'],
    ['vi', 'chuc_vu', 'Chức vụ', text, 'job_title'],
    ['id', 'jabatan', 'Jabatan', text, 'job_title'],
    ['sv', 'befattning', 'Befattning', text, 'job_title'],
    ['da', 'stilling', 'Stilling', text, 'job_title'],
  ]);
});

describe('contact data', () => {
  check([
    ['vi', 'so_dien_thoai', 'Số điện thoại', text, 'phone'],
    ['vi', 'hotline_1', 'Điện thoại', text, 'phone'],
    ['id', 'nomor_telepon', 'Nomor telepon', text, 'phone'],
    ['id', 'wa_kontak', 'Nomor HP', text, 'phone'],
    ['tr', 'cep_telefonu', 'Cep telefonu', text, 'phone'],
    ['sv', 'mobilnummer', 'Mobilnummer', text, 'phone'],
    ['ro', 'numar_telefon', 'Număr de telefon', text, 'phone'],
    ['vi', 'thu_dien_tu', 'Thư điện tử', text, 'email'],
    ['ro', 'adresa_email', 'Adresă de e-mail', text, 'email'],
    ['cs', 'kontakt_mail', 'E-mailová adresa', text, 'email'],
    ['id', 'surel', 'Surel', text, 'email'],
    ['da', 'hjemmeside', 'Hjemmeside', text, 'url'],
    ['id', 'situs_web', 'Situs web', text, 'url'],
    ['vi', 'trang_web', 'Trang web', text, 'url'],
  ]);
});

describe('addresses and places', () => {
  check([
    ['vi', 'dia_chi', 'Địa chỉ', text, 'full_address'],
    ['id', 'alamat', 'Alamat', text, 'full_address'],
    ['vi', 'thanh_pho', 'Thành phố', text, 'city'],
    ['id', 'kota', 'Kota', text, 'city'],
    ['ro', 'oras', 'Oraș', text, 'city'],
    ['nl', 'woonplaats', 'Woonplaats', text, 'city'],
    ['id', 'kode_pos', 'Kode pos', text, 'postcode'],
    ['ro', 'cod_postal', 'Cod poștal', text, 'postcode'],
    ['vi', 'quoc_gia', 'Quốc gia', text, 'country'],
    ['id', 'negara', 'Negara', text, 'country'],
    ['ro', 'judet', 'Județ', text, 'region'],
    ['id', 'provinsi', 'Provinsi', text, 'region'],
    ['ro', 'strada', 'Strada', text, 'street_address'],
    ['da', 'vejnavn', 'Vejnavn', text, 'street_address'],
    ['tr', 'mahalle', 'Mahalle', text, 'district'],
    ['sv', 'stadsdel', 'Stadsdel', text, 'district'],
    ['tr', 'enlem', 'Enlem', number, 'latitude'],
    ['cs', 'gps_lng', 'Zeměpisná délka', number, 'longitude'],
    ['vi', 'ban_do', 'Bản đồ', text, 'location'],
    ['tr', 'konum', 'Konum', text, 'location'],
  ]);
});

describe('dates and times', () => {
  check([
    ['vi', 'ngay', 'Ngày', date, 'date'],
    ['id', 'tanggal', 'Tanggal', date, 'date'],
    ['da', 'dato', 'Dato', date, 'date'],
    ['vi', 'ngay_sinh', 'Ngày sinh', date, 'birth_date'],
    ['tr', 'dogum_tarihi', 'Doğum tarihi', date, 'birth_date'],
    ['sv', 'fodelsedatum', 'Födelsedatum', date, 'birth_date'],
    ['id', 'waktu', 'Waktu', text, 'time'],
    ['da', 'tidspunkt', 'Tidspunkt', text, 'time'],
    ['id', 'tahun', 'Tahun', number, 'year'],
    ['vi', 'thang', 'Tháng', text, 'month'],
    ['sv', 'manad', 'Månad', text, 'month'],
    ['id', 'durasi', 'Durasi', number, 'duration'],
    ['sv', 'oppettider', 'Öppettider', text, 'opening_hours'],
    ['vi', 'gio_mo_cua', 'Giờ mở cửa', text, 'opening_hours'],
  ]);
});

describe('prices, quantities and measures', () => {
  check([
    ['vi', 'gia_ban', 'Giá bán', number, 'price'],
    ['id', 'harga', 'Harga', number, 'price'],
    ['ro', 'pret', 'Preț', number, 'price'],
    ['vi', 'so_luong', 'Số lượng', number, 'quantity'],
    ['pl', 'ilosc', 'Ilość', number, 'quantity'],
    ['cs', 'mnozstvi', 'Množství', number, 'quantity'],
    ['tr', 'indirim', 'İndirim', number, 'discount_percent'],
    ['cs', 'sleva', 'Sleva', number, 'discount_percent'],
    ['vi', 'san_pham', 'Sản phẩm', text, 'product_name'],
    ['id', 'mata_uang', 'Mata uang', text, 'currency_code'],
    ['da', 'vaegt', 'Vægt', number, 'weight'],
    ['id', 'berat', 'Berat', number, 'weight'],
    ['sv', 'hojd', 'Höjd', number, 'dimension'],
    ['tr', 'genislik', 'Genişlik', number, 'dimension'],
    ['pt', 'largura', 'Largura', number, 'dimension'],
    ['vi', 'dien_tich', 'Diện tích', number, 'area'],
    ['id', 'luas', 'Luas', number, 'area'],
    ['sv', 'sovrum', 'Sovrum', number, 'bedrooms'],
    ['id', 'kamar_mandi', 'Kamar mandi', number, 'bathrooms'],
    ['tr', 'yuzde', 'Yüzde', number, 'percentage'],
    ['ro', 'culoare', 'Culoare', text, 'color'],
    ['vi', 'danh_gia', 'Đánh giá', number, 'rating'],
  ]);
});

describe('titles, descriptions, captions and other worded content', () => {
  check([
    ['vi', 'tieu_de', 'Tiêu đề', text, 'title'],
    ['id', 'judul', 'Judul', text, 'title'],
    ['da', 'overskrift', 'Overskrift', text, 'title'],
    ['cs', 'podnadpis', 'Podnadpis', text, 'title'],
    ['vi', 'mo_ta', 'Mô tả', textarea, 'description'],
    ['id', 'deskripsi', 'Deskripsi', textarea, 'description'],
    ['ro', 'descriere', 'Descriere', textarea, 'description'],
    ['tr', 'ozet', 'Özet', textarea, 'description'],
    ['sv', 'bildtext', 'Bildtext', text, 'caption'],
    ['vi', 'chu_thich', 'Chú thích', text, 'caption'],
    ['da', 'citat', 'Citat', textarea, 'quote'],
    ['id', 'kutipan', 'Kutipan', textarea, 'quote'],
    ['ro', 'recenzie', 'Recenzie', textarea, 'testimonial'],
    ['vi', 'tu_khoa', 'Từ khóa', text, 'keywords'],
    ['id', 'merek', 'Merek', text, 'brand'],
    ['vi', 'cong_ty', 'Công ty', text, 'company'],
  ]);
});

describe('words another language reads otherwise keep their meaning', () => {
  check([
    ['de', 'inhalt', 'Inhalt', number, 'volume'],
    ['fr', 'departement', 'Département', text, 'region'],
    ['en', 'lon', 'Lon', number, 'longitude'],
    ['id', 'ukuran', 'Ukuran gambar', { type: 'select', valueKind: 'choice', choices: [{ value: 'k', label: 'Kecil' }, { value: 'b', label: 'Besar' }] }, 'text'],
  ]);
});

describe('what a media field shows', () => {
  it.each([
    ['vi', { kind: 'image', name: 'anh_nen', label: 'Ảnh nền' }, 'image_background'],
    ['tr', { kind: 'image', name: 'arka_plan', label: 'Arka plan görseli' }, 'image_background'],
    ['id', { kind: 'image', name: 'latar', label: 'Gambar latar belakang' }, 'image_background'],
    ['ro', { kind: 'image', name: 'fundal', label: 'Imagine de fundal' }, 'image_background'],
    ['cs', { kind: 'image', name: 'pozadi', label: 'Obrázek pozadí' }, 'image_background'],
    ['ro', { kind: 'image', name: 'sigla', label: 'Siglă' }, 'image_logo'],
    ['sv', { kind: 'image', name: 'portratt', label: 'Porträtt' }, 'image_portrait'],
    ['vi', { kind: 'image', name: 'chan_dung', label: 'Chân dung' }, 'image_portrait'],
    ['tr', { kind: 'image', name: 'simge', label: 'Simge' }, 'image_icon'],
    ['vi', { kind: 'image', name: 'bieu_tuong', label: 'Biểu tượng' }, 'image_icon'],
    ['da', { kind: 'images', name: 'billeder', label: 'Billeder' }, 'gallery'],
    ['vi', { kind: 'images', name: 'thu_vien_anh', label: 'Thư viện ảnh' }, 'gallery'],
    ['tr', { kind: 'images', name: 'resimler', label: 'Resimler' }, 'gallery'],
    ['vi', { kind: 'file', name: 'am_thanh', label: 'Âm thanh' }, 'file_audio'],
    ['cs', { kind: 'file', name: 'zvuk', label: 'Zvuk' }, 'file_audio'],
    ['sv', { kind: 'file', name: 'ljudfil', label: 'Ljudfil' }, 'file_audio'],
  ] as Array<[string, MediaInput, string]>)('%s: %j is %s', (_language, input, expected) => {
    // Action
    const found = detectMedia(input);

    // Assert
    expect(found.type).toBe(expected);
    expect(found.confidence).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    ['vi', 'Ảnh'], ['id', 'Gambar'], ['tr', 'Görsel'], ['ro', 'Imagine'], ['cs', 'Obrázek'], ['da', 'Billede'],
  ])('%s: a file field labelled "%s" holds a picture', (_language, label) => {
    // Action / Assert
    expect(detectMedia({ kind: 'file', name: 'field_x', label })).toEqual({ type: 'image', confidence: 0.6, evidence: 'file named as an image' });
  });
});
