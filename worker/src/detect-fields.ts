import { detectFile } from './services/fields/detect-lines.js';

/*
 * `npm run detect -- <file>` (or `-` for stdin): tier-1 detection of field definitions offline,
 * one JSON line in (a field as the adapters normalise it with `plugin` and optionally
 * `post_type`, or a dev-set line), one JSON line out per scalar field. Exit 1 when a line could
 * not be read. The exit code is set, not forced: process.exit() would end the process before a
 * pipe had taken all of stdout.
 */
// A reader that stops early (| head) is no failure of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});
const path = process.argv[2];
if (path) {
  const { stdout, stderr, code } = detectFile(path);
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = code;
} else {
  process.stderr.write('usage: npm run detect -- <fields.jsonl | ->\n');
  process.exitCode = 2;
}
