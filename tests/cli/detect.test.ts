import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { run } from '../../cli/src/run.js';
import { detectLines } from '../../worker/src/services/fields/detect-lines.js';

/*
 * `seedpress detect` and `npm run detect`: the compiled programs (npm run build, which make up
 * runs) read a file or standard input and print one line per field, all of it, also into a pipe.
 */

const ROOT = path.resolve('.');
const sh = promisify(execFile);
let dir: string;

/** `count` flat fields, fifty to a post type, each detected as an e-mail address. */
function fields(count: number): string {
  return Array.from({ length: count }, (_, i) => JSON.stringify({ plugin: 'acf', post_type: `type_${Math.floor(i / 50)}`, name: `email_${i}`, label: 'E-mail', type: 'email' })).join('\n');
}

async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) }, env: {} });
  return { code, stdout, stderr };
}

/** A shell pipeline in the repository, with pipefail: its stdout, or the failure. */
async function pipeline(command: string): Promise<string> {
  return (await sh('bash', ['-o', 'pipefail', '-c', command], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })).stdout;
}

beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'worker/dist/detect-fields.js')) || !existsSync(path.join(ROOT, 'cli/dist/seedpress.js'))) {
    throw new Error('worker/dist and cli/dist are missing: run npm run build first');
  }
  dir = mkdtempSync(path.join(tmpdir(), 'seedpress-detect-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('seedpress detect', () => {
  it('prints the detection of every line of a file, dev-set lines among them, as detectLines makes it', async () => {
    // Arrange
    const devset = (name: string, label: string) => JSON.stringify({ plugin: 'cmb2', definition: { key: name, name, label, type: 'text', required: false, instructions: '', settings: {} }, context: { group_title: 'Shop', post_type: 'shop' } });
    const lines = [devset('address', 'Address'), devset('city', 'City'), devset('postcode', 'Postcode'), JSON.stringify({ plugin: 'acf', name: 'phone', type: 'text' })];
    const file = path.join(dir, 'mixed.jsonl');
    writeFileSync(file, lines.join('\n'));

    // Action
    const result = await cli(['detect', file]);

    // Assert
    expect(result).toEqual({ code: 0, stderr: '', stdout: detectLines(lines).detections.map((d) => `${JSON.stringify(d)}\n`).join('') });
    expect(result.stdout.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { type: string }).type)).toEqual(['street_address', 'city', 'postcode', 'phone']);
  });

  it('says what is wrong with its arguments or its file, with exit code 2, and that a line is unreadable with 1', async () => {
    // Arrange
    const bad = path.join(dir, 'bad.jsonl');
    writeFileSync(bad, `${JSON.stringify({ plugin: 'acf', name: 'email', type: 'email' })}\nnot json\n`);

    // Action
    const none = await cli(['detect']);
    const two = await cli(['detect', 'a.jsonl', 'b.jsonl']);
    const missing = await cli(['detect', path.join(dir, 'missing.jsonl')]);
    const unreadable = await cli(['detect', bad]);
    const help = await cli(['detect', '--help']);
    const main = await cli(['--help']);

    // Assert
    expect([none.code, none.stdout, none.stderr.split('\n')[0]]).toEqual([2, '', 'seedpress: detect takes one file, or - for standard input.']);
    expect([two.code, two.stderr.split('\n')[0]]).toEqual([2, 'seedpress: detect takes one file, or - for standard input.']);
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([2, '', `seedpress: cannot read ${path.join(dir, 'missing.jsonl')}: ENOENT: no such file or directory, open '${path.join(dir, 'missing.jsonl')}'\n`]);
    expect([unreadable.code, unreadable.stdout.split('\n').length, unreadable.stderr]).toEqual([1, 2, 'line 2: not JSON\n']);
    expect([help.code, help.stdout.split('\n')[0]]).toEqual([0, 'Usage: seedpress detect <file|->']);
    expect(main.stdout).toContain('\n  detect             Detect what field definitions hold, offline, from JSON lines (seedpress detect --help).');
  });

  it('loses no line on a pipe: 5,000 fields in, 5,000 lines through wc -l, from npm run detect and from npx seedpress detect on standard input', async () => {
    // Arrange
    const file = path.join(dir, 'five-thousand.jsonl');
    writeFileSync(file, fields(5000));

    // Action
    const npmRun = await pipeline(`npm run -s detect -- '${file}' | wc -l`);
    const npx = await pipeline(`npx --offline seedpress detect - < '${file}' | wc -l`);
    const last = await pipeline(`npx --offline seedpress detect - < '${file}' | tail -n 1`);

    // Assert
    expect([npmRun.trim(), npx.trim()]).toEqual(['5000', '5000']);
    expect(JSON.parse(last)).toEqual({ plugin: 'acf', post_type: 'type_99', key: 'email_4999', name: 'email_4999', type: 'email', confidence: 0.95, source: 'pattern', evidence: 'name "email"' });
  });

  it('stops quietly when the reader of its output stops early', async () => {
    // Arrange
    const file = path.join(dir, 'head.jsonl');
    writeFileSync(file, fields(5000));

    // Action
    const head = await sh('bash', ['-c', `npx --offline seedpress detect '${file}' | head -n 2 >/dev/null; echo "\${PIPESTATUS[0]}"`], { cwd: ROOT });

    // Assert
    expect(head).toEqual({ stdout: '0\n', stderr: '' });
  });
});
