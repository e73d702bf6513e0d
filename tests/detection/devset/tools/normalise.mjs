/* The small readers every plugin's normalisation shares. */
import { UNKNOWN } from './php-literals.mjs';

export function clean(object) {
  const out = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === null || value === '' || value === UNKNOWN) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    out[key] = value;
  }
  return out;
}

export const str = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
export const num = (value) => (value === '' || value === null || value === undefined || value === UNKNOWN || Number.isNaN(Number(value)) ? undefined : Number(value));
export const bool = (value) => value === true || value === 1 || value === '1' || value === 'true';
export const list = (value) => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

export function choicesFrom(value) {
  if (typeof value === 'string' && value.includes('\n')) {
    return value.split(/\r?\n/).filter(Boolean).map((line) => {
      const [key, label] = line.includes('|') ? line.split('|') : line.includes(' : ') ? line.split(' : ') : [line, line];
      return { value: key.trim(), label: (label ?? key).trim() };
    });
  }
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (item && typeof item === 'object') {
        const key = str(item.key ?? item.value ?? item.id);
        const label = str(item.value ?? item.label ?? item.key);
        return key || label ? [{ value: key || label, label: label || key }] : [];
      }
      return str(item) ? [{ value: str(item), label: str(item) }] : [];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, label]) => (typeof label === 'string' || typeof label === 'number' ? [{ value: key, label: String(label) }] : []));
  }
  return [];
}

export function postTypes(value) {
  return list(typeof value === 'string' ? [value] : value).filter((item) => typeof item === 'string');
}
