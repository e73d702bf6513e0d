import { DOMAIN_LANGUAGE_PATTERNS } from '../../../worker/src/detection/domain-language-patterns.js';
import { semanticType } from '../../../worker/src/detection/semantic-types.js';
import { check, text, number, textarea } from './meaning-cases.js';

/*
 * Invented field definitions for the site-domain types (real estate, vehicles, events, education,
 * health, food, travel, church) in the languages the detector reads, named as developers write
 * them: an unaccented key under a localised label, or an unhelpful key under a label that says it
 * all. Tier 1 must read the meaning, confidently.
 */

it('names only semantic types the detector knows', () => {
  // Action / Assert
  expect(Object.keys(DOMAIN_LANGUAGE_PATTERNS).filter((type) => semanticType(type) === undefined)).toEqual([]);
});

describe('real estate', () => {
  check([
    ['uk', 'spalni', 'Кількість спалень', number, 'bedrooms'],
    ['ru', 'rooms_count', 'Количество спален', number, 'bedrooms'],
    ['es', 'recamaras', 'Recámaras', number, 'bedrooms'],
    ['ru', 'sanuzly', 'Санузлы', number, 'bathrooms'],
    ['fr', 'sdb', 'Salles de bains', number, 'bathrooms'],
    ['tr', 'banyo_sayisi', 'Banyo sayısı', number, 'bathrooms'],
    ['it', 'mq', 'Mq', number, 'area'],
    ['en', 'sqm', 'Sqm', number, 'area'],
    ['ru', 'total_area', 'Общая площадь', number, 'area'],
    ['ro', 'etaj', 'Etaj', number, 'floor'],
    ['cs', 'patro', 'Patro', number, 'floor'],
    ['id', 'lantai', 'Lantai', number, 'floor'],
    ['sv', 'byggar', 'Byggår', number, 'year_built'],
    ['tr', 'yapim_yili', 'Yapım yılı', number, 'year_built'],
    ['vi', 'nam_xay_dung', 'Năm xây dựng', number, 'year_built'],
    ['da', 'boligtype', 'Boligtype', text, 'property_type'],
    ['cs', 'typ', 'Typ nemovitosti', text, 'property_type'],
    ['ru', 'uchastok', 'Площадь участка', number, 'lot_size'],
    ['es', 'terreno_m2', 'Superficie del terreno', number, 'lot_size'],
    ['sv', 'tomt', 'Tomtarea', number, 'lot_size'],
    ['es', 'cochera', 'Cochera', number, 'parking_spaces'],
    ['ro', 'parcare', 'Loc de parcare', text, 'parking_spaces'],
    ['id', 'garasi', 'Garasi', number, 'parking_spaces'],
    ['sv', 'hyra', 'Hyra', number, 'rent'],
    ['tr', 'kira', 'Aylık kira', number, 'rent'],
    ['cs', 'najemne', 'Nájemné', number, 'rent'],
  ]);
});

describe('vehicles', () => {
  check([
    ['uk', 'palyvo', 'Паливо', text, 'fuel_type'],
    ['tr', 'yakit', 'Yakıt', text, 'fuel_type'],
    ['ru', 'kpp', 'КПП', text, 'transmission'],
    ['cs', 'prevodovka', 'Převodovka', text, 'transmission'],
    ['uk', 'probih', 'Пробіг', number, 'mileage'],
    ['ro', 'rulaj', 'Rulaj', number, 'mileage'],
    ['da', 'siddepladser', 'Siddepladser', number, 'seats'],
    ['vi', 'so_cho', 'Số chỗ', number, 'seats'],
    ['sv', 'bilmarke', 'Bilmärke', text, 'vehicle_make'],
  ]);
});

describe('events', () => {
  check([
    ['cs', 'misto', 'Místo konání', text, 'venue'],
    ['tr', 'mekan', 'Mekan', text, 'venue'],
    ['uk', 'tsina', 'Ціна квитка', number, 'ticket_price'],
    ['vi', 'gia_ve', 'Giá vé', number, 'ticket_price'],
    ['id', 'penyelenggara', 'Penyelenggara', text, 'organizer'],
    ['cs', 'poradatel', 'Pořadatel', text, 'organizer'],
    ['vi', 'ten_su_kien', 'Tên sự kiện', text, 'event_name'],
  ]);
});

describe('education', () => {
  check([
    ['vi', 'khoa_hoc', 'Khóa học', text, 'course_name'],
    ['cs', 'kurz', 'Kurz', text, 'course_name'],
    ['id', 'sekolah', 'Sekolah', text, 'school'],
    ['ro', 'universitate', 'Universitate', text, 'school'],
    ['vi', 'bang_cap', 'Bằng cấp', text, 'degree'],
    ['it', 'cfu', 'CFU', number, 'credits'],
    ['vi', 'tin_chi', 'Số tín chỉ', number, 'credits'],
    ['uk', 'vykladach', 'Викладач', text, 'instructor'],
    ['tr', 'egitmen', 'Eğitmen', text, 'instructor'],
    ['sv', 'larare', 'Lärare', text, 'instructor'],
  ]);
});

describe('health', () => {
  check([
    ['vi', 'bac_si', 'Bác sĩ', text, 'doctor'],
    ['da', 'laege', 'Læge', text, 'doctor'],
    ['uk', 'likar', 'Лікар', text, 'doctor'],
    ['tr', 'ilaclar', 'İlaçlar', textarea, 'medication'],
    ['id', 'alergi', 'Alergi', textarea, 'allergies'],
    ['ro', 'grupa', 'Grupa sanguină', text, 'blood_type'],
  ]);
});

describe('food', () => {
  check([
    ['tr', 'malzemeler', 'Malzemeler', textarea, 'ingredients'],
    ['vi', 'nguyen_lieu', 'Nguyên liệu', textarea, 'ingredients'],
    ['cs', 'doba_pripravy', 'Doba přípravy', number, 'cooking_time'],
    ['id', 'porsi', 'Porsi', number, 'servings'],
    ['ro', 'bucatarie', 'Bucătărie', text, 'cuisine'],
    ['uk', 'kaloriinist', 'Калорійність', number, 'calories'],
  ]);
});

describe('travel and church', () => {
  check([
    ['ro', 'cazare', 'Cazare', text, 'hotel'],
    ['tr', 'otel', 'Otel', text, 'hotel'],
    ['cs', 'noci', 'Počet nocí', number, 'nights'],
    ['uk', 'nochi', 'Кількість ночей', number, 'nights'],
    ['vi', 'diem_den', 'Điểm đến', text, 'destination'],
    ['ro', 'destinatie', 'Destinație', text, 'destination'],
    ['uk', 'tryvalist', 'Тривалість', number, 'duration'],
    ['tr', 'ucus_no', 'Uçuş numarası', text, 'flight_number'],
    ['id', 'jadwal_ibadah', 'Jadwal ibadah', textarea, 'opening_hours'],
    ['sv', 'gudstjanster', 'Gudstjänster', textarea, 'opening_hours'],
  ]);
});

describe('units beside the input', () => {
  check([
    ['it', 'commerciale', 'Commerciale', { ...number, append: 'mq' }, 'area'],
    ['ro', 'intindere', 'Întindere', { ...number, append: 'ha' }, 'area'],
  ]);
});
