import type { Ajv, ErrorObject, SchemaValidateFunction } from 'ajv';

/**
 * The keywords schemas/ uses beyond standard JSON Schema, for limits it cannot state itself:
 * - `x-max-bytes`: a string's UTF-8 length, for columns sized in bytes (`text` holds 65,535 bytes,
 *   while `maxLength` counts characters, up to four bytes each in utf8mb4);
 * - `x-ordered`: `[min, max]` member pairs of an object, the first not greater than the second;
 * - format `wp-datetime`: `Y-m-d H:i:s` on a real calendar day and clock time, inside MySQL's
 *   DATETIME range (1000-01-01 to 9999-12-31) less a day at either end, so that the date moved
 *   by any site's UTC offset (at most 14 hours) stays inside it too;
 * - format `license-key`: four groups of four letters or digits joined by hyphens, either case.
 * `x-error-code` is an annotation read by the validator when it words an error.
 */
export function addSchemaKeywords(ajv: Ajv): Ajv {
  ajv.addVocabulary(['x-error-code']);
  ajv.addFormat('wp-datetime', { type: 'string', validate: isWordPressDateTime });
  ajv.addFormat('license-key', { type: 'string', validate: LICENSE_KEY });
  ajv.addKeyword({ keyword: 'x-max-bytes', type: 'string', schemaType: 'number', validate: maxBytes, errors: true });
  ajv.addKeyword({ keyword: 'x-ordered', type: 'object', schemaType: 'array', validate: ordered, errors: true });
  return ajv;
}

export const LICENSE_KEY = /^[A-Za-z0-9]{4}(?:-[A-Za-z0-9]{4}){3}$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const FIRST_DAY = '1000-01-02 00:00:00';
const LAST_DAY = '9999-12-30 23:59:59';

export function isWordPressDateTime(value: string): boolean {
  const match = DATETIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // Fixed-width digits: text order is time order.
  const inRange = value >= FIRST_DAY && value <= LAST_DAY;
  return inRange && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

function fail(validate: SchemaValidateFunction, error: Partial<ErrorObject>): false {
  validate.errors = [error];
  return false;
}

const maxBytes: SchemaValidateFunction = function maxBytes(limit: number, data: string): boolean {
  const bytes = Buffer.byteLength(data, 'utf8');
  if (bytes <= limit) return true;
  return fail(maxBytes, { keyword: 'x-max-bytes', params: { limit }, message: `must NOT be longer than ${limit} bytes in UTF-8 (it has ${bytes})` });
};

const ordered: SchemaValidateFunction = function ordered(pairs: Array<[string, string]>, data: Record<string, unknown>, _parent, context): boolean {
  for (const [low, high] of pairs) {
    const [min, max] = [data[low], data[high]];
    if (typeof min !== 'number' || typeof max !== 'number' || min <= max) continue;
    return fail(ordered, {
      keyword: 'x-ordered',
      instancePath: `${context?.instancePath ?? ''}/${low}`,
      params: { low, high },
      message: `(${min}) must not be greater than ${high} (${max})`,
    });
  }
  return true;
};
