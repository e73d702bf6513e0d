import { asRead, Concept } from './concepts.js';

/*
 * Rules that read what a field means from kinds of words rather than from one name: a button's
 * caption, the two ends of a date range, a person's name in a "… name" label, and the display
 * settings a choice field picks. Word lists hold normalised tokens (name-normaliser.ts) in the
 * languages the detector reads.
 */

/** Words for a button or a link (a call-to-action section is no button: its heading is a title). */
const BUTTON = new Concept(['button', 'buttons', 'btn', 'bouton', 'boutons', 'boton', 'botones', 'pulsante', 'bottone', 'botao', 'botoes', 'knop', 'knoppen', 'knopf*', 'knapp*', 'knap',
  'knappen', 'schaltflache', 'przycisk*', 'tlacitk*', 'buton*', 'tombol', 'nut_bam', 'кнопк*', 'кнопц*', 'link', 'lien', 'enlace', 'collegamento', 'ссылка', 'ссылки', 'посилання',
  '*button', '*knopf', '*knop']);

/** Words for the words written on something: "text", "caption", "wording", in the languages read ("Texto", "Beschriftung", "Metni", "Văn bản", "Надпись"). */
const WORDING = new Concept(['text', 'texts', 'texte', 'texto', 'testo', 'tekst', 'tekstu', 'teks', 'metin', 'metni', 'van_ban', 'chu', 'noi_dung', 'caption', 'wording', 'label', 'labels',
  'beschriftung', 'libelle', 'etiqueta', 'etichetta', 'etiket', 'etikett', 'eticheta', 'napis', 'popisek', 'текст', 'надпис*', '*text', '*tekst']);

/** Types of worded content a button's own words are mistaken for: on a button they are its caption. */
const WORDING_TYPES = new Set(['title', 'caption', 'description', 'slogan', 'quote', 'text']);

/** A button's or a link's caption, heading or label, written on one line, is a short text ("Link title", "Texte du bouton"). */
export function isButtonCaption(type: string, words: readonly string[], multiline: boolean): boolean {
  return !multiline && WORDING_TYPES.has(type) && BUTTON.in(words) !== undefined;
}

/**
 * A one-line text named only by a button and the words written on it ("Texto del botón",
 * "Knopftext", "Buton metni", "Chữ trên nút") is its caption; a button word alone names it too.
 */
export function buttonCaption(words: readonly string[]): string | undefined {
  const button = BUTTON.in(words);
  if (button && !LINK_ONLY.has(button)) return button;
  // A link's or a "nút"'s words ("Link text", "Chữ trên nút"): "nút" alone is too short to trust.
  const shown = button ?? (words.includes('nut') ? 'nut' : undefined);
  return shown && WORDING.in(words) ? shown : undefined;
}

/** Words that name a link as much as a button: alone they ask for its address, not its caption. */
const LINK_ONLY = new Set(['link', 'lien', 'enlace', 'collegamento', 'ссылка', 'ссылки', 'посилання']);

/** Words for a question, as a FAQ or a quiz asks it ("Pregunta", "Spørgsmål", "SSS sorusu", "Câu hỏi"). */
const QUESTION = new Concept(['question', 'questions', 'pregunta', 'pergunta', 'domanda', 'frage', 'vraag', 'pytanie', 'fraga', 'sporgsmal', 'sporsmal', 'otazk*', 'soru', 'sorusu',
  'intrebar*', 'pertanyaan', 'cau_hoi', 'kysymys', 'вопрос*', 'питання', 'запитання', '*frage', '*vraag']);

/** A question on one line is the heading its answer stands under: a title. */
export function isQuestion(words: readonly string[]): string | undefined {
  return QUESTION.in(words);
}

/** Words that make a name a kind or a degree of its thing ("Job type", "Sponsor level", "Location category"). */
const KIND_WORDS = new Set(['type', 'types', 'kind', 'level', 'tier', 'category', 'categories', 'class', 'status', 'typ', 'art', 'stufe', 'niveau', 'categorie', 'tipo', 'nivel',
  'categoria', 'livello', 'soort', 'poziom', 'kategoria', 'тип', 'вид', 'уровень', 'категория', 'рівень', 'категорія']);

/** A name ending in a kind word names a kind of its thing, not the thing: a job type is no job title. */
export function isKindOf(words: readonly string[]): boolean {
  return words.length > 1 && KIND_WORDS.has(words.at(-1)!);
}

/** Words for "number" in an identifier's name ("Ticket number", "Nº de póliza", "Номер договора"). */
const NUMBER_WORDS = new Set(['number', 'no', 'nr', 'num', 'numero', 'nummer', 'numer', 'номер', 'id']);

/** Records and documents whose number identifies them, never counts them: tickets, policies, bookings, contracts. */
const RECORD_WORDS = new Set(['ticket', 'membership', 'tracking', 'confirmation', 'booking', 'reservation', 'catalog', 'catalogue', 'policy', 'case', 'claim', 'contract',
  'certificate', 'permit', 'patent', 'transaction', 'receipt', 'shipment', 'parcel', 'application', 'procedure', 'dossier', 'poliza', 'polizza', 'contrato', 'contratto', 'vertrag',
  'reserva', 'prenotazione', 'buchung', 'reservierung', 'billet', 'biglietto', 'boleto', 'certificado', 'certificato', 'zertifikat', 'brevet', 'patente', 'договора', 'договор',
  'полиса', 'сертификата', 'билета']);

/** The number of a record or document ("Policy number", "Numéro de réservation") identifies it: a serial number, not a quantity. */
export function isRecordNumber(words: readonly string[]): boolean {
  return words.some((word) => NUMBER_WORDS.has(word)) && words.some((word) => RECORD_WORDS.has(word));
}

/** Words for the caption a form or a page shows before a value ("Phone label", "Etiqueta del correo"). */
const LABEL_WORDS = new Set(['label', 'labels', 'etiqueta', 'etichetta', 'libelle', 'beschriftung', 'etiket', 'etykieta', 'метка', 'подпись_поля', 'лейбл', 'мітка']);

/** A name or label ending in "label" holds the words shown for something, not that thing ("Email label" is no e-mail address). */
export function isLabelOf(words: readonly string[]): boolean {
  return words.length > 1 && LABEL_WORDS.has(words.at(-1)!);
}

/** Words that place a text beside a heading or a description ("Text above the title", "AfterDescription"), and the highlighted words inside a heading. */
// Not "under", "sous", "sotto", "unter", "pod": written apart, they make a subtitle ("Sous-titre").
const BESIDE_WORDS = new Set(['above', 'below', 'before', 'after', 'over', 'beneath', 'accent', 'highlight', 'highlighted', 'uber', 'vor', 'nach', 'avant', 'apres',
  'dessus', 'sopra', 'prima', 'dopo', 'encima', 'debajo', 'antes', 'despues', 'boven', 'acima', 'abaixo', 'depois', 'nad', 'над', 'після', 'перед', 'после']);

/** Words for the heading or description such a text stands beside. */
const HEADING_WORDS = new Set(['title', 'heading', 'headline', 'description', 'titel', 'uberschrift', 'titre', 'titulo', 'titolo', 'kop', 'tytul', 'заголовок', 'заголовком', 'заголовка', 'назва']);

/**
 * A text beside a heading (an eyebrow, a line under it, its accented words) is a short text, not the
 * heading itself: the placing word comes before the heading's ("text above the title"); after it
 * ("Heading (under)") it names a line of the heading.
 */
export function isBesideHeading(type: string, words: readonly string[]): boolean {
  const placed = words.findIndex((word) => BESIDE_WORDS.has(word));
  return (type === 'title' || type === 'description') && placed >= 0 && words.slice(placed + 1).some((word) => HEADING_WORDS.has(word));
}

/** Words that mark the closing end of a range, an expiry or a trip's return: "until", "to", "bis", "fin", "hasta", "scadenza", "return", in each language read. */
const END = new Concept(['return', 'check_out', 'checkout', 'regreso', 'retorno', 'ruckkehr', 'ruckreise', 'terugkeer', 'powrot', 'возвращение', 'end', 'ends', 'ending', 'until', 'till',
  'to', 'through', 'thru', 'expiry', 'expires', 'expire', 'expiration', 'deadline', 'close', 'closes', 'closing', 'bis', 'ende', 'ablauf*', 'schluss', 'fin', 'finale', 'final',
  'finaliz*', 'cloture', 'echeance', 'jusqu', 'jusque', 'hasta', 'termino', 'terminacion', 'cierre', 'caducidad', 'vencimiento', 'fino', 'fine', 'scadenza', 'chiusura', 'termine', 'conclus*', 'abschluss', 'afslutning', 'avslutning', 'afsluiting', 'ate',
  'tot', 'einde', 'eind*', 'verval*', 'sluiting', 'fim', 'encerramento', 'validade', 'koniec', 'zakonczeni*', 'waznosc*', 'wygasni*', 'slut*', 'udlob*', 'konec', 'ukonceni', 'platnost',
  'bitis', 'son', 'sfarsit', 'pana', 'expirar*', 'selesai', 'sampai', 'hingga', 'berakhir', 'akhir', 'ket_thuc', 'han_chot', 'het_han', 'den_ngay',
  'по', 'до', 'конец', 'окончани*', 'кінець', 'закінченн*', 'завершени*', 'завершенн*', '*ende', '*einde']);

/** Words that mark the opening end of a range or a trip's departure: "from", "start", "von", "desde", "début", "departure", in each language read. */
const START = new Concept(['departure', 'check_in', 'checkin', 'salida', 'partida', 'depart', 'abfahrt', 'abreise', 'vertrek', 'wyjazd', 'отправление', 'выезд', 'start', 'starts', 'starting', 'startdato', 'begin',
  'begins', 'beginning', 'from', 'opens', 'von', 'beginn', 'debut', 'desde', 'inicio', 'inicial', 'comienzo', 'dal', 'dalla', 'inizio', 'aanvang', 'od', 'poczatek', 'rozpoczeci*',
  'zahajeni', 'zacatek', 'baslangic', 'inceput', 'mulai', 'awal', 'bat_dau', 'tu_ngay', 'від', 'начало', 'начала', 'початок', 'початку', '*beginn', '*anfang']);

/** Words for "to" and "from" that mean something else alone ("do" is Portuguese "of the", "van" Dutch "of"): an end only beside the other end. */
const AMBIGUOUS_END = new Set(['do', 'a', 'al', 'la', 'til', 'den', 'ke']);
const AMBIGUOUS_START = new Set(['van', 'de', 'da', 'du', 'fra', 'dari', 'tu']);

/** A day (or a day and time) at one end of a range is that end's date: "Valid to", "Datum bis", "Fecha hasta", "Berlaku sampai". */
export function rangeEnd(words: readonly string[]): 'start_date' | 'end_date' | undefined {
  const end = END.in(words) !== undefined;
  const start = START.in(words) !== undefined;
  if (end === start) return undefined;
  return end ? 'end_date' : 'start_date';
}

/**
 * A date named with a word for "to" or "from" that says no end alone ("termin_do", "datum_van")
 * is that end when a field beside it has the same name with the other end ("termin_od", "datum_tot").
 */
export function rangeEndBeside(name: string, siblings: readonly string[] | undefined): 'start_date' | 'end_date' | undefined {
  const tokens = name.split('_');
  const last = tokens.at(-1)!;
  const asEnd = AMBIGUOUS_END.has(last);
  if (tokens.length < 2 || !siblings || (!asEnd && !AMBIGUOUS_START.has(last))) return undefined;
  const stem = `${tokens.slice(0, -1).join('_')}_`;
  const other = asEnd ? (word: string): boolean => START.has(word) || AMBIGUOUS_START.has(word) : (word: string): boolean => END.has(word) || AMBIGUOUS_END.has(word);
  const paired = siblings.some((sibling) => sibling.startsWith(stem) && other(sibling.slice(stem.length).split('_')[0]!));
  return paired ? (asEnd ? 'end_date' : 'start_date') : undefined;
}

/** Words that rank items: beside them a "weight" is a sort weight, not a mass; a number named by them is a rank. */
const RANKING = new Concept(['sort', 'sorting', 'order', 'ordering', 'menu', 'display', 'priority', 'rank', 'ranking', 'position', 'sequence', 'weighting', 'reihenfolge', 'sortierung',
  'gewichtung', 'ordre', 'tri', 'orden', 'ordine', 'ordinea', 'volgorde', 'ordem', 'kolejnosc', 'ordning', 'ordningen', 'raekkefolge', 'poradi', 'sira', 'siralama', 'urutan',
  'thu_tu', 'prior*', 'sortier*', 'sorteer*', 'sortering*', 'rangfolge', '*reihenfolge', '*volgorde', '*ordning', 'posizione', 'posicion', 'posicao', 'positie', 'pozycja', 'pozice',
  'pozitie', 'posisi', 'vi_tri', 'порядок', 'сортировк*', 'сортуванн*', 'приоритет', 'пріоритет', 'позиция', 'позиція']);

/** A weight that orders items ("Sort weight", "Menu weight") is a number. */
export function isSortWeight(type: string, words: readonly string[]): boolean {
  return type === 'weight' && RANKING.in(words) !== undefined;
}

/** A field that stores a number and is named by a ranking word ("Posizione", "Sıralama", "Sorteervolgorde") holds a rank: a number. */
export function rankWord(words: readonly string[]): string | undefined {
  return RANKING.in(words);
}

/** Words for "name" in a label; French "nombre" is a count, so only its Spanish reading (made "name" by false-friends.ts) counts. */
const NAME_WORDS = new Set(['name', 'nom', 'nome', 'naam', 'navn', 'namn', 'namnet', 'navnet', 'nazwa', 'ime', 'isim', 'jmeno', 'adi', 'nume', 'numele', 'nama', 'ten', 'имя', 'ім_я', 'імя']);

/** Compounds that end in "name" ("Autorenname", "Contactnaam", "Kontaktnamn"): their head may be a role. */
const NAME_TAILS = ['name', 'naam', 'namn', 'navn'];

/** Words for a given name and for a family name: both in one label ask for the whole name ("Nome e cognome", "Nom et prénom"). */
const FIRST_NAME_WORDS = new Set(['first', 'given', 'forename', 'vorname', 'prenom', 'nome', 'nombre', 'voornaam', 'imie', 'имя', 'ім_я', 'імя', 'fornamn', 'ad']);
const LAST_NAME_WORDS = new Set(['last', 'surname', 'family', 'nachname', 'nom', 'cognome', 'apellido', 'apellidos', 'sobrenome', 'achternaam', 'nazwisko', 'фамилия', 'прізвище', 'efternamn', 'soyad', 'soyadi']);

export function isWholeName(words: readonly string[]): boolean {
  return withPairs(words).some((word) => FIRST_NAME_WORDS.has(word)) && words.some((word) => LAST_NAME_WORDS.has(word)) && !words.includes('name');
}

/** Words that make a "name" some part of a name, which the patterns already tell ("author first name"). */
const NAME_PART_WORDS = new Set(['first', 'last', 'middle', 'given', 'family', 'sur', 'nick', 'user', 'vorname', 'nachname', 'prenom', 'cognome', 'apellido', 'sobrenome', 'achternaam', 'voornaam', 'nazwisko']);

/** People named by the role they play: a "… name" label on one of them holds a person's full name. */
const PERSON_ROLES = new Set([
  'author', 'writer', 'reviewer', 'speaker', 'presenter', 'moderator', 'photographer', 'illustrator', 'designer', 'architect', 'artist', 'singer', 'musician', 'composer',
  'performer', 'actor', 'director', 'producer', 'editor', 'translator', 'narrator', 'interviewer', 'interviewee', 'contact', 'manager', 'owner', 'founder', 'ceo', 'president',
  'chairman', 'chair', 'secretary', 'treasurer', 'principal', 'dean', 'rector', 'teacher', 'tutor', 'lecturer', 'professor', 'instructor', 'trainer', 'coach', 'mentor', 'advisor',
  'adviser', 'consultant', 'doctor', 'physician', 'dentist', 'nurse', 'therapist', 'pastor', 'priest', 'minister', 'agent', 'broker', 'realtor', 'lawyer', 'attorney', 'chef',
  'guide', 'driver', 'pilot', 'judge', 'referee', 'winner', 'player', 'athlete', 'student', 'pupil', 'member', 'volunteer', 'guest', 'customer', 'patient', 'participant',
  'attendee', 'applicant', 'candidate', 'employee', 'representative', 'recipient', 'sender', 'signatory', 'witness', 'parent', 'child', 'person',
  'autor', 'auteur', 'autore', 'autora', 'redner', 'referent', 'referenten', 'sprecher', 'intervenant', 'orateur', 'ponente', 'relatore', 'relatrice', 'spreker', 'prelegent',
  'preacher', 'celebrant', 'officiant', 'leader', 'prediger', 'predicador', 'pregador', 'sacerdote', 'pretre', 'ksiadz', 'проповедник', 'священник', 'пастор',
  'fotograf', 'photographe', 'fotografo', 'fotografa', 'lehrer', 'dozent', 'enseignant', 'professeur', 'profesor', 'docente', 'insegnante', 'leraar', 'docent', 'nauczyciel',
  'arzt', 'medecin', 'medico', 'dottore', 'lekarz', 'ansprechpartner', 'responsable', 'responsabile', 'contacto', 'contatto', 'contato', 'kontakt', 'contactpersoon',
  'direktor', 'directeur', 'direttore', 'directora', 'gerente', 'geschaftsfuhrer', 'inhaber', 'proprietaire', 'propietario', 'proprietario', 'eigenaar', 'wlasciciel',
  'kunde', 'client', 'cliente', 'klant', 'klient', 'mitglied', 'membre', 'miembro', 'membro', 'czlonek', 'gast', 'invite', 'invitado', 'ospite', 'paciente', 'paziente',
  'автор', 'спикер', 'докладчик', 'врач', 'лікар', 'преподаватель', 'викладач', 'учитель', 'вчитель', 'директор', 'менеджер', 'руководитель', 'керівник', 'клиент', 'клієнт',
  'recensent', 'rezensent', 'recenzent', 'recensore', 'recensor', 'avaliador', 'evaluador', 'valutatore', 'anmelder', 'yorumcu', 'degerlendiren', 'pengulas', 'nguoi_danh_gia',
  'forfattare', 'forfatter', 'skribent', 'spisovatel', 'yazar', 'penulis', 'pengarang', 'tac_gia', 'scriitor', 'kontaktperson', 'iletisim', 'kontak', 'lien_he', 'nguoi_lien_he',
  'klient', 'musteri', 'pelanggan', 'khach_hang', 'fotografo', 'fotografer', 'egitmen', 'ogretmen', 'guru', 'giao_vien', 'profesorul', 'lektor', 'laerer', 'larare', 'ucitel',
  'фотограф', 'тренер', 'участник', 'учасник', 'гость', 'гість', 'контакт', 'ведущий', 'ведучий', 'отправитель', 'відправник', 'получатель', 'отримувач'].map(asRead));

/** A "name" with a person's role in the same label ("Reviewer name", "Nom de l'auteur", "Name des Referenten") is that person's full name. */
export function isPersonName(words: readonly string[]): boolean {
  if (words.some((word) => NAME_PART_WORDS.has(word))) return false;
  if (words.some(isRoleCompound)) return true;
  const pairs = withPairs(words);
  // French "nombre" counts; beside one person ("Nombre de contacto", not "de participants") it is Spanish "name".
  if (words.includes('nombre') && words.some((word) => PERSON_ROLES.has(word) && !word.endsWith('s'))) return true;
  return pairs.some((word) => NAME_WORDS.has(word)) && pairs.some(isRole);
}

/** "Autorenname", "Contactnaam": a role and "name" written as one word, the role's plural or genitive ending kept. */
function isRoleCompound(word: string): boolean {
  const tail = NAME_TAILS.find((name) => word.length > name.length + 2 && word.endsWith(name));
  return tail !== undefined && isRole(word.slice(0, -tail.length));
}

/** The words and each two neighbours joined: an apostrophe splits "ім'я" in two. */
function withPairs(words: readonly string[]): string[] {
  return [...words, ...words.slice(1).map((word, index) => `${words[index]}_${word}`)];
}

/** Endings of the plural, the genitive and the feminine ("Fotografen", "Moderatorin", "autores", "автора", "лікаря") on a role word. */
const ROLE_ENDINGS = ['innen', 'ului', 'ens', 'ns', 'in', 'en', 'es', 'n', 's', 'a', 'u', 'ul', 'а', 'я', 'у', 'ю', 'ом', 'ем', 'ов', 'ы', 'и', 'і'];

function isRole(word: string): boolean {
  return PERSON_ROLES.has(word) || ROLE_ENDINGS.some((ending) => word.endsWith(ending) && PERSON_ROLES.has(word.slice(0, -ending.length)));
}

/** Words naming how something is shown (layout, columns, size, alignment, style, position), or which kind of it, rather than what it is. */
const DISPLAY = new Concept(['type', 'kind', 'typ', 'tipo', 'soort', 'тип', 'вид', 'layout', 'columns', 'column', 'cols', 'col', 'grid', 'align', 'alignment', 'position', 'placement',
  'orientation', 'style', 'size', 'variant', 'theme', 'skin', 'template', 'appearance', 'display', 'mode', 'effect', 'animation', 'transition', 'spacing', 'padding', 'margin', 'ratio',
  'aspect', 'overlay', 'opacity', 'shape', 'border', 'format', 'view', 'alignement', 'taille', 'disposition', 'mise_en_page', 'colonnes', 'diseno', 'disposicion', 'alineacion',
  'estilo', 'tamano', 'columnas', 'posicion', 'allineamento', 'stile', 'dimensione', 'colonne', 'posizione', 'ausrichtung', 'spalten', 'stil', 'grosse', 'darstellung', 'uitlijning',
  'kolommen', 'weergave', 'alinhamento', 'tamanho', 'colunas', 'posicao', 'uklad', 'wyrownanie', 'kolumny', 'rozmiar', 'styl', 'pozycja',
  // Nordic, Czech, Turkish, Romanian, Indonesian and Vietnamese, and the parts of compounds ("Bildgröße", "Kolomindeling").
  'kolumn*', 'kolonn*', 'kolom', 'sloup*', 'sutun*', 'coloan*', 'cot', 'justering', 'placering', 'zarovn*', 'hizala*', 'alinier*', 'aliniament', 'perataan', 'can_chinh', 'can_le',
  'storlek', 'storrelse', 'velikost', 'boyut*', 'dimensiun*', 'ukuran', 'kich_thuoc', 'stijl', 'gaya', 'tata_letak', 'bo_cuc', 'kieu', 'duzen', 'uspor*', 'rozlozeni', 'aspekt',
  '*grosse', '*grootte', '*storlek', '*storrelse', '*ausrichtung', '*layout', '*stil', '*spalten',
  'макет', 'колонки', 'выравнивание', 'стиль', 'размер', 'позиция', 'положение', 'вирівнювання', 'розмір', 'розташування', 'расположение']);

/** "Number of columns" asks how many: a count, even among display settings. */
const COUNT_WORDS = new Set(['number', 'count', 'how_many', 'many', 'anzahl', 'nombre', 'numero', 'cantidad', 'quantita', 'aantal', 'liczba', 'antal', 'pocet', 'sayisi', 'jumlah',
  'so_luong', 'numarul', 'количество', 'кількість', 'число']);

/** A choice among ways of showing something ("Columns: 2, 3, 4", "Title position: top, bottom") or kinds of it ("Icon type: image, code") holds a setting, not a quantity, a person's job or the thing itself. */
export function isDisplaySetting(words: readonly string[]): boolean {
  return DISPLAY.in(words) !== undefined && !words.some((word) => COUNT_WORDS.has(word));
}

/** Options that place or size something on the page: left, right, centre, top, bottom, small, large…, in each language read. */
const PLACES = new Concept(['left', 'right', 'center', 'centre', 'centered', 'middle', 'top', 'bottom', 'above', 'below', 'small', 'medium', 'large', 'full', 'full_width', 'wide',
  'boxed', 'none', 'auto', 'default', 'links', 'rechts', 'mitte', 'zentriert', 'oben', 'unten', 'klein', 'mittel', 'gross', 'gauche', 'droite', 'centre', 'haut', 'bas', 'petit',
  'moyen', 'grand', 'izquierda', 'derecha', 'centro', 'arriba', 'abajo', 'pequeno', 'mediano', 'grande', 'sinistra', 'destra', 'alto', 'basso', 'piccolo', 'medio', 'esquerda',
  'direita', 'cima', 'baixo', 'medio', 'midden', 'boven', 'onder', 'klein', 'groot', 'lewo', 'prawo', 'srodek', 'wysrodkowany', 'gora', 'dol', 'maly', 'sredni', 'duzy', 'vanster',
  'hoger', 'mitten', 'venstre', 'hojre', 'midt', 'vlevo', 'vpravo', 'uprostred', 'na_stred', 'sol', 'sag', 'orta', 'stanga', 'dreapta', 'centru', 'kiri', 'kanan', 'tengah',
  'kecil', 'sedang', 'besar', 'trai', 'phai', 'giua', 'слева', 'справа', 'по_центру', 'центр', 'ліворуч', 'праворуч', 'зліва', 'справа', 'сверху', 'снизу', 'вгорі', 'внизу']);

/** Choices that each place or size something ("Links, Rechts, Oben", "Kecil, Sedang, Besar") make the field a display setting, whatever it is named. */
export function placesChoices(options: readonly string[]): boolean {
  return options.length >= 2 && options.every((option) => PLACES.has(option) || option.split('_').every((word) => PLACES.has(word)));
}

/** Words for a code or an identifying number: "code", "Kod", "Codice", "Kodu", "Mã", "Nummer", "Číslo", "Numarası", "Nomor". */
const CODE = new Concept(['reference', 'referencia', 'riferimento', 'referenz*', 'referentie*', 'referens*', 'referans', 'referinta', 'referensi', 'rif', 'code', 'codes', 'codigo', 'codice', 'cod', 'kod', 'kodu', 'kode', 'kood', 'ma', 'number', 'no', 'nr', 'num', 'numero', 'nummer', 'numer', 'cislo', 'numara*',
  'numar', 'numarul', 'nomor', 'so_hieu', 'id', 'ref', '*code', '*kode', '*kod', '*nummer', '*nr', 'код', 'номер']);

/** What a code or number identifies, each as the identifier's type: an item (its SKU), a flight, an airport, a reference. */
const IDENTIFIED: ReadonlyArray<[type: string, concept: Concept]> = [
  ['airport_code', new Concept(['airport', 'airports', 'flughafen*', 'aeropuerto', 'aeroporto', 'aeroport', 'aeroportului', 'luchthaven*', 'lotnisk*', 'flygplats*', 'lufthavn*',
    'letist*', 'havalimani', 'havaalani', 'bandara', 'san_bay', 'iata', 'аэропорт*', 'аеропорт*'])],
  ['flight_number', new Concept(['flight', 'flights', 'vuelo', 'voo', 'volo', 'vlucht*', 'lotu', 'flug*', 'flyg*', 'flynummer', 'letu', 'ucus', 'ucusu', 'zbor', 'zborului', 'penerbangan', 'chuyen_bay',
    'рейс*'])],
  ['sku', new Concept(['product', 'item', 'article', 'produkt', 'produktu', 'produit', 'producto', 'prodotto', 'produto', 'produs', 'produsului', 'urun', 'produk', 'san_pham',
    'artikel', 'articolo', 'articulo', 'artigo', 'vare', 'varu', 'zbozi', 'reference', 'referencia', 'riferimento', 'referenz*', 'referentie*', 'referens*',
    'referencyjn*', 'referans', 'referinta', 'referensi', 'tham_chieu', 'товар*', 'артикул', 'vare*', 'varu*', 'artikel*', 'produkt*'])],
];

/** Words that make a number a count or an amount, never an identifier ("Number of flights"). */
const NOT_IDENTIFIER = new Set(['of', 'count', 'many', 'total', 'price', 'cost', 'anzahl', 'aantal', 'antal', 'liczba', 'pocet', 'jumlah', 'sayisi']);

/**
 * A code or number of an item, a flight or an airport ("Código del aeropuerto", "Flygnummer",
 * "Ürün kodu", "Mã sân bay") is that identifier. Compounds are read as their head and their tail.
 */
export function identifierOf(words: readonly string[]): { type: string; word: string } | undefined {
  const code = CODE.in(words);
  if (!code || words.some((word) => NOT_IDENTIFIER.has(word))) return undefined;
  for (const [type, concept] of IDENTIFIED) {
    const word = concept.in(words);
    if (word) return { type, word };
  }
  return undefined;
}

/** Nutrients of a serving, each an amount in grams: protein, fat, carbohydrates, sugar, fibre, salt, in each language read ("Eiweißgehalt", "Bílkoviny", "Lemak", "Chất đạm"). */
const NUTRIENT = new Concept(['protein*', 'proteiin*', 'eiweiss*', 'eiwit*', 'bialk*', 'bilkovin*', 'chat_dam', 'fat', 'fats', 'fett', 'fedt', 'grassi', 'grasso', 'grasa', 'grasas', 'gordura*',
  'lipid*', 'vetten', 'tluszcz*', 'tuky', 'yag', 'grasim*', 'lemak', 'chat_beo', 'carb', 'carbs', 'carbohydrate*', 'kohlenhydrat*', 'glucid*', 'carbohidrat*', 'hidratos',
  'carboidrat*', 'koolhydrat*', 'weglowodan*', 'kolhydrat*', 'kulhydrat*', 'sacharid*', 'karbonhidrat*', 'karbohidrat*', 'tinh_bot', 'sugar', 'sugars', 'zucker', 'sucre*',
  'azucar*', 'zuccher*', 'acucar*', 'suiker*', 'cukr*', 'socker', 'sukker', 'seker', 'zahar', 'gula', 'fiber', 'fibre', 'fibres', 'fibra', 'fibras', 'ballaststoff*', 'vezel*',
  'blonnik', 'kostfiber', 'vlaknin*', 'serat', 'chat_xo', 'sodium', 'salt', 'salz', 'zout', 'natri*', 'cholesterol*', 'kolesterol',
  'белк*', 'жир*', 'углевод*', 'білк*', 'вуглевод*', 'клетчатк*', 'клітковин*', '*fett', '*fedt', '*zucker', '*eiweiss']);

/** The energy of a serving, in calories: "Calorías", "Kalorier", "Calorii", "Valeur énergétique". */
const ENERGY = new Concept(['calorie*', 'calori*', 'kalori*', 'calo', 'kcal', 'energetic*', 'energetiq*', 'energetisch*', 'energetyczn*', 'energetick*', 'energetik', 'energetice',
  'brennwert', 'energiwert', 'energivarde', 'energiindhold', 'energia_kcal', 'калори*', 'енергетичн*', 'энергетическ*']);

/** Words for a rating of energy efficiency, in the languages read. */
const ENERGY_CLASS = new Concept(['certificate', 'certificat*', 'certificad*', 'certificaz*', 'certyfikat*', 'zertifikat', 'ausweis', '*ausweis', 'class', 'classe', 'clase', 'klasse', 'klasa', 'trida',
  'efficiency', 'eficiencia', 'efficienza', 'efficacite', 'efficientie', 'effizienz*', 'label', 'etiqueta', 'etichetta', 'calificacion', 'rating', 'rendimiento', 'prestazione',
  'класс', 'клас', 'сертификат', 'сертифікат']);

/** Words for nutrition facts ("Nährwerte", "Valeurs nutritionnelles", "Nilai gizi"): a weight among them is an amount of a nutrient. */
const NUTRITION = new Concept(['nutrition', 'nutritional', 'nutrients', 'nutrient', 'nahrwert*', 'nutrition*', 'nutricion*', 'nutrizional*', 'nutricional*', 'voedingswaarde*',
  'odzywcz*', 'naringsvarde*', 'naeringsindhold', 'naringsinnehall', 'nutricni', 'besin', 'nutritiv*', 'gizi', 'dinh_duong', 'пищев*', 'харчов*', 'бжу']);

/** A number named by a nutrient is its amount per serving; one named by energy is the calories. */
export function nutrientOf(words: readonly string[]): { type: 'number' | 'calories'; word: string } | undefined {
  const energy = ENERGY.in(words);
  // A building's or an appliance's energy class or certificate ("Certificado energético", "Classe energetica") is no food's energy.
  if (energy && ENERGY_CLASS.in(words)) return undefined;
  if (energy) return { type: 'calories', word: energy };
  const nutrient = NUTRIENT.in(words);
  return nutrient ? { type: 'number', word: nutrient } : undefined;
}

/** Whether text around a field (its group, its parent, the fields beside it) is about nutrition facts. */
export function aboutNutrition(texts: readonly string[]): boolean {
  return texts.some((words) => {
    const tokens = words.split('_');
    return NUTRITION.in(tokens) !== undefined || NUTRIENT.in(tokens) !== undefined || ENERGY.in(tokens) !== undefined;
  });
}

/** Words for social networks as a whole ("Social links", "Redes sociales", "Réseaux sociaux", "Mạng xã hội", "Соцсети"). */
const SOCIAL = new Concept(['social', 'socials', 'social_media', 'social_links', 'sociale', 'sociales', 'sociaux', 'sociais', 'sociali', 'soziale', 'sozial*', 'socialt', 'sociala',
  'sosyal', 'spolecznosciow*', 'socialni', 'sosial', 'mang_xa', 'xa_hoi', 'redes', 'reseaux', 'netzwerk*', 'соцсет*', 'соцмереж*', 'социальн*', 'соціальн*']);

/** Whether a field's group or parent gathers social profiles. */
export function aboutSocial(texts: readonly string[]): boolean {
  return texts.some((words) => SOCIAL.in(words.split('_')) !== undefined);
}
