import type { FieldChoice, FieldPluginSlug } from '../contract/field-definition.js';
import { byChoices } from './choice-evidence.js';
import { DOMAIN_LANGUAGE_PATTERNS } from './domain-language-patterns.js';
import { DOMAIN_PATTERNS } from './domain-patterns.js';
import { AFFIX_TYPES, FIELD_TYPES, isProse, NETWORK_WORDS, RICH_TEXT_TYPES, TYPE_ACCEPTS } from './evidence-tables.js';
import { withSpanishName } from './false-friends.js';
import { domainOf, PLAIN_WORDS, refined } from './field-context.js';
import {
  aboutNutrition, aboutSocial, buttonCaption, identifierOf, isBesideHeading, isButtonCaption, isDisplaySetting, isKindOf, isLabelOf, isPersonName, isQuestion, isRecordNumber,
  isSortWeight, isWholeName, nutrientOf, placesChoices, rangeEnd, rangeEndBeside, rankWord,
} from './meaning-rules.js';
import { LANGUAGE_PATTERNS } from './language-patterns.js';
import { detectMedia, type MediaKind } from './media-detector.js';
import { normaliseName } from './name-normaliser.js';
import { MORE_PATTERNS } from './more-patterns.js';
import { PATTERNS } from './patterns.js';
import { semanticType } from './semantic-types.js';

export interface DetectionInput {
  name: string;
  label?: string;
  type?: string;
  plugin?: FieldPluginSlug;
  choices?: FieldChoice[];
  min?: number;
  max?: number;
  step?: number;
  postType?: string;
  /** What the edit screen shows around the input: help text, placeholder, and text before/after it. */
  instructions?: string;
  placeholder?: string;
  prepend?: string;
  append?: string;
  /** Title of the field group (meta box, container) the field is shown in. */
  group?: string;
  /** The repeater or group field a sub-field belongs to: its name (or label) and plugin type. */
  parent?: string;
  parentType?: string;
  /**
   * The flexible-content layout or Carbon Fields complex group of its parent a sub-field is in:
   * the nearest thing it belongs to, read before the parent ("name" in a "sponsor" layout of "blocks").
   */
  layout?: string;
  /** Attachment fields: what they accept (detection/media-detector.ts). */
  media?: MediaKind;
  /** What the plugin stores for a scalar field (generators/fields/field-value.ts ScalarKind), and a date's precision. */
  valueKind?: string;
  precision?: 'date' | 'datetime' | 'time';
  /** Names and labels of the fields shown beside it (its parent's other sub-fields, or its group's other fields). */
  siblings?: readonly string[];
  /** Relational fields: the post types, taxonomies or roles they point at (empty: any). */
  relation?: { of: 'post type' | 'taxonomy' | 'role'; targets: string[] };
}

export interface Detection {
  type: string;
  confidence: number;
  source: 'pattern' | 'field_type' | 'fallback';
  /** What decided it, for a person: `name "billing_email"`, `label part "e-mail"`, `field type "url"`, … */
  evidence: string;
}

/** Below this, tier 2 (AI) may be asked. */
export const CONFIDENT = 0.7;

/** Built once: every normalised pattern to its type. */
const EXACT = new Map<string, string>();
// The everyday types last: where a name is claimed twice, the common meaning wins.
for (const table of [DOMAIN_LANGUAGE_PATTERNS, LANGUAGE_PATTERNS, DOMAIN_PATTERNS, MORE_PATTERNS, PATTERNS]) for (const [type, patterns] of Object.entries(table)) for (const p of patterns) EXACT.set(normaliseName(p), type);

export const PATTERN_COUNT = EXACT.size;

/** The most words a pattern has: a longer run of a name's words cannot be one. */
const LONGEST_PATTERN = Math.max(...[...EXACT.keys()].map((key) => key.split('_').length));

/**
 * Plural endings and the singular endings they replace, as English, Spanish, Portuguese, Polish,
 * Russian and Ukrainian write their nouns ("fees", "meses", "informacoes", "firmy", "телефоны",
 * "ссылки"). Each is tried only on a word the tables do not know as it stands, and counts only
 * when what it leaves is a word they know. Italian plurals ("-i", "-e") and the Russian "-а" are
 * left out: those endings are singular endings of other words ("piano", "data", "адреса").
 */
const PLURALS: ReadonlyArray<readonly [string, string]> = [
  ['ies', 'y'], ['oes', 'ao'], ['es', ''], ['s', ''], ['y', 'a'], ['ы', ''], ['и', ''], ['и', 'а'], ['і', ''], ['і', 'а'],
];

/** The plural endings by their last letter: most words end in none of them and are passed at once. */
const PLURALS_BY_LAST = new Map<string, Array<readonly [string, string]>>();
for (const pair of PLURALS) PLURALS_BY_LAST.set(pair[0].slice(-1), [...(PLURALS_BY_LAST.get(pair[0].slice(-1)) ?? []), pair]);

/** A plural of a known word ("fees", "photos", "meses", "Телефоны") means what the word means. */
function singular(run: string): string | undefined {
  const endings = PLURALS_BY_LAST.get(run.charAt(run.length - 1));
  if (!endings || run.length <= 4 || run.endsWith('ss')) return undefined;
  for (const [plural, one] of endings) {
    if (!run.endsWith(plural)) continue;
    const type = EXACT.get(run.slice(0, -plural.length) + one);
    if (type) return type;
  }
  return undefined;
}

/** Words saying a thing is still to be had: after what they qualify, they leave it the thing named. */
const AVAILABLE = new Set(['available', 'disponible', 'disponibles', 'disponibili', 'disponibile', 'disponiveis', 'disponivel', 'verfugbar', 'beschikbaar', 'dostepne', 'dostepnych',
  'tillgangliga', 'ledige', 'ledig', 'свободные', 'свободных', 'доступные', 'вільні', 'left', 'remaining', 'restantes', 'rimanenti', 'restants']);

/** Words after a name's telling word that place or rank it without changing what it is ("email_primary", "logo_dark"). */
const MODIFIERS = new Set(['primary', 'secondary', 'main', 'alt', 'alternative', 'default', 'custom', 'new', 'old', 'left', 'right', 'top', 'bottom', 'desktop', 'mobile',
  'small', 'large', 'big', 'short', 'long', 'first', 'second', 'third', 'extra', 'other', 'optional', 'hover', 'dark', 'light', 'override', 'value', 'field', 'input', ...AVAILABLE]);

/** The longest run of consecutive tokens that is a known pattern, that run, and whether it ends the name (but for modifiers). */
function partialMatch(normalised: string, whole = false): { type: string; run: string; last: boolean } | undefined {
  const key = whole ? `${normalised}\u0000` : normalised;
  if (MATCHED.has(key)) return MATCHED.get(key);
  if (MATCHED.size > 20_000) MATCHED.clear();
  const found = longestRun(normalised, whole);
  MATCHED.set(key, found);
  return found;
}

/** Each name and label is matched once: a site's names recur in every rule that reads them, on every request. */
const MATCHED = new Map<string, { type: string; run: string; last: boolean } | undefined>();

function longestRun(normalised: string, whole: boolean): { type: string; run: string; last: boolean } | undefined {
  const tokens = normalised.split('_');
  let available: { type: string; run: string; last: boolean } | undefined;
  for (let length = Math.min(tokens.length - (whole ? 0 : 1), LONGEST_PATTERN); length >= 1; length--) {
    // Later runs first: `billing_email`, `regular_price` name the thing last.
    for (let start = tokens.length - length; start >= 0; start--) {
      const run = tokens.slice(start, start + length).join('_');
      // Only the last word, the thing named, is read in the plural: "services_hero_cta" is no service.
      const type = EXACT.get(run) ?? (start + length === tokens.length ? singular(run) : undefined);
      if (!type) continue;
      const found = { type, run, last: tokens.slice(start + length).every((token) => MODIFIERS.has(token)) };
      // "Seats available", "Plazas disponibles": how many of a thing are left, unless nothing else is named.
      if (start > 0 && AVAILABLE.has(run)) available ??= found;
      else return found;
    }
  }
  return available;
}


/** Measures a unit in the label names more precisely than its words ("Size (m²)" is an area, "Reading time (min)" a duration). */
const UNIT_TYPES = new Set(['area', 'duration', 'distance', 'temperature', 'speed', 'percentage', 'price', 'calories']);

/** A unit written in brackets in the label, as a symbol beside the input would be. */
function byUnitInLabel(found: Detection, label: string | undefined): Detection {
  const unit = /\(([^()]{1,8})\)\s*$/.exec(label ?? '')?.[1]?.replace(/\.$/, '');
  const hit = unit ? AFFIX_TYPES.find(([pattern]) => pattern.test(unit.trim())) : undefined;
  return hit && UNIT_TYPES.has(hit[1]) && hit[1] !== found.type ? { type: hit[1], confidence: 0.75, source: 'field_type', evidence: `unit "${unit!.trim()}" in the label` } : found;
}

function byAffix(prepend: string | undefined, append: string | undefined): Detection | undefined {
  for (const affix of [prepend, append]) {
    const text = affix?.trim() ?? '';
    if (text === '') continue;
    const hit = AFFIX_TYPES.find(([pattern]) => pattern.test(text));
    if (hit) return { type: hit[1], confidence: 0.75, source: 'field_type', evidence: `${affix === prepend ? 'prepend' : 'append'} "${text}"` };
  }
  return undefined;
}

function byBounds(min: number | undefined, max: number | undefined, step: number | undefined): Detection | undefined {
  if (max === undefined) return undefined;
  const evidence = `bounds ${min ?? ''}–${max}${step !== undefined ? ` step ${step}` : ''}`;
  const low = min ?? 0;
  if (low === -90 && max === 90) return { type: 'latitude', confidence: 0.75, source: 'field_type', evidence };
  if (low === -180 && max === 180) return { type: 'longitude', confidence: 0.75, source: 'field_type', evidence };
  if (low >= 0 && max <= 10 && max >= 3) return { type: 'rating', confidence: 0.6, source: 'field_type', evidence };
  if (low >= 1800 && max <= 2200) return { type: 'year', confidence: 0.65, source: 'field_type', evidence };
  if (step !== undefined && step > 0 && step < 1 && Math.abs(step - 0.01) < 1e-9) return { type: 'price', confidence: 0.55, source: 'field_type', evidence };
  return undefined;
}

/**
 * The name's and label's own word for the field: exact first, then the telling part. A known word
 * before words the name does not know only qualifies them (`school_repetitorstvo` is something of
 * a school, `website_functionality` something of a website), unless the field group or parent is
 * about that very thing (`horaires_jour1` in "Section Horaires"): then the label speaks first.
 */
function byWords(name: string, label: string, surroundings: readonly (string | undefined)[]): Detection | undefined {
  const exact = EXACT.get(name);
  if (exact) return { type: exact, confidence: 0.95, source: 'pattern', evidence: `name "${name}"` };
  const byLabel = label ? EXACT.get(label) : undefined;
  if (byLabel) return { type: byLabel, confidence: 0.9, source: 'pattern', evidence: `label "${label}"` };
  const many = singular(name);
  if (many) return { type: many, confidence: 0.9, source: 'pattern', evidence: `name "${name}", a plural` };
  const manyInLabel = label ? singular(label) : undefined;
  if (manyInLabel) return { type: manyInLabel, confidence: 0.85, source: 'pattern', evidence: `label "${label}", a plural` };
  const person = [['name', name], ['label', label]].find(([, text]) => isPersonName(text!.split('_')));
  if (person) return { type: 'full_name', confidence: 0.85, source: 'pattern', evidence: `${person[0]} "${person[1]}" names a person by role` };
  const whole = [['name', name], ['label', label]].find(([, text]) => isWholeName(text!.split('_')));
  if (whole) return { type: 'full_name', confidence: 0.85, source: 'pattern', evidence: `${whole[0]} "${whole[1]}" asks for given and family name` };
  const nameHead = headFirst(name);
  let read: ReturnType<typeof headFirst> | false = false;
  const labelHead = (): ReturnType<typeof headFirst> => (read === false ? (read = label ? headFirst(label) : undefined) : read);
  // A head that is only the words or the picture of something ("Texto do produto") says no more than the field's type.
  const inName = nameHead === null ? undefined : nameHead ?? partialMatch(name);
  const inLabel = (): ReturnType<typeof partialMatch> => (label && labelHead() !== null ? labelHead() ?? partialMatch(label) : undefined);
  // A label read head first ("Data do evento", "Nome sponsor") says what the thing is; a last word of the name ("eventos_hora", "evento_nome") only guesses
  // it, unless the label reads that word as what its head is of ("usuario_facebook", "Usuario de Facebook").
  const overruled = (run: string): boolean => {
    const head = labelHead();
    return head !== null && head !== undefined && (!`_${label}_`.includes(`_${run}_`) || `_${head.run}_`.includes(`_${run}_`));
  };
  const nameFirst = inName && (inName.last || subjectOf(inName.run, surroundings)) && !(nameHead === undefined && overruled(inName.run));
  const partial = nameFirst ? { ...inName, of: 'name' } : ((m) => m && { ...m, of: 'label' })(inLabel());
  if (!partial) return undefined;
  const type = partial.run === 'name' ? nameOf(partial.of === 'name' ? name : label) : partial.type;
  return { type, confidence: 0.8, source: 'pattern', evidence: `${partial.of} part "${partial.run}"` };
}

/** Prepositions after which French, Spanish, Italian and Portuguese name what qualifies the thing. */
const ROMANCE_OF = new Set(['de', 'del', 'dell', 'della', 'dello', 'dei', 'degli', 'delle', 'di', 'du', 'des', 'da', 'do', 'dos', 'das', 'sur', 'pour', 'para', 'per', 'au', 'aux', 'al']);

/**
 * Nouns of French, Spanish, Italian, Portuguese and Polish that come before what they are of, with
 * no preposition between them in names and short labels ("titulo_produtos", "Indirizzo sede",
 * "Nazwa firmy"). Words English, German or Dutch write the same way ("data", "link", "foto", "adresse")
 * are left out: there the thing named comes last ("Foto link").
 */
const HEAD_NOUNS = new Set(['titulo', 'titolo', 'titre', 'tytul', 'subtitulo', 'sottotitolo', 'descricao', 'descripcion', 'descrizione', 'opis', 'didascalia', 'legenda', 'leyenda',
  'indirizzo', 'direccion', 'endereco', 'precio', 'preco', 'prezzo', 'prix', 'cena', 'fecha', 'texto', 'testo', 'texte', 'imagen', 'imagem', 'immagine', 'zdjecie', 'nome', 'nom',
  'nazwa']);

/** Heads that are the words or the picture of what follows: they name no more than what the field stores. */
const SHOWN_HEADS = new Set(['texto', 'testo', 'texte', 'tekst', 'foto', 'imagen', 'imagem', 'immagine', 'zdjecie', 'image', 'photo']);

/** Heads that are the name of what follows ("Nome sponsor", "Nom de l'entreprise", "Nazwa firmy"); Spanish "nombre" is read "name" (false-friends.ts). */
const NAME_HEADS = new Set(['name', 'nome', 'nom', 'nazwa']);

/**
 * "Fecha de evento", "Titre sur le lieu", "Indirizzo sede": in these languages the thing comes
 * first, what it is of after. `null` when the thing is only the words or the picture of what
 * follows ("Texto do produto"): what follows is then not the field's meaning.
 */
function headFirst(label: string): { type: string; run: string; last: boolean } | null | undefined {
  const tokens = label.split('_');
  const of = tokens.findIndex((token, index) => index > 0 && ROMANCE_OF.has(token));
  const at = of > 0 ? of : tokens.length > 1 && HEAD_NOUNS.has(tokens[0]!) ? 1 : -1;
  if (at <= 0) return undefined;
  // The longest known run from the first word: "fecha de inicio (del evento)" is a start date.
  for (let end = tokens.length; end > 0; end--) {
    const run = tokens.slice(0, end).join('_');
    const type = EXACT.get(run);
    if (type && end >= at) return TOLD_BY_WHAT.has(type) ? ownedName(tokens, at) : { type, run, last: true };
  }
  if (at === 1 && SHOWN_HEADS.has(tokens[0]!)) return null;
  const head = partialMatch(tokens.slice(0, at).join('_'), true);
  // "Número de habitaciones", "Enlace del vídeo": a count, a name or a link is told by what it is of.
  return head && !TOLD_BY_WHAT.has(head.type) ? { ...head, last: true } : ownedName(tokens, at);
}

/** A name of a kind of record the rest names ("Nome sponsor": a company; "Nome da rede social" stays unread). */
function ownedName(tokens: readonly string[], at: number): { type: string; run: string; last: boolean } | undefined {
  if (at !== 1 || !NAME_HEADS.has(tokens[0]!)) return undefined;
  const owner = tokens.slice(1).filter((token) => !ROMANCE_OF.has(token));
  const domain = domainOf([owner.join('_')])?.domain;
  const type = domain === 'person' ? 'full_name' : refined('full_name', domain);
  return type ? { type, run: tokens.join('_'), last: true } : undefined;
}

const TOLD_BY_WHAT = new Set(['number', 'full_name', 'first_name', 'quantity', 'url', 'link']);

/** Whether the field group or parent names the word a field name starts with: the group's subject. */
function subjectOf(run: string, surroundings: readonly (string | undefined)[]): boolean {
  return surroundings.some((text) => text !== undefined && `_${normaliseName(text)}_`.includes(`_${run}_`));
}

/** `genre_name` on a genre, `venue_name` on a venue: the record's own name, a person's only on a person. */
function ownName(found: Detection | undefined, name: string, input: DetectionInput): Detection | undefined {
  const full = normaliseName(input.name);
  if (!found || name !== 'name' || full === name) return found;
  return { ...found, type: nameOf(full) };
}

/** "Author name" is a person's, "Sponsor name" a company's, "Module name" or "Tab name" a thing's title. */
function nameOf(normalised: string): string {
  const qualifier = normalised.split('_').slice(0, -1).join('_');
  const domain = domainOf([qualifier])?.domain;
  if (domain === 'person' || ['first', 'last', 'full', 'contact', 'user', 'customer', 'display', 'real', 'your', 'client', 'owner'].some((word) => qualifier.split('_').includes(word))) return 'full_name';
  if (!domain && qualifier.split('_').some((word) => BUSINESS_KINDS.has(word))) return 'company';
  return refined('full_name', domain) ?? 'title';
}

/** Kinds of businesses and bodies whose name is an organisation's ("Salon name", "Studio name", "Clinic name"). */
const BUSINESS_KINDS = new Set(['salon', 'studio', 'clinic', 'hospital', 'institute', 'foundation', 'association', 'club', 'charity', 'bank', 'laboratory', 'lab', 'dealer',
  'dealership', 'retailer', 'provider', 'producer', 'distributor', 'winery', 'brewery', 'bakery', 'gym', 'academy', 'agency', 'firm', 'practice', 'union', 'church']);

/** A field that stores yes or no holds a yes/no, whatever its name ("show_title", "is_client"). */
function byStorage(input: DetectionInput): Detection | undefined {
  if (input.valueKind === 'boolean') return { type: 'boolean', confidence: 0.9, source: 'field_type', evidence: `field type "${input.type ?? ''}" stores yes/no` };
  if (input.valueKind === 'choice' && input.choices?.length === 1 && /checkbox/.test(input.type ?? '')) return { type: 'boolean', confidence: 0.85, source: 'field_type', evidence: `one choice "${input.choices[0]!.label || input.choices[0]!.value}"` };
  // A choice between yes and no, or show and hide, is a toggle whatever it toggles ("Interest (Slider)": show or hide).
  const chosen = input.valueKind === 'choice' ? byChoices(input.choices) : undefined;
  if (chosen?.type === 'boolean') return { type: 'boolean', confidence: 0.85, source: 'field_type', evidence: chosen.evidence };
  return undefined;
}

/** The name's type as the field stores it: a link is an URL unless the field keeps a link's title too; a date with a time is a datetime. */
function asStored(found: Detection, input: DetectionInput): Detection {
  const words = normaliseName(`${input.name} ${input.label ?? ''}`).split('_');
  // A name or label ending in "label" holds the words shown for a thing; ending in "type" or "level", a kind of it.
  const apart = found.type === 'text' ? [] : [input.name, input.label ?? ''].map((text) => normaliseName(text).split('_'));
  if (input.valueKind === 'text' && apart.some(isLabelOf)) return { ...found, type: 'text', evidence: `${found.evidence}, the label shown for it` };
  if (found.confidence < 0.9 && apart.some(isKindOf)) return { ...found, type: 'text', evidence: `${found.evidence}, a kind of it` };
  const shown = input.valueKind === 'text' && words.some((word) => LINK_TEXT_WORDS.has(word));
  // "Link title", "Texte du lien", "Facebook label": the words a link shows, not where it goes.
  if ((found.type === 'link' || found.type === 'url' || NETWORK_TYPES.has(found.type)) && shown) return { ...found, type: 'text' };
  // "Instagram link", "Twitter page URL": the address of that network's profile.
  const network = found.type === 'link' || found.type === 'url' ? words.map((word) => NETWORK_WORDS.get(word)).find(Boolean) : undefined;
  if (network) return { ...found, type: network, evidence: `${found.evidence} of "${network}"` };
  if (found.type === 'link' && input.valueKind !== undefined && input.valueKind !== 'link') return { ...found, type: 'url' };
  // A field that keeps a day and a time of day holds a datetime, even named by its hour ("Data e ora", "Fecha y hora").
  if ((found.type === 'date' || found.type === 'time') && input.precision === 'datetime') return { ...found, type: 'datetime' };
  // "Image description", "Descrição imagem": the words shown with a picture, on one line.
  if (found.type === 'description' && input.valueKind === 'text' && !MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? '') && words.some((word) => PICTURE_WORDS.has(word))) return { ...found, type: 'caption', evidence: `${found.evidence} of a picture` };
  if (isButtonCaption(found.type, words, MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? ''))) return { ...found, type: 'text', evidence: `${found.evidence} on a button` };
  if (isBesideHeading(found.type, words) && !MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? '')) return { ...found, type: 'text', evidence: `${found.evidence} beside a heading` };
  if (isSortWeight(found.type, words)) return { ...found, type: 'number', evidence: `${found.evidence} that ranks items` };
  if (found.type === 'number' && input.valueKind === 'text' && isRecordNumber(words)) return { ...found, type: 'serial_number', evidence: `${found.evidence} identifying a record` };
  // A program is written in a box of many lines; a "code" on one line is an identifier (an ISO code, a donor code).
  if (found.type === 'code_snippet' && input.valueKind === 'text' && !MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? '') && words.includes('code') && !words.some((word) => PROGRAM_WORDS.has(word))) return { ...found, type: standardCode(words) ?? 'text' };
  return found;
}

/** Identifier types whose standard a code's other words name ("EAN code", "Código IATA"). */
const CODE_STANDARDS = new Set(['barcode', 'isbn', 'airport_code', 'sku', 'postcode', 'coupon_code', 'vat_number', 'bic', 'iban', 'currency_code', 'model_number']);

function standardCode(words: readonly string[]): string | undefined {
  return words.map((word) => EXACT.get(word)).find((type) => type !== undefined && CODE_STANDARDS.has(type));
}

/** Words that say a box holds markup or a program someone pastes in: an embed, a script, an SVG. */
const PROGRAM_MARKERS = new Set(['script', 'scripts', 'skript', 'embed', 'embeds', 'iframe', 'html', 'css', 'js', 'javascript', 'svg', 'shortcode', 'snippet', 'tracking',
  'analytics', 'pixel', 'gtm', 'markup', 'codigo_html', 'incorporar', 'incorporare', 'integrer', 'einbetten', 'einbettung']);

/**
 * A plain box of many lines named for markup or a program ("Analytics script (header)", "Issuu
 * embed", "Icon (SVG)") holds code, whatever else its words name; a video's embed stays the video.
 */
function programIn(words: readonly string[], input: DetectionInput, worded: Detection | undefined): Detection | undefined {
  if (FIELD_TYPES[input.type ?? ''] !== 'description' || RICH_TEXT_TYPES.has(input.type ?? '') || worded?.type === 'video_url') return undefined;
  const marker = words.find((word) => PROGRAM_MARKERS.has(word));
  return marker ? { type: 'code_snippet', confidence: 0.8, source: 'pattern', evidence: `a box of many lines for "${marker}"` } : undefined;
}

/** Words for a picture, in the languages read. */
const PICTURE_WORDS = new Set(['image', 'img', 'photo', 'picture', 'pic', 'imagem', 'imagen', 'immagine', 'foto', 'bild', 'zdjecie', 'obraz', 'afbeelding', 'billede', 'kep', 'resim', 'hinh_anh',
  'изображение', 'картинка', 'фото', 'зображення', 'картинки']);

/** Semantic types of the plugin types that take many lines. */
const MULTILINE = new Set(['description', 'code_snippet']);

/** Words that name a program rather than an identifier. */
const PROGRAM_WORDS = new Set(['script', 'scripts', 'embed', 'html', 'css', 'js', 'javascript', 'shortcode', 'snippet', 'tracking', 'analytics', 'pixel', 'head', 'footer', 'header']);

const NETWORK_TYPES = new Set(NETWORK_WORDS.values());

const LINK_TEXT_WORDS = new Set(['title', 'titre', 'titulo', 'titolo', 'text', 'texte', 'texto', 'testo', 'label', 'caption', 'anchor', 'titrelien', 'текст', 'назва', 'название']);

/** Words for a page, post or article another field points at. */
const CONTENT_WORDS = new Set(['page', 'pages', 'post', 'posts', 'article', 'articles', 'seite', 'pagina', 'paginas', 'página', 'стаття', 'статья', 'сторінка', 'страница', 'strona', 'artikel', 'articulo', 'articolo']);

/**
 * A list without choices of its own is filled by code: named after pages or posts, it points at
 * them; one to tick several items in, or one whose label asks to pick, lists records of the site.
 */
function pointsAtContent(input: DetectionInput, name: string, label: string, worded: Detection | undefined): Detection | undefined {
  // One option alone is no choice: the list is built in code (an options callback the adapter could not run).
  if (input.valueKind !== 'choice' || (input.choices?.length ?? 0) > 1) return undefined;
  const word = [...name.split('_'), ...label.split('_')].find((token) => CONTENT_WORDS.has(token) || /page$/.test(token));
  if (word) return { type: 'relation', confidence: 0.7, source: 'pattern', evidence: `list of "${word}" without choices of its own` };
  // People or organisations ("Persons", "Organizzazione") are picked among the site's records of them.
  const record = worded ? semanticType(worded.type) : undefined;
  if (record && RECORD_CATEGORIES.has(record.category) && !record.kinds.includes('choice')) return { type: 'relation', confidence: 0.65, source: 'pattern', evidence: `${worded!.evidence}: picked from a list filled by code` };
  if (/multi|checkbox/.test(input.type ?? '')) return { type: 'relation', confidence: 0.65, source: 'field_type', evidence: `several picked from a list filled by code ("${input.type ?? ''}")` };
  const asks = label.split('_').find((token) => PICK_WORDS.has(token));
  return asks ? { type: 'relation', confidence: 0.65, source: 'pattern', evidence: `label asks to pick ("${asks}") from a list filled by code` } : undefined;
}

/** Verbs a label uses to ask the editor to pick items ("Select testimonials to show", "Выберите новость"). */
const PICK_WORDS = new Set(['select', 'choose', 'pick', 'wahlen', 'wahle', 'auswahlen', 'choisir', 'choisissez', 'selectionner', 'seleccione', 'selecciona', 'elegir', 'elija',
  'scegli', 'seleziona', 'selezionare', 'kies', 'selecteer', 'selecione', 'escolha', 'wybierz', 'выберите', 'выбрать', 'выбор', 'оберіть', 'обрати', 'виберіть']);

/** A plain word ("Name", "Title", "Date") in a known record means that record's own kind of it. */
function inContext(found: Detection, name: string, label: string, input: DetectionInput): Detection {
  if (!PLAIN_WORDS.has(name) && !(label && PLAIN_WORDS.has(label) && !EXACT.has(name))) return found;
  const context = domainOf([input.layout, input.parent, input.group, input.postType]);
  const type = refined(found.type, context?.domain);
  return type && context ? { type, confidence: Math.round((found.confidence - 0.05) * 100) / 100, source: 'pattern', evidence: `${found.evidence} in "${context.from}"` } : found;
}

/** A long text or a quote in a review is the review's text. */
function inRecord(found: Detection, input: DetectionInput): Detection {
  const context = domainOf([input.layout, input.parent, input.group, input.postType]);
  const type = found.type === 'description' || found.type === 'quote' ? refined(found.type, context?.domain) : undefined;
  return type && context ? { ...found, type, evidence: `${found.evidence} in "${context.from}"` } : found;
}

/** A sub-field named only by its parent: `number` under `phone`, `line_1` under `address`. */
function byParent(name: string, input: DetectionInput): Detection | undefined {
  for (const [of, context] of [['layout', input.layout], ['parent', input.parent], ['group', input.group]] as const) {
    const said = context ? partialMatch(`${normaliseName(context)}_${name}`, true) : undefined;
    if (said && said.run.includes('_')) return { type: said.type, confidence: 0.75, source: 'pattern', evidence: `${of} and name "${said.run}"` };
  }
  return undefined;
}

/** A name that means something the plugin type cannot hold gives way to the type. */
function fitsFieldType(found: Detection, fieldType: string | undefined, valueKind?: string, choices?: readonly FieldChoice[]): boolean {
  const typed = fieldType ? FIELD_TYPES[fieldType] : undefined;
  const accepts = typed ? TYPE_ACCEPTS[typed] : undefined;
  const semantic = semanticType(found.type);
  if (semantic && valueKind === 'choice' && FREE_TEXT_CATEGORIES.has(semantic.category) && !semantic.kinds.includes('choice')) return false;
  if (semantic && valueKind === 'choice' && isCount(semantic.kinds) && wordsOnly(choices)) return false;
  // A list with no options of its own is filled by code with records: people and organisations are picked there, their names are not typed.
  if (semantic && valueKind === 'choice' && RECORD_CATEGORIES.has(semantic.category) && !semantic.kinds.includes('choice') && (choices?.length ?? 0) <= 1) return false;
  if (semantic && fieldType && RICH_TEXT_TYPES.has(fieldType) && !isProse(semantic.id, semantic.category)) return false;
  // A box of many lines holds prose or code, never a quantity ("Inhalt" there is content, not a volume).
  if (semantic && fieldType && FIELD_TYPES[fieldType] === 'description' && isCount(semantic.kinds)) return false;
  // A field that stores a number holds a rank or an amount: "position" or "order" there is no job title or heading.
  if (semantic && valueKind === 'number' && WORDED_CATEGORIES.has(semantic.category) && !semantic.kinds.includes('number')) return false;
  return !accepts || !semantic || accepts(semantic.id, semantic.category, semantic.kinds);
}

/** A type whose natural value is a number (a price, a rating, a percentage). */
const isCount = (kinds: readonly string[]): boolean => kinds[0] === 'number';

/** Choices the editor sees as words: picking "Zoom in" or "Text, then image" (stored as "t2b") stores no quantity, whatever the field is named after. */
function wordsOnly(choices: readonly FieldChoice[] | undefined): boolean {
  return (choices?.length ?? 0) > 0 && choices!.every((choice) => !/\d/.test(choice.label || choice.value));
}

/** Kinds of things a site keeps records of, that a list filled by code offers to pick. */
const RECORD_CATEGORIES = new Set(['person', 'organisation']);

/** Kinds of value written in words: a person's name or job, a company, a heading. */
const WORDED_CATEGORIES = new Set(['person', 'organisation', 'text']);

/** Kinds of text a person writes, never picked from a list: a select named "quote_effect" holds an effect, not a quote. */
const FREE_TEXT_CATEGORIES = new Set(['text', 'contact', 'web', 'media', 'identifiers', 'finance']);

function bySurroundings(input: DetectionInput): Detection | undefined {
  const affixed = byAffix(input.prepend, input.append);
  if (affixed) return affixed;
  // Help text and placeholders name what they ask for less reliably than a name or label, and a
  // long text's help text talks about its content rather than naming it.
  if (input.type && FIELD_TYPES[input.type] === 'description') return undefined;
  for (const [of, text] of [['instructions', input.instructions], ['placeholder', input.placeholder]] as const) {
    const web = of === 'placeholder' ? webAddress(text) : undefined;
    if (web) return web;
    const said = text ? partialMatch(normaliseName(text), true) : undefined;
    if (said) return { type: said.type, confidence: 0.65, source: 'pattern', evidence: `${of} part "${said.run}"` };
  }
  return undefined;
}

/** A placeholder that is a web address ("https://tiktok.com/@…", "www.example.org") asks for one: a network's profile or a video where its words say so. */
function webAddress(placeholder: string | undefined): Detection | undefined {
  if (!placeholder || !/^\s*(https?:\/\/|www\.)/i.test(placeholder)) return undefined;
  const said = partialMatch(normaliseName(placeholder), true);
  const category = said ? semanticType(said.type)?.category : undefined;
  const type = said && (category === 'web' || said.type === 'video_url') ? said.type : 'url';
  return { type, confidence: 0.7, source: 'pattern', evidence: `placeholder "${placeholder.trim()}" is a web address` };
}

function relationDetection(relation: NonNullable<DetectionInput['relation']>): Detection {
  const targets = relation.targets.length > 0 ? `${relation.of} ${relation.targets.map((t) => `"${t}"`).join(', ')}` : `any ${relation.of}`;
  return { type: 'relation', confidence: 0.95, source: 'field_type', evidence: `points at ${targets}` };
}

/**
 * Tier 1: relations and media by what they accept; otherwise the name and label (read in their
 * record's context), the parent's and group's words, choices, what stands around the input, the
 * plugin's field type and bounds, then the fields beside it; never throws.
 */
export function detectByPattern(given: DetectionInput): Detection {
  // Plugins spell their types in any case ("WYSIWYG"); the tables know them in lower case.
  const input = given.type ? { ...given, type: given.type.toLowerCase() } : given;
  if (input.relation) return relationDetection(input.relation);
  if (input.media) {
    const media = detectMedia({ kind: input.media, name: input.name, label: input.label, instructions: input.instructions, group: input.group, parent: input.parent, layout: input.layout, postType: input.postType });
    return { ...media, source: media.confidence >= 0.85 ? 'pattern' : 'field_type' };
  }
  const value = detectValue(input);
  const measured = input.valueKind === 'number' || input.valueKind === 'text' ? byUnitInLabel(value, input.label) : value;
  return atRangeEnd(besideItsParts(measured, input), input);
}

/** A date named as one end of a range ("Valid to", "Datum bis") is that end's date; the date of an event ("Fecha del evento") is when it starts. */
function atRangeEnd(found: Detection, input: DetectionInput): Detection {
  if (found.type !== 'date' && found.type !== 'datetime') return found;
  const end = rangeEnd(normaliseName(`${input.name} ${input.label ?? ''}`).split('_')) ?? rangeEndBeside(normaliseName(input.name), input.siblings?.map((sibling) => normaliseName(sibling)));
  if (end) return { ...found, type: end, evidence: `${found.evidence}, one end of a range` };
  const record = domainOf([input.name, input.label]);
  return record?.domain === 'event' ? { ...found, type: 'start_date', evidence: `${found.evidence} of "${record.from}"` } : found;
}

/**
 * An address with separate city and postcode fields beside it holds only the street line; a name
 * with a separate family-name field beside it (and no given-name field) holds only the given name.
 */
function besideItsParts(found: Detection, input: DetectionInput): Detection {
  if ((found.type !== 'full_address' && found.type !== 'full_name') || !input.siblings) return found;
  const beside = new Set(input.siblings.map(namedType));
  if (found.type === 'full_name') return beside.has('last_name') && !beside.has('first_name') ? { ...found, type: 'first_name', evidence: `${found.evidence}, beside a family-name field` } : found;
  return beside.has('city') && beside.has('postcode') ? { ...found, type: 'street_address', evidence: `${found.evidence}, beside city and postcode fields` } : found;
}

/** The type a sibling's own words name. */
function namedType(text: string): string | undefined {
  const words = normaliseName(text);
  return EXACT.get(words) ?? partialMatch(words, true)?.type;
}

/** Options as normalised words, their labels or else their values. */
function choiceWords(choices: readonly FieldChoice[] | undefined): string[] {
  return (choices ?? []).map((choice) => normaliseName(choice.label || choice.value));
}

/**
 * What the kinds of words a field is named with mean, whatever the words are: a code of an item,
 * a flight or an airport is that identifier, a nutrient's or a rank's number a number, a question
 * a title, a button's words its caption. `found` is what the name's own pattern says, when it fits
 * the field: a whole name the patterns know (confidence 0.9 and more) is not read again.
 */
function byMeaning(words: readonly string[], input: DetectionInput, found: Detection | undefined): Detection | undefined {
  // A number named by a rank ("Posizione", "Sıralama") is one, whatever else the word may mean in words.
  const counted = found !== undefined && isCount(semanticType(found.type)?.kinds ?? []);
  const rank = input.valueKind === 'number' && !counted ? rankWord(words) : undefined;
  if (rank) return { type: 'number', confidence: 0.8, source: 'pattern', evidence: `a number that ranks items ("${rank}")` };
  if (found && found.confidence >= 0.9) return undefined;
  const oneLine = input.valueKind === 'text' && !MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? '');
  const said = (type: string, evidence: string): Detection => ({ type, confidence: 0.8, source: 'pattern', evidence });
  const code = oneLine ? identifierOf(words) : undefined;
  if (code) return said(code.type, `a code or number of "${code.word}"`);
  const nutrient = input.valueKind === 'number' || (oneLine && !found) ? nutrientOf(words) : undefined;
  if (nutrient) return said(nutrient.type, `nutrition fact "${nutrient.word}"`);
  // "Member since", "Ansat siden", "Cliente desde" and nothing else known: the day something began, or its year where a number is kept.
  const since = !found && (input.valueKind === 'text' || input.valueKind === 'number' || input.valueKind === 'date') ? words.find((word) => SINCE.has(word)) : undefined;
  if (since && (input.valueKind !== 'text' || oneLine)) return said(input.valueKind === 'number' ? 'year' : input.precision === 'datetime' ? 'datetime' : 'date', `since when ("${since}")`);
  if (found) return undefined;
  const question = oneLine ? isQuestion(words) : undefined;
  if (question) return said('title', `a question ("${question}")`);
  const button = oneLine ? buttonCaption(words) : undefined;
  return button ? said('text', `the words on a button ("${button}")`) : undefined;
}

/** Words for "since", after which a label names when something began. */
const SINCE = new Set(['since', 'siden', 'sedan', 'sinds', 'seit', 'depuis', 'desde']);

/** A weight in grams among nutrition facts ("Omega-3" with "g" after it, in "Nährwerte") is a nutrient's amount: a number. */
function inNutritionFacts(found: Detection, input: DetectionInput): Detection {
  if (found.type !== 'weight') return found;
  const around = [input.group, input.parent, ...(input.siblings ?? [])].flatMap((text) => (text ? [normaliseName(text)] : []));
  return aboutNutrition(around) ? { ...found, type: 'number', evidence: `${found.evidence} among nutrition facts` } : found;
}

/**
 * A one-line field named by a word tier 1 does not know, in a group of social profiles or beside
 * two of them ("Bandcamp" under "Social links", next to "Facebook" and "Instagram"), is one more
 * network's profile: its address.
 */
function besideSocialProfiles(input: DetectionInput): Detection | undefined {
  if (input.valueKind !== 'text' && input.valueKind !== 'link') return undefined;
  if (MULTILINE.has(FIELD_TYPES[input.type ?? ''] ?? '') || normaliseName(input.name).split('_').length > 2) return undefined;
  const context = [input.group, input.parent].flatMap((text) => (text ? [normaliseName(text)] : []));
  const networks = (input.siblings ?? []).filter((sibling) => normaliseName(sibling).split('_').some((word) => NETWORK_WORDS.has(word) || SMALL_NETWORKS.has(word))).length;
  // Beside other profiles only where they are most of what is beside it: a theme's options page holds a few among everything else.
  const among = networks >= 2 && networks * 2 >= (input.siblings?.length ?? 0);
  if (!aboutSocial(context) && !among) return undefined;
  return { type: 'url', confidence: 0.75, source: 'pattern', evidence: among ? 'beside other social profiles' : 'in a group of social profiles' };
}

/** Networks the patterns read as web addresses, to tell a group of social profiles by its fields. */
const SMALL_NETWORKS = new Set(['tiktok', 'telegram', 'pinterest', 'vk', 'vkontakte', 'snapchat', 'discord', 'threads', 'mastodon', 'twitch', 'reddit', 'tumblr', 'flickr', 'soundcloud',
  'spotify', 'xing', 'bluesky', 'behance', 'dribbble', 'github', 'whatsapp', 'viber', 'wechat', 'weibo', 'zalo', 'line', 'vimeo', 'medium', 'patreon']);

/** A value field: what it stores, its words, its parent, choices, surroundings, type and bounds. */
function detectValue(input: DetectionInput): Detection {
  const stored = byStorage(input);
  if (stored) return stored;
  const read = input.label ? normaliseName(input.label) : '';
  const texts = [input.instructions, input.placeholder];
  const name = withSpanishName(normaliseName(input.name, input.postType), read, texts);
  const label = withSpanishName(read, read, texts);
  const worded = ownName(byWords(name, label, [input.group, input.parent, input.layout]), name, input);
  const parented = byParent(name, input);
  const words = [...name.split('_'), ...label.split('_')];
  const setting = input.valueKind === 'choice' && !(worded && worded.confidence >= 0.9) && (isDisplaySetting(words) || placesChoices(choiceWords(input.choices)));
  if (setting) return { type: 'text', confidence: 0.8, source: 'pattern', evidence: 'a choice of how something is shown' };
  const program = programIn(words, input, worded);
  if (program) return program;
  // One plain word ("number", "value") says less than the parent it completes ("phone").
  const plain = !name.includes('_') && worded?.evidence === `name "${name}"`;
  if (parented && plain && fitsFieldType(parented, input.type, input.valueKind, input.choices)) return parented;
  const fits = worded !== undefined && fitsFieldType(worded, input.type, input.valueKind, input.choices);
  const meant = byMeaning(words, input, fits ? worded : undefined);
  if (meant) return meant;
  if (worded && fits) return asStored(inRecord(inContext(worded, name, label, input), input), input);
  if (parented && fitsFieldType(parented, input.type, input.valueKind, input.choices)) return parented;
  const pointing = pointsAtContent(input, name, label, worded);
  if (pointing) return pointing;
  const chosen = byChoices(input.choices);
  if (chosen) return { type: chosen.type, confidence: 0.8, source: 'field_type', evidence: chosen.evidence };
  const around = bySurroundings(input);
  if (around && fitsFieldType(around, input.type, input.valueKind, input.choices)) return inNutritionFacts(around, input);
  const profile = besideSocialProfiles(input);
  if (profile) return profile;

  const fromType = input.type ? FIELD_TYPES[input.type] : undefined;
  const typeEvidence = `field type "${input.type ?? ''}"`;
  if (fromType && fromType !== 'number' && fromType !== 'description') return { type: fromType, confidence: 0.75, source: 'field_type', evidence: typeEvidence };
  const bounded = byBounds(input.min, input.max, input.step);
  if (bounded) return bounded;
  if (fromType) return inRecord({ type: fromType, confidence: 0.6, source: 'field_type', evidence: typeEvidence }, input);
  // A text input the plugin keeps as a number (Carbon Fields' `input_type` number) holds one.
  if (input.valueKind === 'number') return { type: 'number', confidence: 0.55, source: 'field_type', evidence: 'field stores a number' };
  return { type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' };
}
