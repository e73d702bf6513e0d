import { readFileSync } from 'node:fs';
import { detectLines } from './services/fields/detect-lines.js';

/*
 * `npm run detect -- <file>` (or `-` for stdin): tier-1 detection of field definitions offline,
 * one JSON line in (a field as the adapters normalise it, plus `plugin` and optionally
 * `post_type`), one JSON line out per scalar field. Exit 1 when a line could not be read.
 */
const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: npm run detect -- <fields.jsonl | ->\n');
  process.exit(2);
}
const { detections, errors } = detectLines(readFileSync(path === '-' ? 0 : path, 'utf8').split('\n'));
for (const d of detections) process.stdout.write(`${JSON.stringify(d)}\n`);
for (const e of errors) process.stderr.write(`${e}\n`);
process.exit(errors.length > 0 ? 1 : 0);
