import { createHash } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import { CONFIDENT, detectByPattern, type Detection, type DetectionInput } from '../../detection/pattern-detector.js';
import type { MediaKind } from '../../detection/media-detector.js';
import { SEMANTIC_TYPES } from '../../detection/semantic-types.js';
import type { CachedDetection } from '../../db/repositories/field-detection.repository.js';
import { answerFits } from './answer-fit.js';
import type { PluginField } from './field-catalog.js';
import { evidenceOf, hesitations, scalarFields, type Candidate, type Hesitation, type Neighbour } from './tier-one.js';

export interface Detected {
  type: string;
  confidence: number;
  source: string;
}

/** The cache table as this service needs it (db/repositories/field-detection.repository.ts). */
export interface DetectionCache {
  forPostType(postType: string): Promise<CachedDetection[]>;
  upsert(postType: string, rows: CachedDetection[]): Promise<void>;
}

export interface AiFieldQuestion {
  key: string;
  name: string;
  label: string;
  fieldType: string;
  plugin: string;
  postType: string;
  choices?: string[];
  /** Help text, placeholder and the text before/after the input, where the field has them. */
  instructions?: string;
  placeholder?: string;
  prepend?: string;
  append?: string;
  /** The field group's title, the repeater/group field a sub-field belongs to, and the layout (complex group) of it the sub-field is in. */
  group?: string;
  parent?: string;
  parentType?: string;
  layout?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Attachment fields: what they accept; the answer must then be one of the media types. */
  media?: MediaKind;
  /** Tier 1's unsure guess and what it rests on. */
  guess?: { type: string; evidence: string };
  /** The types tier 1 hesitated between (the field's words pointing apart), each with what pointed at it. */
  candidates?: Hesitation[];
  /** The other fields of its group, parent or layout, nearest first; the prompt shows the nearest few. */
  neighbours?: readonly Neighbour[];
}

/** Tier 2: an AI provider that names the semantic type of several fields at once; failures answer an empty map. */
export interface FieldClassifier {
  classify(questions: AiFieldQuestion[], candidates: ReadonlyArray<{ id: string; label: string }>): Promise<Map<string, { type: string; confidence: number }>>;
}

const AI_CANDIDATES = SEMANTIC_TYPES.map((t) => ({ id: t.id, label: t.label }));

/**
 * Tier 1 (patterns) for every field, tier 2 (AI) for those tier 1 is not sure about. Tier 1 costs
 * microseconds and runs every time, so better rules reach every site at once. Tier 2's answer is
 * cached per post type and field key with a hash of what the field itself shows: it is asked about
 * once, and again when its own definition changes (label, choices, help text, allowed file types,
 * group or parent ...), or when the cache is cleared. Its neighbours are left out of the hash, so
 * fields added or edited beside it do not shift its answer. A cached tier-1 row with the same hash
 * means the question was already put to tier 2 (or tier 2 was off), so it is not put again.
 */
export class FieldDetectionService {
  constructor(
    private readonly cache: DetectionCache,
    private readonly classifier: (host: HostContext) => Promise<FieldClassifier | null>,
  ) {}

  async detect(host: HostContext, postType: string, fields: readonly PluginField[]): Promise<Map<string, Detected>> {
    const candidates = scalarFields(fields);
    const cached = new Map((await this.cache.forPostType(postType)).map((r) => [r.field_key, r]));
    // Each field's evidence is read once: tier 1 weighs it, and its hash keys tier 2's answer.
    const evidence = new Map(candidates.map((c) => [c.def.key, evidenceOf(c, postType)]));
    const hashes = new Map(candidates.map((c) => [c.def.key, evidenceHash(c, evidence.get(c.def.key)!)]));
    const tier1 = new Map(candidates.map((c) => [c.def.key, detectByPattern(evidence.get(c.def.key)!)]));
    const out = new Map<string, Detected>();
    const unsure: Candidate[] = [];
    for (const c of candidates) {
      const hit = cached.get(c.def.key);
      const seen = hit !== undefined && hit.evidence_hash === hashes.get(c.def.key);
      if (tier1.get(c.def.key)!.confidence >= CONFIDENT || (seen && hit.source !== 'ai')) continue;
      if (seen) out.set(c.def.key, { type: hit.detected_type, confidence: Number(hit.confidence), source: hit.source });
      else unsure.push(c);
    }
    const tier2 = unsure.length > 0 ? await this.askAi(host, postType, unsure, tier1) : new Map<string, Detected>();

    const rows: CachedDetection[] = [];
    for (const c of candidates) {
      const d = out.get(c.def.key) ?? tier2.get(c.def.key) ?? tier1.get(c.def.key)!;
      out.set(c.def.key, { type: d.type, confidence: d.confidence, source: d.source });
      const hit = cached.get(c.def.key);
      const row = { field_key: c.def.key, field_name: c.def.name, detected_type: d.type, confidence: d.confidence, source: d.source, evidence_hash: hashes.get(c.def.key)! };
      if (!hit || (['field_name', 'detected_type', 'source', 'evidence_hash'] as const).some((k) => hit[k] !== row[k]) || Number(hit.confidence) !== row.confidence) rows.push(row);
    }
    await this.cache.upsert(postType, rows);
    return out;
  }

  /** An AI that is off, down or talking nonsense leaves tier 1's answer in place. */
  private async askAi(host: HostContext, postType: string, unsure: Candidate[], tier1: ReadonlyMap<string, Detection>): Promise<Map<string, Detected>> {
    const classifier = await this.classifier(host);
    if (!classifier) return new Map();
    const questions = unsure.map((c) => question(c, postType, tier1.get(c.def.key)!));
    const asked = new Map(unsure.map((c) => [c.def.key, c]));
    const answers = await classifier.classify(questions, AI_CANDIDATES);
    // Whatever the model says, a field keeps a type it can hold; otherwise tier 1's answer stands.
    const fitting = [...answers].filter(([key, a]) => asked.has(key) && answerFits(a.type, asked.get(key)!));
    return new Map(fitting.map(([key, a]) => [key, { type: a.type, confidence: a.confidence, source: 'ai' }]));
  }
}

/** Tier 2 is shown what tier 1 read: the field, its surroundings, its record, the fields beside it and tier 1's guess. */
function question(candidate: Candidate, postType: string, guess: Detection): AiFieldQuestion {
  const { def, plugin } = candidate;
  const { choices, instructions, placeholder, prepend, append, group, parent, parentType, layout, min, max, step, media } = evidenceOf(candidate, postType);
  const given = { instructions, placeholder, prepend, append, group, parent, parentType, layout, min, max, step, media };
  const candidates = hesitations(candidate, postType).filter((h) => answerFits(h.type, candidate));
  return {
    key: def.key, name: def.name, label: def.label, fieldType: def.type, plugin, postType,
    ...(choices ? { choices: choices.map((ch) => ch.label || ch.value) } : {}),
    ...(Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<AiFieldQuestion>),
    ...(guess.source !== 'fallback' ? { guess: { type: guess.type, evidence: guess.evidence } } : {}),
    ...(candidates.length > 1 ? { candidates } : {}),
    ...(candidate.neighbours ? { neighbours: candidate.neighbours } : {}),
  };
}

/** What tier 2 is shown of the field itself, hashed: a cached answer holds only while this is the same. */
function evidenceHash(candidate: Candidate, evidence: DetectionInput): string {
  const own = { ...evidence, siblings: undefined, clone: candidate.clone ?? false, settings: candidate.def.settings };
  return createHash('sha256').update(JSON.stringify(own)).digest('hex');
}
