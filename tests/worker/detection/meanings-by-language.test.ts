import { detectByPattern } from '../../../worker/src/detection/pattern-detector.js';
import { check, text, number, date, datetime, image, choice, type Extra } from './meaning-cases.js';

/*
 * Invented field definitions, one table per kind of field that sites name in ways no rule lists:
 * each kind in the Latin-script languages (with and without their diacritics), and in Russian and
 * Ukrainian, named as developers write names (snake_case, camelCase, an English name under a
 * localised label, or both localised). Detection must read the meaning, confidently.
 */

describe('button captions are short texts', () => {
  check([
    ['en', 'hero_button_caption', 'Hero button caption', text, 'text'],
    ['en', 'ctaBtnWording', 'CTA button wording', text, 'text'],
    ['es', 'texto_boton', 'Texto del botón', text, 'text'],
    ['es', 'boton_texto', 'Boton texto', text, 'text'],
    ['pt', 'texto_botao', 'Texto do botão', text, 'text'],
    ['it', 'testo_pulsante', 'Testo del pulsante', text, 'text'],
    ['it', 'button_text', 'Etichetta bottone', text, 'text'],
    ['fr', 'texte_bouton', 'Texte du bouton', text, 'text'],
    ['fr', 'libelleBouton', 'Libellé du bouton', text, 'text'],
    ['de', 'knopftext', 'Knopftext', text, 'text'],
    ['de', 'button_beschriftung', 'Button-Beschriftung', text, 'text'],
    ['nl', 'knop_tekst', 'Knoptekst', text, 'text'],
    ['pl', 'tekst_przycisku', 'Tekst przycisku', text, 'text'],
    ['sv', 'knapptext', 'Knapptext', text, 'text'],
    ['sv', 'button_label', 'Text på knappen', text, 'text'],
    ['da', 'knap_tekst', 'Tekst på knap', text, 'text'],
    ['cs', 'text_tlacitka', 'Text tlačítka', text, 'text'],
    ['tr', 'buton_metni', 'Buton metni', text, 'text'],
    ['ro', 'text_buton', 'Textul butonului', text, 'text'],
    ['id', 'teks_tombol', 'Teks tombol', text, 'text'],
    ['vi', 'nut_van_ban', 'Văn bản nút', text, 'text'],
    ['vi', 'button_text', 'Chữ trên nút', text, 'text'],
    ['ru', 'button_text', 'Надпись на кнопке', text, 'text'],
    ['uk', 'tekst_knopky', 'Текст кнопки', text, 'text'],
  ]);
});

describe('FAQ questions are titles', () => {
  check([
    ['en', 'faq_item_question', 'FAQ question', text, 'title'],
    ['en', 'q', 'Question', text, 'title'],
    ['es', 'pregunta_frecuente', 'Pregunta frecuente', text, 'title'],
    ['pt', 'faq_pergunta', 'Pergunta frequente', text, 'title'],
    ['it', 'domanda_faq', 'Domanda', text, 'title'],
    ['fr', 'question_faq', 'Question fréquente', text, 'title'],
    ['de', 'faq_frage', 'Frage', text, 'title'],
    ['nl', 'veelgestelde_vraag', 'Veelgestelde vraag', text, 'title'],
    ['pl', 'pytanie', 'Pytanie', text, 'title'],
    ['sv', 'fraga', 'Fråga', text, 'title'],
    ['da', 'spoergsmaal', 'Spørgsmål', text, 'title'],
    ['cs', 'otazka', 'Otázka', text, 'title'],
    ['tr', 'sss_soru', 'SSS sorusu', text, 'title'],
    ['ro', 'intrebare', 'Întrebare', text, 'title'],
    ['id', 'pertanyaan', 'Pertanyaan', text, 'title'],
    ['vi', 'cau_hoi', 'Câu hỏi', text, 'title'],
    ['ru', 'faq_vopros', 'Вопрос', text, 'title'],
    ['uk', 'faq_pytannia', 'Питання', text, 'title'],
  ]);
});

describe('the closing end of a range is an end date, the opening end a start date', () => {
  check([
    ['en', 'offer_ends_on', 'Offer ends on', date, 'end_date'],
    ['en', 'validThrough', 'Valid through', datetime, 'end_date'],
    ['es', 'fecha_finalizacion', 'Fecha de finalización', date, 'end_date'],
    ['es', 'valido_hasta', 'Válido hasta', date, 'end_date'],
    ['pt', 'data_termino', 'Data de término', date, 'end_date'],
    ['pt', 'valido_ate', 'Válido até', date, 'end_date'],
    ['it', 'data_fine', 'Data di fine', date, 'end_date'],
    ['it', 'valido_fino_al', 'Valido fino al', date, 'end_date'],
    ['fr', 'date_fin', 'Date de fin', date, 'end_date'],
    ['fr', 'valable_jusquau', "Valable jusqu'au", datetime, 'end_date'],
    ['de', 'ablaufdatum', 'Ablaufdatum', date, 'end_date'],
    ['de', 'gueltig_bis', 'Gültig bis', date, 'end_date'],
    ['nl', 'vervaldatum', 'Vervaldatum', date, 'end_date'],
    ['nl', 'geldig_tot', 'Geldig tot', date, 'end_date'],
    ['pl', 'data_zakonczenia', 'Data zakończenia', date, 'end_date'],
    ['pl', 'termin_waznosci', 'Termin ważności', date, 'end_date'],
    ['sv', 'slutdatum', 'Slutdatum', date, 'end_date'],
    ['sv', 'giltig_till', 'Giltig till', date, 'end_date'],
    ['da', 'slutdato', 'Slutdato', date, 'end_date'],
    ['da', 'udloebsdato', 'Udløbsdato', date, 'end_date'],
    ['cs', 'konec_akce', 'Konec akce', date, 'end_date'],
    ['cs', 'datum_ukonceni', 'Datum ukončení', date, 'end_date'],
    ['tr', 'bitis_tarihi', 'Bitiş tarihi', date, 'end_date'],
    ['tr', 'son_tarih', 'Son geçerlilik tarihi', date, 'end_date'],
    ['ro', 'data_sfarsit', 'Data de sfârșit', date, 'end_date'],
    ['ro', 'valabil_pana', 'Valabil până la', date, 'end_date'],
    ['id', 'tanggal_selesai', 'Tanggal selesai', date, 'end_date'],
    ['id', 'berlaku_sampai', 'Berlaku sampai', date, 'end_date'],
    ['vi', 'ngay_ket_thuc', 'Ngày kết thúc', date, 'end_date'],
    ['vi', 'han_chot', 'Hạn chót', date, 'end_date'],
    ['ru', 'data_okonchaniya', 'Действует до', date, 'end_date'],
    ['uk', 'diie_do', 'Діє до', date, 'end_date'],
    ['es', 'fecha_inicio', 'Fecha de inicio', date, 'start_date'],
    ['pt', 'data_inicio', 'Data de início', date, 'start_date'],
    ['de', 'startdatum', 'Startdatum', date, 'start_date'],
    ['sv', 'startdatum', 'Startdatum', date, 'start_date'],
    ['da', 'startdato', 'Startdato', date, 'start_date'],
    ['cs', 'datum_zahajeni', 'Datum zahájení', date, 'start_date'],
    ['tr', 'baslangic_tarihi', 'Başlangıç tarihi', date, 'start_date'],
    ['ro', 'data_inceput', 'Data de început', date, 'start_date'],
    ['id', 'tanggal_mulai', 'Tanggal mulai', date, 'start_date'],
    ['vi', 'ngay_bat_dau', 'Ngày bắt đầu', date, 'start_date'],
  ]);
});

describe('a "… name" label on a person is a full name', () => {
  check([
    ['en', 'reviewer_name', 'Reviewer name', text, 'full_name'],
    ['en', 'contactPersonName', 'Contact person name', text, 'full_name'],
    ['es', 'nombre_del_autor', 'Nombre del autor', text, 'full_name'],
    ['es', 'nombre_contacto', 'Nombre de contacto', text, 'full_name'],
    ['pt', 'nome_avaliador', 'Nome do avaliador', text, 'full_name'],
    ['it', 'nome_recensore', 'Nome del recensore', text, 'full_name'],
    ['fr', 'nom_client', 'Nom du client', text, 'full_name'],
    ['de', 'autorenname', 'Autorenname', text, 'full_name'],
    ['de', 'name_rezensent', 'Name des Rezensenten', text, 'full_name'],
    ['nl', 'naam_recensent', 'Naam van de recensent', text, 'full_name'],
    ['pl', 'recenzent', 'Imię i nazwisko recenzenta', text, 'full_name'],
    ['sv', 'forfattarens_namn', 'Författarens namn', text, 'full_name'],
    ['da', 'anmelder_navn', 'Anmelders navn', text, 'full_name'],
    ['cs', 'jmeno_autora', 'Jméno autora', text, 'full_name'],
    ['tr', 'yazar_adi', 'Yazar adı', text, 'full_name'],
    ['ro', 'nume_autor', 'Numele autorului', text, 'full_name'],
    ['id', 'nama_penulis', 'Nama penulis', text, 'full_name'],
    ['vi', 'ten_tac_gia', 'Tên tác giả', text, 'full_name'],
    ['ru', 'reviewer_name', 'Имя рецензента', text, 'full_name'],
    ['uk', 'imia_avtora', "Ім'я автора", text, 'full_name'],
  ]);
});

describe('a cover is the record\'s own picture, no background', () => {
  check([
    ['en', 'cover_image', 'Cover image', image, 'image'],
    ['es', 'imagen_portada', 'Imagen de portada', image, 'image'],
    ['pt', 'imagem_capa', 'Imagem de capa', image, 'image'],
    ['it', 'copertina_libro', 'Copertina del libro', image, 'image'],
    ['fr', 'image_couverture', 'Image de couverture', image, 'image'],
    ['de', 'buchcover', 'Buchcover', image, 'image'],
    ['nl', 'omslagfoto', 'Omslagfoto', image, 'image'],
    ['pl', 'okladka', 'Okładka', image, 'image'],
    ['sv', 'omslagsbild', 'Omslagsbild', image, 'image'],
    ['da', 'omslagsbillede', 'Omslagsbillede', image, 'image'],
    ['cs', 'obalka', 'Obálka knihy', image, 'image'],
    ['tr', 'kapak_gorseli', 'Kapak görseli', image, 'image'],
    ['ro', 'coperta', 'Copertă', image, 'image'],
    ['id', 'gambar_sampul', 'Gambar sampul', image, 'image'],
    ['vi', 'anh_bia', 'Ảnh bìa', image, 'image'],
    ['ru', 'oblozhka', 'Обложка альбома', image, 'image'],
    ['uk', 'cover', 'Обкладинка', image, 'image'],
  ]);
});

describe('profiles on the smaller social networks are web addresses', () => {
  check([
    ['en', 'tiktok_profile', 'TikTok profile', text, 'url'],
    ['en', 'threadsUrl', 'Threads', text, 'url'],
    ['es', 'perfil_tiktok', 'Perfil de TikTok', text, 'url'],
    ['pt', 'canal_telegram', 'Canal do Telegram', text, 'url'],
    ['it', 'profilo_pinterest', 'Profilo Pinterest', text, 'url'],
    ['fr', 'lien_twitch', 'Lien Twitch', text, 'url'],
    ['de', 'xing_profil', 'Xing-Profil', text, 'url'],
    ['nl', 'bluesky', 'Bluesky-account', text, 'url'],
    ['pl', 'vk', 'Profil VK', text, 'url'],
    ['sv', 'discord', 'Discord-server', text, 'url'],
    ['da', 'snapchat', 'Snapchat-profil', text, 'url'],
    ['cs', 'odkaz_tiktok', 'Odkaz na TikTok', text, 'url'],
    ['tr', 'telegram_kanali', 'Telegram kanalı', text, 'url'],
    ['ro', 'pinterest', 'Pagina de Pinterest', text, 'url'],
    ['id', 'tautan_tiktok', 'Tautan TikTok', text, 'url'],
    ['vi', 'zalo', 'Zalo', text, 'url'],
    ['ru', 'vk_link', 'Ссылка на ВКонтакте', text, 'url'],
    ['uk', 'telegram', 'Телеграм-канал', text, 'url'],
    ['en', 'whatsapp_number', 'WhatsApp', text, 'whatsapp'],
    ['pt', 'whatsapp', 'Número do WhatsApp', text, 'whatsapp'],
  ]);
});

describe('numbers that order items are numbers', () => {
  check([
    ['en', 'sort_weight', 'Sort weight', number, 'number'],
    ['en', 'listPosition', 'Position in list', number, 'number'],
    ['es', 'orden_aparicion', 'Orden de aparición', number, 'number'],
    ['es', 'prioridad', 'Prioridad', number, 'number'],
    ['pt', 'ordem_exibicao', 'Ordem de exibição', number, 'number'],
    ['it', 'posizione', 'Posizione', number, 'number'],
    ['fr', 'ordre_affichage', "Ordre d'affichage", number, 'number'],
    ['fr', 'poids_tri', 'Poids (tri)', number, 'number'],
    ['de', 'sortierreihenfolge', 'Sortierreihenfolge', number, 'number'],
    ['de', 'gewichtung', 'Gewichtung', number, 'number'],
    ['nl', 'sorteervolgorde', 'Sorteervolgorde', number, 'number'],
    ['nl', 'positie', 'Positie', number, 'number'],
    ['pl', 'kolejnosc', 'Kolejność wyświetlania', number, 'number'],
    ['sv', 'sorteringsordning', 'Sorteringsordning', number, 'number'],
    ['da', 'raekkefoelge', 'Rækkefølge', number, 'number'],
    ['cs', 'poradi', 'Pořadí', number, 'number'],
    ['tr', 'siralama', 'Sıralama', number, 'number'],
    ['ro', 'ordine_afisare', 'Ordinea de afișare', number, 'number'],
    ['ro', 'prioritate', 'Prioritate', number, 'number'],
    ['id', 'urutan', 'Urutan', number, 'number'],
    ['vi', 'thu_tu', 'Thứ tự hiển thị', number, 'number'],
    ['ru', 'sort', 'Порядок вывода', number, 'number'],
    ['uk', 'poriadok', 'Порядок сортування', number, 'number'],
  ]);
});

describe('layout and display choices are settings, not quantities', () => {
  check([
    ['en', 'grid_cols', 'Columns', choice('1', '2', '3', '4', '5', '6'), 'text'],
    ['en', 'imageSize', 'Image size', choice('Small', 'Medium', 'Large'), 'text'],
    ['es', 'columnas', 'Columnas', choice('2', '3', '4'), 'text'],
    ['es', 'alineacion', 'Alineación del texto', choice('Izquierda', 'Centro', 'Derecha'), 'text'],
    ['pt', 'tamanho', 'Tamanho da imagem', choice('Pequeno', 'Médio', 'Grande'), 'text'],
    ['it', 'stile_card', 'Stile della card', choice('Chiaro', 'Scuro'), 'text'],
    ['fr', 'colonnes', 'Nombre de colonnes', choice('2', '3', '4'), 'number'],
    ['fr', 'alignement', 'Alignement', choice('Gauche', 'Centre', 'Droite'), 'text'],
    ['de', 'spalten', 'Spalten', choice('1', '2', '3', '4'), 'text'],
    ['de', 'bildgroesse', 'Bildgröße', choice('Klein', 'Mittel', 'Groß'), 'text'],
    ['nl', 'uitlijning', 'Uitlijning', choice('Links', 'Midden', 'Rechts'), 'text'],
    ['pl', 'kolumny', 'Kolumny', choice('2', '3', '4'), 'text'],
    ['pl', 'rozmiar', 'Rozmiar obrazka', choice('Mały', 'Średni', 'Duży'), 'text'],
    ['sv', 'kolumner', 'Kolumner', choice('2', '3', '4'), 'text'],
    ['sv', 'justering', 'Justering', choice('Vänster', 'Mitten', 'Höger'), 'text'],
    ['da', 'kolonner', 'Kolonner', choice('2', '3', '4'), 'text'],
    ['da', 'stoerrelse', 'Størrelse', choice('Lille', 'Mellem', 'Stor'), 'text'],
    ['cs', 'sloupce', 'Sloupce', choice('2', '3', '4'), 'text'],
    ['cs', 'zarovnani', 'Zarovnání', choice('Vlevo', 'Na střed', 'Vpravo'), 'text'],
    ['tr', 'sutunlar', 'Sütunlar', choice('2', '3', '4'), 'text'],
    ['tr', 'hizalama', 'Hizalama', choice('Sol', 'Orta', 'Sağ'), 'text'],
    ['ro', 'coloane', 'Coloane', choice('2', '3', '4'), 'text'],
    ['ro', 'aliniere', 'Aliniere', choice('Stânga', 'Centru', 'Dreapta'), 'text'],
    ['id', 'kolom', 'Kolom', choice('2', '3', '4'), 'text'],
    ['id', 'ukuran', 'Ukuran gambar', choice('Kecil', 'Sedang', 'Besar'), 'text'],
    ['vi', 'cot', 'Cột', choice('2', '3', '4'), 'text'],
    ['vi', 'can_chinh', 'Căn chỉnh', choice('Trái', 'Giữa', 'Phải'), 'text'],
    ['ru', 'kolonki', 'Колонки', choice('2', '3', '4'), 'text'],
    ['uk', 'vyrivniuvannia', 'Вирівнювання', choice('Ліворуч', 'По центру', 'Праворуч'), 'text'],
    ['en', 'x', 'Image placement', choice('Left', 'Right'), 'text'],
    ['de', 'bild', 'Bild', choice('Links', 'Rechts', 'Oben'), 'text'],
  ]);
});

describe('identifiers and codes', () => {
  check([
    ['en', 'item_sku', 'SKU', text, 'sku'],
    ['en', 'bookIsbn', 'ISBN', text, 'isbn'],
    ['en', 'departure_airport_code', 'Departure airport code', text, 'airport_code'],
    ['en', 'flight_no', 'Flight no.', text, 'flight_number'],
    ['es', 'codigo_producto', 'Código de producto', text, 'sku'],
    ['es', 'codigo_aeropuerto', 'Código del aeropuerto', text, 'airport_code'],
    ['es', 'numero_vuelo', 'Número de vuelo', text, 'flight_number'],
    ['pt', 'referencia', 'Referência', text, 'sku'],
    ['pt', 'codigo_aeroporto', 'Código do aeroporto', text, 'airport_code'],
    ['it', 'codice_prodotto', 'Codice prodotto', text, 'sku'],
    ['it', 'codice_aeroporto', 'Codice aeroporto', text, 'airport_code'],
    ['fr', 'reference_produit', 'Référence produit', text, 'sku'],
    ['fr', 'numero_vol', 'Numéro de vol', text, 'flight_number'],
    ['de', 'flughafencode', 'Flughafencode', text, 'airport_code'],
    ['de', 'referenznummer', 'Referenznummer', text, 'sku'],
    ['nl', 'luchthavencode', 'Luchthavencode', text, 'airport_code'],
    ['nl', 'vluchtnummer', 'Vluchtnummer', text, 'flight_number'],
    ['pl', 'kod_lotniska', 'Kod lotniska', text, 'airport_code'],
    ['pl', 'numer_referencyjny', 'Numer referencyjny', text, 'sku'],
    ['sv', 'flygnummer', 'Flygnummer', text, 'flight_number'],
    ['sv', 'referensnummer', 'Referensnummer', text, 'sku'],
    ['da', 'varenummer', 'Varenummer', text, 'sku'],
    ['da', 'lufthavnskode', 'Lufthavnskode', text, 'airport_code'],
    ['cs', 'kod_produktu', 'Kód produktu', text, 'sku'],
    ['cs', 'cislo_letu', 'Číslo letu', text, 'flight_number'],
    ['tr', 'urun_kodu', 'Ürün kodu', text, 'sku'],
    ['tr', 'ucus_numarasi', 'Uçuş numarası', text, 'flight_number'],
    ['ro', 'cod_produs', 'Cod produs', text, 'sku'],
    ['ro', 'cod_aeroport', 'Cod aeroport', text, 'airport_code'],
    ['id', 'kode_produk', 'Kode produk', text, 'sku'],
    ['id', 'nomor_penerbangan', 'Nomor penerbangan', text, 'flight_number'],
    ['vi', 'ma_san_pham', 'Mã sản phẩm', text, 'sku'],
    ['vi', 'ma_san_bay', 'Mã sân bay', text, 'airport_code'],
    ['ru', 'kod_aeroporta', 'Код аэропорта', text, 'airport_code'],
    ['uk', 'nomer_reisu', 'Номер рейсу', text, 'flight_number'],
    ['en', 'isbn13', 'ISBN-13', text, 'isbn'],
  ]);
});

describe('nutrition facts', () => {
  check([
    ['en', 'saturatedFat', 'Saturated fat', number, 'number'],
    ['en', 'energy', 'Energy', { ...number, append: 'kcal' }, 'calories'],
    ['es', 'hidratos', 'Hidratos de carbono', number, 'number'],
    ['es', 'proteinas', 'Proteínas', number, 'number'],
    ['pt', 'fibras', 'Fibras', number, 'number'],
    ['pt', 'valor_energetico', 'Valor energético', number, 'calories'],
    ['it', 'grassi', 'Grassi', number, 'number'],
    ['it', 'calorie', 'Calorie', number, 'calories'],
    ['fr', 'lipides', 'Lipides', number, 'number'],
    ['fr', 'valeur_energetique', 'Valeur énergétique', number, 'calories'],
    ['de', 'eiweissgehalt', 'Eiweißgehalt', number, 'number'],
    ['de', 'brennwert', 'Brennwert', number, 'calories'],
    ['nl', 'koolhydraten', 'Koolhydraten', number, 'number'],
    ['pl', 'blonnik', 'Błonnik', number, 'number'],
    ['sv', 'kolhydrater', 'Kolhydrater', number, 'number'],
    ['sv', 'kalorier', 'Kalorier', number, 'calories'],
    ['da', 'fedt', 'Fedt', number, 'number'],
    ['da', 'kulhydrater', 'Kulhydrater', number, 'number'],
    ['cs', 'bilkoviny', 'Bílkoviny', number, 'number'],
    ['cs', 'tuky', 'Tuky', number, 'number'],
    ['tr', 'yag', 'Yağ', number, 'number'],
    ['tr', 'kalori', 'Kalori', number, 'calories'],
    ['ro', 'grasimi', 'Grăsimi', number, 'number'],
    ['ro', 'calorii', 'Calorii', number, 'calories'],
    ['id', 'lemak', 'Lemak', number, 'number'],
    ['id', 'karbohidrat', 'Karbohidrat', number, 'number'],
    ['vi', 'chat_dam', 'Chất đạm', number, 'number'],
    ['vi', 'calo', 'Calo', number, 'calories'],
    ['ru', 'belki', 'Белки', number, 'number'],
    ['uk', 'zhyry', 'Жири', number, 'number'],
  ]);
});

describe('structural evidence: what stands around the input', () => {
  check([
    ['en', 'x', 'Energy', { ...number, append: 'kcal' }, 'calories'],
    ['de', 'omega3', 'Omega-3', { ...number, append: 'g', group: 'Nährwerte pro Portion' }, 'number'],
    ['id', 'x', 'Omega-3', { ...number, append: 'g', siblings: ['protein Protein', 'lemak Lemak', 'kalori Kalori'] }, 'number'],
    ['en', 'x', 'Grid', choice('1', '2', '3', '4', '5', '6'), 'text'],
    ['de', 'bild', 'Bild', choice('Links', 'Rechts', 'Oben'), 'text'],
    ['en', 'x', 'Profile', { ...text, placeholder: 'https://tiktok.com/@yourname' }, 'url'],
    ['pt', 'x', 'Perfil', { ...text, placeholder: 'https://www.exemplo.com.br' }, 'url'],
    ['en', 'x', 'Page', { ...text, placeholder: 'https://facebook.com/yourpage' }, 'facebook'],
    ['en', 'bandcamp', 'Bandcamp', { ...text, group: 'Social links' }, 'url'],
    ['es', 'kick', 'Kick', { ...text, group: 'Redes sociales' }, 'url'],
    ['vi', 'lotus', 'Lotus', { ...text, siblings: ['facebook Facebook', 'zalo Zalo', 'tiktok TikTok'] }, 'url'],
    ['pl', 'termin_do', 'Termin do', { ...date, siblings: ['termin_od Termin od'] }, 'end_date'],
    ['nl', 'datum_van', 'Datum van', { ...date, siblings: ['datum_tot Datum tot'] }, 'start_date'],
    ['es', 'fecha_a', 'Fecha a', { ...date, siblings: ['fecha_de Fecha de'] }, 'end_date'],
    ['it', 'ordine', 'Ordine', { ...number, min: 0, max: 99, step: 1 }, 'number'],
  ]);

  it('leaves what the surroundings do not speak for as it was', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'weight', label: 'Weight', ...number, append: 'g' }).type).toBe('weight');
    expect(detectByPattern({ name: 'data_do_contrato', label: 'Data do contrato', ...date, siblings: ['data_de_inicio Data de início'] }).type).toBe('date');
    expect(detectByPattern({ name: 'address_build', label: 'House', ...text, siblings: ['facebook Facebook', 'instagram Instagram', 'phone Phone', 'email Email', 'city City'] }).type).not.toBe('url');
    expect(detectByPattern({ name: 'x', label: 'Mood', ...choice('Calm', 'Lively') }).type).toBe('text');
    expect(detectByPattern({ name: 'x', label: 'Mood', ...choice('Calm', 'Lively') }).source).toBe('fallback');
  });
});

describe('words the meanings must not catch', () => {
  it('keeps counts, mass, amounts and other numbers apart from identifiers and ranks', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'number_of_flights', label: 'Number of flights', ...text }).type).not.toBe('flight_number');
    expect(detectByPattern({ name: 'sale', label: 'Sale', ...number })).toEqual({ type: 'number', confidence: 0.6, source: 'field_type', evidence: 'field type "number"' });
    expect(detectByPattern({ name: 'date_started', label: 'Date started', ...date }).type).toBe('date');
    expect(detectByPattern({ name: 'nombre_de_participants', label: 'Nombre de participants', ...number }).type).toBe('number');
    expect(detectByPattern({ name: 'position', label: 'Position', ...text, parent: 'team_members' }).type).toBe('job_title');
    expect(detectByPattern({ name: 'button_url', label: 'Botón enlace', ...text }).type).toBe('url');
    expect(detectByPattern({ name: 'faq_answer', label: 'Respuesta', type: 'textarea', valueKind: 'text' }).type).toBe('description');
  });
});

describe('structural evidence: the fields beside it and the section it is in', () => {
  check([
    ['en', 'name', 'Contact name', { ...text, siblings: ['surname Surname', 'email Email'] }, 'first_name'],
    ['de', 'name', 'Name', { ...text, siblings: ['nachname Nachname'] }, 'first_name'],
    ['es', 'nombre_contacto', 'Nombre de contacto', { ...text, siblings: ['apellidos Apellidos'] }, 'first_name'],
    ['sv', 'namn', 'Namn', { ...text, siblings: ['efternamn Efternamn'] }, 'first_name'],
    ['en', 'name', 'Name', { ...text, siblings: ['first_name First name', 'last_name Last name'] }, 'full_name'],
    ['pl', 'img', 'Zdjęcie', { type: 'file', media: 'file', parent: 'slider_group' }, 'image_background'],
    ['it', 'foto', 'Foto', { type: 'file', media: 'file', parent: 'carosello' }, 'image_background'],
    ['pl', 'projekt_baner', 'Duże zdjęcie na dole strony', { type: 'file', media: 'file' }, 'image_background'],
    ['cs', 'baner', 'Baner', image, 'image_background'],
  ]);

  it('leaves a document in a slider a document', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'brochure', label: 'Brochure', type: 'file', media: 'file', parent: 'slider' }).type).toBe('file_document');
  });
});

describe('a picture on a volunteer\'s or a researcher\'s record is their portrait', () => {
  const onRecord = (group: string): Extra => ({ ...image, group });
  check([
    ['en', 'photo', 'Photo', onRecord('Volunteer details'), 'image_portrait'],
    ['pt', 'foto_perfil', 'Foto', onRecord('Dados do Voluntário'), 'image_portrait'],
    ['es', 'imagen', 'Imagen', onRecord('Ficha de la investigadora'), 'image_portrait'],
    ['it', 'immagine', 'Immagine', onRecord('Scheda volontario'), 'image_portrait'],
    ['fr', 'photo_fiche', 'Photo', onRecord('Fiche bénévole'), 'image_portrait'],
    ['nl', 'afbeelding', 'Afbeelding', onRecord('Gegevens vrijwilliger'), 'image_portrait'],
    ['pl', 'zdjecie', 'Zdjęcie', onRecord('Dane wolontariusza'), 'image_portrait'],
    ['ru', 'foto', 'Фото', onRecord('Волонтер'), 'image_portrait'],
  ]);
});

describe('the conclusion of a term is its end, and a day with its hour a datetime', () => {
  const textDatetime: Extra = { type: 'text_datetime_timestamp', valueKind: 'date', precision: 'datetime' };
  check([
    ['it', 'data_conclusione_mandato', 'Data conclusione mandato', date, 'end_date'],
    ['es', 'fecha_conclusion_contrato', 'Fecha de conclusión del contrato', date, 'end_date'],
    ['pt', 'data_conclusao_obra', 'Data de conclusão da obra', date, 'end_date'],
    ['en', 'term_conclusion_date', 'Term conclusion date', date, 'end_date'],
    ['de', 'abschluss_datum', 'Datum des Abschlusses', date, 'end_date'],
    ['it', 'data_ora_fine_visita', 'Data e ora della fine della visita', textDatetime, 'end_date'],
    ['es', 'fecha_hora_cita', 'Fecha y hora de la cita', textDatetime, 'datetime'],
    ['pt', 'data_hora_consulta', 'Data e hora da consulta', textDatetime, 'datetime'],
    ['it', 'data_ora_visita', 'Data e ora della visita', textDatetime, 'datetime'],
  ]);
});
