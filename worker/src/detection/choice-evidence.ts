import type { FieldChoice } from '../contract/field-definition.js';
import { normaliseName } from './name-normaliser.js';

/** Choice values or labels (normalised) that together say what a choice field holds. */
const CHOICE_SETS: Readonly<Record<string, readonly string[]>> = {
  boolean: ['yes', 'no', 'ja', 'nein', 'oui', 'non', 'si', 'sim', 'nao', 'tak', 'nie', 'да', 'нет', 'так', 'ні', 'true', 'false', 'on', 'off', 'evet', 'hayir',
    // A show/hide toggle is a yes/no too.
    'show', 'hide', 'shown', 'hidden', 'visible', 'invisible', 'enable', 'disable', 'enabled', 'disabled', 'anzeigen', 'ausblenden', 'afficher', 'masquer', 'mostrar', 'ocultar',
    'mostra', 'nascondi', 'tonen', 'verbergen', 'pokaz', 'ukryj', 'показать', 'скрыть', 'показати', 'приховати'],
  gender: ['male', 'female', 'man', 'woman', 'men', 'women', 'm', 'f', 'other', 'non_binary', 'diverse', 'mann', 'frau', 'maennlich', 'mannlich', 'weiblich', 'divers', 'homme', 'femme',
    'hombre', 'mujer', 'masculino', 'femenino', 'feminino', 'uomo', 'donna', 'maschio', 'femmina', 'vrouw', 'mezczyzna', 'kobieta', 'мужской', 'женский', 'чоловіча', 'жіноча'],
  month: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec',
    'januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'oktober', 'dezember', 'janvier', 'fevrier', 'mars', 'avril', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre',
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'gennaio', 'febbraio', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre'],
  weekday: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag',
    'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'domenica'],
  currency_code: ['usd', 'eur', 'gbp', 'jpy', 'chf', 'cad', 'aud', 'cny', 'inr', 'rub', 'uah', 'pln', 'sek', 'nok', 'dkk', 'brl', 'mxn', 'try', 'czk', 'huf', 'dollar', 'euro', 'pound'],
  country: ['united_states', 'usa', 'united_kingdom', 'uk', 'germany', 'france', 'spain', 'italy', 'canada', 'australia', 'mexico', 'brazil', 'india', 'china', 'japan', 'netherlands',
    'belgium', 'switzerland', 'austria', 'poland', 'portugal', 'sweden', 'norway', 'denmark', 'ireland', 'russia', 'ukraine', 'turkey', 'argentina', 'chile', 'colombia', 'peru',
    'deutschland', 'frankreich', 'spanien', 'italien', 'osterreich', 'schweiz', 'espana', 'francia', 'alemania', 'italia', 'reino_unido', 'estados_unidos', 'allemagne', 'espagne', 'italie', 'suisse', 'belgique'],
  region: ['alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas',
    'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new_hampshire', 'new_jersey', 'new_mexico',
    'new_york', 'north_carolina', 'north_dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode_island', 'south_carolina', 'south_dakota', 'tennessee', 'texas', 'utah', 'vermont',
    'virginia', 'washington', 'west_virginia', 'wisconsin', 'wyoming', 'ontario', 'quebec', 'bayern', 'berlin', 'hessen', 'andalucia', 'cataluna', 'madrid', 'lombardia', 'toscana'],
  fuel_type: ['petrol', 'gasoline', 'gas', 'diesel', 'electric', 'hybrid', 'plug_in_hybrid', 'lpg', 'cng', 'hydrogen', 'benzin', 'elektro', 'essence', 'electrique', 'hybride', 'gasolina', 'electrico', 'hibrido', 'benzina', 'elettrico', 'ibrido', 'бензин', 'дизель'],
  transmission: ['manual', 'automatic', 'semi_automatic', 'cvt', 'dsg', 'schaltgetriebe', 'automatik', 'manuelle', 'automatique', 'manuale', 'automatico', 'automatica', 'механика', 'автомат'],
  property_type: ['house', 'apartment', 'flat', 'villa', 'condo', 'townhouse', 'studio', 'land', 'commercial', 'office', 'bungalow', 'cottage', 'penthouse', 'duplex', 'loft', 'single_family',
    'wohnung', 'haus', 'grundstuck', 'maison', 'appartement', 'terrain', 'casa', 'piso', 'apartamento', 'chalet', 'local', 'appartamento', 'villetta', 'квартира', 'дом'],
  stock_status: ['in_stock', 'out_of_stock', 'on_backorder', 'instock', 'outofstock', 'onbackorder', 'preorder', 'pre_order', 'available', 'sold_out', 'auf_lager', 'en_stock', 'agotado'],
  color: ['red', 'blue', 'green', 'yellow', 'black', 'white', 'orange', 'purple', 'pink', 'grey', 'gray', 'brown', 'rot', 'blau', 'grun', 'gelb', 'schwarz', 'weiss', 'rouge', 'bleu', 'vert', 'noir', 'blanc', 'rojo', 'azul', 'verde', 'negro', 'blanco', 'rosso', 'nero', 'bianco'],
  blood_type: ['a', 'b', 'ab', 'o', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'o_plus', 'o_minus'],
};

const SET_OF = Object.entries(CHOICE_SETS).map(([type, words]) => [type, new Set(words)] as const);

const normalisedChoice = (text: string): string => normaliseName(text.replace(/\+/g, ' plus ').replace(/(?<=\w)-$/, ' minus'));

/** A choice counts for a set when its value or its label is in it. */
function share(choices: readonly FieldChoice[], words: ReadonlySet<string>): number {
  const hits = choices.filter((c) => words.has(normalisedChoice(c.value)) || words.has(normalisedChoice(c.label))).length;
  return hits / choices.length;
}

type ChoiceEvidence = { type: string; evidence: string } | undefined;

/** Read once per field: several steps of detection ask what the same choices say. */
const READ = new WeakMap<readonly FieldChoice[], ChoiceEvidence>();

/** The type most of the choices belong to (two choices at least, and a set's words for most of them). */
export function byChoices(choices: readonly FieldChoice[] | undefined): ChoiceEvidence {
  if (!choices || choices.length < 2) return undefined;
  if (!READ.has(choices)) READ.set(choices, readChoices(choices));
  return READ.get(choices);
}

function readChoices(choices: readonly FieldChoice[]): ChoiceEvidence {
  let best: { type: string; share: number } | undefined;
  for (const [type, words] of SET_OF) {
    const part = share(choices, words);
    if (part >= 0.6 && (!best || part > best.share)) best = { type, share: part };
  }
  // Yes/no is a choice of two or three (maybe "don't know"), never a long list.
  if (best?.type === 'boolean' && choices.length > 3) return undefined;
  if (best) return { type: best.type, evidence: `choices ${choices.slice(0, 3).map((c) => `"${c.label || c.value}"`).join(', ')}` };
  if (choices.length >= 3 && choices.every((c) => /^\d+(\.\d+)?$/.test(c.value)) && Number(choices.at(-1)!.value) <= 10) {
    return { type: 'rating', evidence: `numbered choices ${choices[0]!.value}–${choices.at(-1)!.value}` };
  }
  return undefined;
}
