import type { FieldChoice, FieldPluginSlug } from '../contract/field-definition.js';
import { normaliseName } from './name-normaliser.js';
import { DOMAIN_PATTERNS } from './domain-patterns.js';
import { PATTERNS } from './patterns.js';

export interface DetectionInput {
  name: string;
  label?: string;
  type?: string;
  plugin?: FieldPluginSlug;
  choices?: FieldChoice[];
  min?: number;
  max?: number;
  postType?: string;
  /** What the edit screen shows around the input: help text, placeholder, and text before/after it. */
  instructions?: string;
  placeholder?: string;
  prepend?: string;
  append?: string;
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
for (const table of [DOMAIN_PATTERNS, PATTERNS]) for (const [type, patterns] of Object.entries(table)) for (const p of patterns) EXACT.set(normaliseName(p), type);

export const PATTERN_COUNT = EXACT.size;

/** Plugin field types that say what the value is, whatever the name. */
const FIELD_TYPES: Readonly<Record<string, string>> = Object.freeze({
  email: 'email', text_email: 'email',
  url: 'url', text_url: 'url', website: 'url', oembed: 'url',
  link: 'link',
  date_picker: 'date', date: 'date', text_date: 'date', text_date_timestamp: 'date',
  date_time_picker: 'date', datetime: 'date', 'datetime-local': 'date', date_time: 'date', text_datetime_timestamp: 'date',
  time_picker: 'time', time: 'time', text_time: 'time',
  color_picker: 'color', color: 'color', colorpicker: 'color',
  true_false: 'boolean', switch: 'boolean', switcher: 'boolean', boolean: 'boolean',
  google_map: 'location', map: 'location', osm: 'location',
  phone: 'phone', tel: 'phone',
  currency: 'price', text_money: 'price',
  number: 'number', range: 'number', slider: 'number',
  textarea: 'description', paragraph: 'description', wysiwyg: 'description', rich_text: 'description',
});

/** What a symbol or unit beside an input says its value is. */
const AFFIX_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^(\$|€|£|¥|₽|₺|₹|zł|kr|r\$|chf|usd|eur|gbp)$/i, 'price'],
  [/^%$/, 'percentage'],
  [/^(m²|m2|sq\.? ?m|sq\.? ?ft|ft²|sqm|qm|m\^2)$/i, 'area'],
  [/^(kg|g|lbs?|oz|t)$/i, 'weight'],
  [/^(cm|mm|m|in|inch|ft)$/i, 'dimension'],
  [/^(km|mi|miles)$/i, 'distance'],
  [/^(°c|°f|℃|℉)$/i, 'temperature'],
  [/^(km\/h|mph)$/i, 'speed'],
  [/^(min|mins|minutes|hrs|hours|h)$/i, 'duration'],
];

function byAffix(prepend: string | undefined, append: string | undefined): Detection | undefined {
  for (const affix of [prepend, append]) {
    const text = affix?.trim() ?? '';
    if (text === '') continue;
    const hit = AFFIX_TYPES.find(([pattern]) => pattern.test(text));
    if (hit) return { type: hit[1], confidence: 0.75, source: 'field_type', evidence: `${affix === prepend ? 'prepend' : 'append'} "${text}"` };
  }
  return undefined;
}

const YES_NO = /^(yes|no|ja|nein|oui|non|si|sí|no|sim|nao|tak|nie|да|нет|true|false|1|0)$/i;

/** The longest run of consecutive tokens that is a known pattern, and that run. */
function partialMatch(normalised: string): { type: string; run: string } | undefined {
  const tokens = normalised.split('_');
  for (let length = tokens.length - 1; length >= 1; length--) {
    // Later runs first: `billing_email`, `regular_price` name the thing last.
    for (let start = tokens.length - length; start >= 0; start--) {
      const run = tokens.slice(start, start + length).join('_');
      const type = EXACT.get(run);
      if (type) return { type, run };
    }
  }
  return undefined;
}

function byBounds(min: number | undefined, max: number | undefined): Detection | undefined {
  if (max === undefined) return undefined;
  const evidence = `bounds ${min ?? ''}–${max}`;
  if ((min ?? 0) >= 0 && max <= 10 && max >= 3) return { type: 'rating', confidence: 0.6, source: 'field_type', evidence };
  if ((min ?? 0) >= 1800 && max <= 2200) return { type: 'year', confidence: 0.65, source: 'field_type', evidence };
  if ((min ?? 0) >= 0 && max === 100) return { type: 'percentage', confidence: 0.6, source: 'field_type', evidence };
  return undefined;
}

/** Tier 1: name, then label, then the plugin's field type, choices and bounds; never throws. */
export function detectByPattern(input: DetectionInput): Detection {
  const name = normaliseName(input.name, input.postType);
  const label = input.label ? normaliseName(input.label) : '';
  const exact = EXACT.get(name);
  if (exact) return { type: exact, confidence: 0.95, source: 'pattern', evidence: `name "${name}"` };
  const byLabel = label ? EXACT.get(label) : undefined;
  if (byLabel) return { type: byLabel, confidence: 0.9, source: 'pattern', evidence: `label "${label}"` };
  const inName = partialMatch(name);
  const partial = inName ? { ...inName, of: 'name' } : label ? ((m) => m && { ...m, of: 'label' })(partialMatch(label)) : undefined;
  if (partial) return { type: partial.type, confidence: 0.8, source: 'pattern', evidence: `${partial.of} part "${partial.run}"` };

  const affixed = byAffix(input.prepend, input.append);
  if (affixed) return affixed;
  // Help text and placeholders name what they ask for less reliably than a name or label.
  for (const [of, text] of [['instructions', input.instructions], ['placeholder', input.placeholder]] as const) {
    const said = text ? partialMatch(normaliseName(text)) : undefined;
    if (said) return { type: said.type, confidence: 0.65, source: 'pattern', evidence: `${of} part "${said.run}"` };
  }

  const fromType = input.type ? FIELD_TYPES[input.type] : undefined;
  const typeEvidence = `field type "${input.type ?? ''}"`;
  if (fromType && fromType !== 'number' && fromType !== 'description') return { type: fromType, confidence: 0.75, source: 'field_type', evidence: typeEvidence };
  if (input.choices && input.choices.length > 0 && input.choices.length <= 3 && input.choices.every((c) => YES_NO.test(c.value) || YES_NO.test(c.label))) {
    return { type: 'boolean', confidence: 0.7, source: 'field_type', evidence: 'yes/no choices' };
  }
  const bounded = byBounds(input.min, input.max);
  if (bounded) return bounded;
  if (fromType) return { type: fromType, confidence: 0.6, source: 'field_type', evidence: typeEvidence };
  return { type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' };
}
