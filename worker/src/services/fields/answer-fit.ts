import { FIELD_TYPES, TYPE_ACCEPTS } from '../../detection/evidence-tables.js';
import { MEDIA_TYPES } from '../../detection/media-detector.js';
import { acceptsMediaType } from '../../generators/media/media-spec.js';
import { semanticType } from '../../detection/semantic-types.js';
import type { ScalarKind } from '../../generators/fields/field-value.js';
import type { Candidate } from './tier-one.js';

const MEDIA = new Set<string>(MEDIA_TYPES);

/**
 * Value kinds only some types can hold. Every type can be written as text, and a choice field is
 * filled from its own choices whatever its type, so those two accept any value type.
 */
const STRICT_KINDS = new Set<ScalarKind>(['number', 'date', 'boolean', 'link', 'map']);

/**
 * Whether tier 2's answer is a type the field can hold: for an attachment field a media type made
 * in a format the field accepts, for a value field a value type whose values the field's kind (a
 * number, a date) and its plugin type (an e-mail field takes only e-mail addresses) allow.
 */
export function answerFits(type: string, candidate: Candidate): boolean {
  if (candidate.shape.kind === 'attachments') return MEDIA.has(type) && acceptsMediaType(candidate.def, type);
  const semantic = semanticType(type);
  if (!semantic || MEDIA.has(type)) return false;
  if (candidate.shape.kind !== 'scalar') return true;
  const kind = candidate.shape.request.kind;
  if (STRICT_KINDS.has(kind) && !semantic.kinds.includes(kind)) return false;
  const typed = FIELD_TYPES[candidate.def.type];
  const accepts = typed ? TYPE_ACCEPTS[typed] : undefined;
  return !accepts || accepts(semantic.id, semantic.category, semantic.kinds);
}
