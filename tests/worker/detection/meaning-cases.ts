import { CONFIDENT, detectByPattern, type DetectionInput } from '../../../worker/src/detection/pattern-detector.js';

/*
 * The tables of invented field definitions the meaning tests share: a row names a language, a
 * field's name and label, what else its edit screen shows, and the type tier 1 must read from
 * them, confidently.
 */

export type Extra = Omit<DetectionInput, 'name' | 'label'>;
export type Row = [language: string, name: string, label: string, extra: Extra, expected: string];

export const text: Extra = { type: 'text', valueKind: 'text' };
export const number: Extra = { type: 'number', valueKind: 'number' };
export const date: Extra = { type: 'date_picker', valueKind: 'date' };
export const datetime: Extra = { type: 'date_time_picker', valueKind: 'date', precision: 'datetime' };
export const textarea: Extra = { type: 'textarea', valueKind: 'text' };
export const image: Extra = { type: 'image', media: 'image' };
export const choice = (...labels: string[]): Extra => ({ type: 'select', valueKind: 'choice', choices: labels.map((label, index) => ({ value: `o${index}`, label })) });

/** Type and whether tier 1 is sure of it: a right type read as a fallback ("text" for want of anything) does not count. */
export function read([, name, label, extra]: Row): { type: string; confident: boolean } {
  const found = detectByPattern({ name, label, ...extra });
  return { type: found.type, confident: found.confidence >= CONFIDENT && found.source !== 'fallback' };
}

/** One test per row. */
export const check = (rows: readonly Row[]): void => {
  it.each(rows)('%s: %s / "%s" (%j) is %s', (...row) => {
    // Action / Assert
    expect(read(row)).toEqual({ type: row[4], confident: true });
  });
};
