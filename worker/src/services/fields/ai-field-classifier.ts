import type { Logger } from 'pino';
import type { AiClient } from '../../providers/ai/ai-client.js';
import type { AiFieldQuestion, FieldClassifier } from './field-detection.service.js';

type Candidate = { id: string; label: string };
type Answers = Map<string, { type: string; confidence: number }>;

/** Confidence given to an AI answer: above tier 1's partial matches, below an exact name. */
const AI_CONFIDENCE = 0.85;
const DETECTION_TIMEOUT_MS = 8000;
/** Fields per request: keeps each answer well inside every provider's output limit and time limit. */
const FIELDS_PER_REQUEST = 40;
/** A key and a type id as JSON, with room to spare; the base covers braces and the odd preamble. */
const TOKENS_PER_FIELD = 30;
const TOKENS_BASE = 60;
const CHOICES_SHOWN = 20;
/** Neighbours per field, nearest first, each cut to a short line: what surrounds a field, not its whole group. */
const NEIGHBOURS_SHOWN = 6;
const NEIGHBOUR_CHARS = 60;

const SYSTEM = 'You classify custom fields of a WordPress site by the kind of data they hold. You answer with one JSON object and nothing else.';

/** What tier 1 cannot tell apart on names alone, spelled out for the model. */
const DISTINCTIONS = [
  'Tell apart what names alone do not:',
  '- a field with "media" accepts attachments: answer image_logo (a company, brand, sponsor or partner logo), image_portrait (a photo of a person: team member, author, speaker, doctor),',
  '  image_background (a wide hero, banner, cover or header image), image_icon (a small square icon), gallery (several images), image (any other single image),',
  '  file_document (a PDF or other document), file_audio or file_video; never a non-media type;',
  '- a field without "media" never takes those media types;',
  '- a plain "name" or "title" means the record\'s own: a company under a sponsor or partner group, a product name on a product, a job title of a team member;',
  '- an "address" that is one text field is a full_address (street, postcode and city), street_address only when other fields hold the city and postcode;',
  '- a date-time field is a datetime, start_date or end_date, never a plain date; a text field for an hour is a time;',
  '- "neighbours" are the fields shown around it: they tell what record it is part of and which part of it the field holds;',
  '- "guess" is what a pattern matcher thought and why; overrule it when the rest says otherwise;',
  '- "candidates" are the types the pattern matcher hesitated between, each with the words that pointed at it: answer one of them unless the rest clearly says another known type.',
];

/** A neighbour as "name: Label" (its name alone when it has no label), cut to NEIGHBOUR_CHARS. */
function neighbourText(n: { name: string; label: string }): string {
  const label = n.label.trim();
  const text = label === '' ? n.name : `${n.name}: ${label}`;
  return text.length > NEIGHBOUR_CHARS ? `${text.slice(0, NEIGHBOUR_CHARS - 1)}…` : text;
}

function fieldLine(q: AiFieldQuestion): string {
  const { key, name, label, fieldType, plugin, choices, guess, candidates, neighbours, ...rest } = q;
  const around = Object.fromEntries(Object.entries(rest).filter(([field]) => field !== 'postType'));
  const beside = (neighbours ?? []).slice(0, NEIGHBOURS_SHOWN).map(neighbourText);
  return JSON.stringify({
    key, name, label, type: fieldType, plugin,
    ...(choices ? { choices: choices.slice(0, CHOICES_SHOWN) } : {}),
    ...around,
    ...(beside.length > 0 ? { neighbours: beside } : {}),
    ...(guess ? { guess } : {}),
    ...(candidates ? { candidates } : {}),
  });
}

function prompt(batch: readonly AiFieldQuestion[], candidates: readonly Candidate[]): string {
  return [
    `Post type: ${batch[0]!.postType}`,
    'Known types, one per line as "id: meaning":',
    ...candidates.map((c) => `${c.id}: ${c.label}`),
    '',
    ...DISTINCTIONS,
    '',
    'Fields, one JSON object per line (key, name, label, field type of its plugin, plugin, and where the field has them: choices, help text (instructions), placeholder, text before and after the input (prepend, append),',
    'the title of the field group it is shown in (group), the repeater or group field it belongs to (parent, parentType) and the layout of that field it is in (layout), its bounds (min, max, step),',
    'what an attachment field accepts (media), the fields shown beside it in the same group or parent, nearest first, as "name: label" (neighbours), the pattern matcher\'s guess',
    'and the types it hesitated between (candidates)):',
    ...batch.map(fieldLine),
    '',
    'Answer with one JSON object that maps each field key to the id of the one known type its values are, e.g. {"field_key": "type_id"}.',
    'Leave out a field that fits none of the known types.',
  ].join('\n');
}

/** The outermost {...} of an answer: models sometimes wrap JSON in prose or code fences. */
function jsonObjectIn(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Only asked keys with a type id from the candidate list; anything else the model says is dropped. */
function answersIn(text: string, batch: readonly AiFieldQuestion[], candidates: readonly Candidate[]): Answers {
  const known = new Set(candidates.map((c) => c.id));
  const asked = new Set(batch.map((q) => q.key));
  const answers: Answers = new Map();
  for (const [key, value] of Object.entries(jsonObjectIn(text) ?? {})) {
    const type = typeof value === 'string' ? value.trim() : '';
    if (asked.has(key) && known.has(type)) answers.set(key, { type, confidence: AI_CONFIDENCE });
  }
  return answers;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Tier 2: the fields tier 1 is unsure of, many per request, each request time-limited. A failed
 * request or an unusable answer leaves its fields out of the result, so tier 1 stands for them.
 */
export class AiFieldClassifier implements FieldClassifier {
  constructor(
    private readonly client: AiClient,
    private readonly logger: Logger,
    private readonly timeoutMs = DETECTION_TIMEOUT_MS,
  ) {}

  async classify(questions: AiFieldQuestion[], candidates: readonly Candidate[]): Promise<Answers> {
    const answered = await Promise.all(batches(questions, FIELDS_PER_REQUEST).map((batch) => this.ask(batch, candidates)));
    return new Map(answered.flatMap((answers) => [...answers]));
  }

  private async ask(batch: readonly AiFieldQuestion[], candidates: readonly Candidate[]): Promise<Answers> {
    const answer = await this.client.complete({ system: SYSTEM, prompt: prompt(batch, candidates), maxTokens: TOKENS_BASE + TOKENS_PER_FIELD * batch.length, timeoutMs: this.timeoutMs });
    const context = { provider: this.client.label, postType: batch[0]!.postType, fields: batch.length };
    if (!answer.ok) {
      this.logger.warn({ ...context, failure: answer }, 'AI field detection failed; pattern detection stands');
      return new Map();
    }
    const answers = answersIn(answer.text, batch, candidates);
    if (answers.size === 0) this.logger.warn({ ...context, answer: answer.text.slice(0, 200) }, 'AI field detection named no known type; pattern detection stands');
    return answers;
  }
}
