/*
 * Rules that read what a field means from kinds of words rather than from one name: a button's
 * caption, the two ends of a date range, a person's name in a "… name" label, and the display
 * settings a choice field picks. Word lists hold normalised tokens (name-normaliser.ts) in the
 * languages the detector reads.
 */

/** Words for a button or a link (a call-to-action section is no button: its heading is a title). */
const BUTTON_WORDS = new Set(['button', 'buttons', 'btn', 'bouton', 'boton', 'pulsante', 'bottone', 'botao', 'knop', 'knopf', 'schaltflache', 'przycisk',
  'buton', 'кнопка', 'кнопки', 'кнопку', 'кнопок', 'link', 'lien', 'enlace', 'collegamento', 'ссылка', 'ссылки', 'посилання']);

/** Types of worded content a button's own words are mistaken for: on a button they are its caption. */
const WORDING_TYPES = new Set(['title', 'caption', 'description', 'slogan', 'quote', 'text']);

/** A button's or a link's caption, heading or label, written on one line, is a short text ("Link title", "Texte du bouton"). */
export function isButtonCaption(type: string, words: readonly string[], multiline: boolean): boolean {
  return !multiline && WORDING_TYPES.has(type) && words.some((word) => BUTTON_WORDS.has(word));
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

/** Words that mark the closing end of a range, an expiry or a trip's return: "until", "to", "bis", "fin", "hasta", "scadenza", "return". */
const END_WORDS = new Set(['return', 'check_out', 'checkout', 'regreso', 'retorno', 'ruckkehr', 'ruckreise', 'terugkeer', 'powrot', 'возвращение', 'end', 'ends', 'ending', 'until', 'till', 'to', 'through', 'thru', 'expiry', 'expires', 'expire', 'expiration', 'deadline', 'close', 'closes', 'closing',
  'bis', 'ende', 'ablauf', 'schluss', 'fin', 'cloture', 'echeance', 'hasta', 'termino', 'cierre', 'caducidad', 'vencimiento', 'fino', 'scadenza', 'chiusura', 'termine',
  'tot', 'einde', 'sluiting', 'fim', 'encerramento', 'validade', 'koniec', 'zakonczenia', 'по', 'до', 'конец', 'окончание', 'окончания', 'кінець', 'закінчення']);

/** Words that mark the opening end of a range or a trip's departure: "from", "start", "von", "desde", "début", "departure". */
const START_WORDS = new Set(['departure', 'check_in', 'checkin', 'salida', 'partida', 'depart', 'abfahrt', 'abreise', 'vertrek', 'wyjazd', 'отправление', 'выезд', 'start', 'starts', 'starting', 'begin', 'begins', 'beginning', 'from', 'opens', 'von', 'beginn', 'debut', 'desde', 'inicio', 'comienzo', 'dal', 'dalla',
  'inizio', 'aanvang', 'od', 'poczatek', 'rozpoczecia', 'від', 'начало', 'начала', 'початок', 'початку']);

/** A day (or a day and time) at one end of a range is that end's date: "Valid to", "Datum bis", "Fecha hasta". */
export function rangeEnd(words: readonly string[]): 'start_date' | 'end_date' | undefined {
  const end = withPairs(words).some((word) => END_WORDS.has(word));
  const start = withPairs(words).some((word) => START_WORDS.has(word));
  if (end === start) return undefined;
  return end ? 'end_date' : 'start_date';
}

/** Words that rank items: beside them a "weight" is a sort weight, not a mass. */
const RANKING_WORDS = new Set(['sort', 'sorting', 'order', 'ordering', 'menu', 'display', 'priority', 'rank', 'ranking', 'position', 'sequence', 'reihenfolge', 'sortierung',
  'ordre', 'orden', 'ordine', 'volgorde', 'ordem', 'kolejnosc', 'порядок', 'сортировка', 'сортування']);

/** A weight that orders items ("Sort weight", "Menu weight") is a number. */
export function isSortWeight(type: string, words: readonly string[]): boolean {
  return type === 'weight' && words.some((word) => RANKING_WORDS.has(word));
}

/** Words for "name" in a label; French "nombre" is a count, so only its Spanish reading (made "name" by false-friends.ts) counts. */
const NAME_WORDS = new Set(['name', 'nom', 'nome', 'naam', 'navn', 'namn', 'nazwa', 'ime', 'isim', 'имя', 'ім_я', 'імя']);

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
  'фотограф', 'тренер', 'участник', 'учасник', 'гость', 'гість', 'контакт', 'ведущий', 'ведучий', 'отправитель', 'відправник', 'получатель', 'отримувач']);

/** A "name" with a person's role in the same label ("Reviewer name", "Nom de l'auteur", "Name des Referenten") is that person's full name. */
export function isPersonName(words: readonly string[]): boolean {
  return withPairs(words).some((word) => NAME_WORDS.has(word)) && words.some(isRole) && !words.some((word) => NAME_PART_WORDS.has(word));
}

/** The words and each two neighbours joined: an apostrophe splits "ім'я" in two. */
function withPairs(words: readonly string[]): string[] {
  return [...words, ...words.slice(1).map((word, index) => `${words[index]}_${word}`)];
}

/** Endings of the plural, the genitive and the feminine ("Fotografen", "Moderatorin", "autores", "автора", "лікаря") on a role word. */
const ROLE_ENDINGS = ['innen', 'in', 'en', 'es', 'n', 's', 'а', 'я', 'у', 'ю', 'ом', 'ем', 'ов', 'ы', 'и', 'і'];

function isRole(word: string): boolean {
  return PERSON_ROLES.has(word) || ROLE_ENDINGS.some((ending) => word.endsWith(ending) && PERSON_ROLES.has(word.slice(0, -ending.length)));
}

/** Words naming how something is shown (layout, columns, size, alignment, style, position), or which kind of it, rather than what it is. */
const DISPLAY_WORDS = new Set(['type', 'kind', 'typ', 'tipo', 'soort', 'тип', 'вид', 'layout', 'columns', 'column', 'cols', 'col', 'grid', 'align', 'alignment', 'position', 'placement', 'orientation', 'style', 'size', 'variant',
  'theme', 'skin', 'template', 'appearance', 'display', 'mode', 'effect', 'animation', 'transition', 'spacing', 'padding', 'margin', 'ratio', 'aspect', 'overlay', 'opacity',
  'shape', 'border', 'format', 'view', 'alignement', 'taille', 'disposition', 'mise_en_page', 'colonnes', 'diseno', 'disposicion', 'alineacion', 'estilo', 'tamano', 'columnas',
  'posicion', 'allineamento', 'stile', 'dimensione', 'colonne', 'posizione', 'ausrichtung', 'spalten', 'stil', 'grosse', 'darstellung', 'uitlijning', 'kolommen', 'weergave',
  'alinhamento', 'tamanho', 'colunas', 'posicao', 'uklad', 'wyrownanie', 'kolumny', 'rozmiar', 'styl', 'pozycja', 'макет', 'колонки', 'выравнивание', 'стиль', 'размер',
  'позиция', 'положение', 'вирівнювання', 'розмір', 'розташування', 'расположение']);

/** "Number of columns" asks how many: a count, even among display settings. */
const COUNT_WORDS = new Set(['number', 'count', 'how_many', 'many', 'anzahl', 'nombre', 'numero', 'cantidad', 'quantita', 'aantal', 'liczba', 'количество', 'кількість', 'число']);

/** A choice among ways of showing something ("Columns: 2, 3, 4", "Title position: top, bottom") or kinds of it ("Icon type: image, code") holds a setting, not a quantity, a person's job or the thing itself. */
export function isDisplaySetting(words: readonly string[]): boolean {
  return words.some((word) => DISPLAY_WORDS.has(word)) && !words.some((word) => COUNT_WORDS.has(word));
}
