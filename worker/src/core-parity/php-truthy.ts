/** PHP's boolean reading of a value decoded from JSON (WordPress's `crop` is tested this way). */
export function phpTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value) && value !== '0';
}
