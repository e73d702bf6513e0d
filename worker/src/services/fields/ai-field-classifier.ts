import type { Logger } from 'pino';
import type { AiClient } from '../../providers/ai/ai-client.js';
import type { AiFieldQuestion, FieldClassifier } from './field-detection.service.js';

/** Confidence given to an AI answer: above tier 1's partial matches, below an exact name. */
const AI_CONFIDENCE = 0.85;
const DETECTION_TIMEOUT_MS = 8000;

const SYSTEM = 'You classify custom fields of a WordPress site by the kind of data they hold. Answer with one JSON object only.';

/** The first {...} in an answer: models sometimes wrap JSON in prose or code fences. */
function firstJsonObject(text: string): Record<string, unknown> | null {
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

/** Tier 2: all unsure fields of a post type in one request; only known type ids for asked keys are taken. */
export class AiFieldClassifier implements FieldClassifier {
  constructor(
    private readonly client: AiClient,
    private readonly logger: Logger,
    private readonly timeoutMs = DETECTION_TIMEOUT_MS,
  ) {}

  async classify(questions: AiFieldQuestion[], candidates: ReadonlyArray<{ id: string; label: string }>): Promise<Map<string, { type: string; confidence: number }>> {
    const answers = new Map<string, { type: string; confidence: number }>();
    if (questions.length === 0) return answers;
    const prompt = [
      `Post type: ${questions[0]!.postType}`,
      `Known types (id: meaning): ${candidates.map((c) => `${c.id}: ${c.label}`).join('; ')}`,
      'Fields (key, name, label, plugin field type, choices):',
      ...questions.map((q) => JSON.stringify({ key: q.key, name: q.name, label: q.label, type: q.fieldType, plugin: q.plugin, ...(q.choices ? { choices: q.choices.slice(0, 20) } : {}) })),
      'Answer with a JSON object mapping each field key to exactly one known type id.',
    ].join('\n');
    let text: string;
    try {
      text = await this.client.complete({ system: SYSTEM, prompt, maxTokens: 40 * questions.length + 50, timeoutMs: this.timeoutMs });
    } catch (error) {
      this.logger.warn({ err: error, provider: this.client.label }, 'AI field detection failed; pattern detection stands');
      return answers;
    }
    const known = new Set(candidates.map((c) => c.id));
    const asked = new Set(questions.map((q) => q.key));
    for (const [key, type] of Object.entries(firstJsonObject(text) ?? {})) {
      if (asked.has(key) && typeof type === 'string' && known.has(type)) answers.set(key, { type, confidence: AI_CONFIDENCE });
    }
    return answers;
  }
}
