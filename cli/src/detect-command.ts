import type { Io } from './run.js';

/** The compiled worker's detection, beside this package's cli/dist (npm run build makes both). */
const DETECT_LINES = new URL('../../worker/dist/services/fields/detect-lines.js', import.meta.url);

interface DetectLines {
  detectFile: (path: string) => { stdout: string; stderr: string; code: number };
}

export const DETECT_HELP = `Usage: seedpress detect <file|->

Tier-1 field detection offline, as the worker detects a site's fields: no site, no AI.
Reads JSON lines from the file, or from standard input for "-": each line either a field as the
adapters send it (its keys beside "plugin" and optionally "post_type") or a dev-set line
({"plugin", "definition", "context"}; the fields of one field group are detected together).
Prints one JSON line per field that gets a value: plugin, post_type, key, name, type,
confidence, source, evidence.

Exit codes: 0 done; 1 a line could not be read (its number on stderr); 2 bad usage or no such file.
`;

/** `seedpress detect <file|->`: resolves to the exit code once everything is written. */
export async function runDetect(argv: string[], io: Io): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
    io.stdout.write(DETECT_HELP);
    return 0;
  }
  if (argv.length !== 1 || (argv[0]!.startsWith('-') && argv[0] !== '-')) {
    io.stderr.write(`seedpress: detect takes one file, or - for standard input.\n${DETECT_HELP}`);
    return 2;
  }
  const { detectFile } = (await import(DETECT_LINES.href)) as DetectLines;
  const { stdout, stderr, code } = detectFile(argv[0]!);
  io.stdout.write(stdout);
  if (stderr) io.stderr.write(code === 2 ? `seedpress: ${stderr}` : stderr);
  return code;
}
