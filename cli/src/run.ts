import { randomInt } from 'node:crypto';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { batchBody, batchSeed, mergeResults, planBatches } from './batches.js';
import { ApiFailure, call, type Query, type Site } from './client.js';
import { commandFlags, COMMANDS, type Command } from './commands.js';
import { runDetect } from './detect-command.js';
import { flagValue, type FlagSpec } from './flags.js';
import { commandHelp, mainHelp } from './help.js';
import { progress, type ProgressStream } from './progress.js';
import { counted, generationSummary, historyTable } from './summary.js';
import { UsageError } from './usage-error.js';
import { runWorker } from './worker-command.js';

export interface Io {
  stdout: ProgressStream;
  stderr: ProgressStream;
  env: Record<string, string | undefined>;
}

type Format = 'text' | 'json';

const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  user: { type: 'string' },
  'app-password': { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** The command named by the leading words of argv, and the flags after them. */
function findCommand(argv: string[]): { command: Command; rest: string[] } {
  const firstFlag = argv.findIndex((a) => a.startsWith('-'));
  const words = firstFlag === -1 ? argv : argv.slice(0, firstFlag);
  for (const command of COMMANDS) {
    const name = command.name.split(' ');
    if (name.every((word, i) => words[i] === word)) return { command, rest: argv.slice(name.length) };
  }
  throw new UsageError(`Unknown command "${words.join(' ')}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
}

function parse(command: Command, rest: string[], specs: FlagSpec[]): { values: Record<string, unknown>; globals: Record<string, unknown> } {
  const options: NonNullable<ParseArgsConfig['options']> = { ...GLOBAL_OPTIONS };
  for (const spec of specs) options[spec.flag] = spec.kind === 'boolean' ? { type: 'boolean' } : { type: 'string', multiple: true };
  let parsed: Record<string, unknown>;
  try {
    ({ values: parsed } = parseArgs({ args: rest, options, strict: true, allowPositionals: false, allowNegative: true }));
  } catch (error) {
    // Node's messages go on about positionals and `--`; the first sentence says what is wrong.
    throw new UsageError(`${(error as Error).message.split('. ')[0]!.replace(/\.$/, '')} (seedpress ${command.name}).`);
  }
  const values: Record<string, unknown> = {};
  for (const spec of specs) {
    if (parsed[spec.flag] !== undefined) values[spec.member] = flagValue(spec, parsed[spec.flag] as boolean | string[]);
  }
  return { values, globals: parsed };
}

function siteFrom(globals: Record<string, unknown>, env: Io['env']): Site {
  const pick = (flag: string, variable: string): string => {
    const value = (globals[flag] as string | undefined) ?? env[variable];
    if (!value) throw new UsageError(`--${flag} (or ${variable}) is required.`);
    return value;
  };
  const url = pick('url', 'SEEDPRESS_URL');
  if (!/^https?:\/\/[^/]/.test(url)) throw new UsageError(`--url must be an http(s) address (got ${JSON.stringify(url)}).`);
  return { url, user: pick('user', 'SEEDPRESS_USER'), appPassword: pick('app-password', 'SEEDPRESS_APP_PASSWORD') };
}

function formatFrom(globals: Record<string, unknown>): Format {
  const format = (globals.format as string | undefined) ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json (got ${JSON.stringify(format)}).`);
  return format;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A run that turns one of these off makes no new pictures of its own. */
const PICTURE_FLAGS = ['set_featured_image', 'download_images', 'generate_avatars'];

/**
 * The site's per-request capacity for what the command makes (GET /settings: `posts`, or
 * `plain_posts` for a run without new pictures), within the endpoint's maximum; a site whose API
 * reports none takes that maximum.
 */
async function batchSize(site: Site, body: Record<string, unknown>, noun: string, batchMax: number): Promise<number> {
  const answer = await call(site, 'GET', '/settings');
  const capacity = (answer.settings as { capacity?: Record<string, unknown> } | undefined)?.capacity ?? {};
  const plain = PICTURE_FLAGS.some((flag) => body[flag] === false) ? capacity[`plain_${noun}`] : undefined;
  const size = plain ?? capacity[noun];
  return typeof size === 'number' ? Math.min(size, batchMax) : batchMax;
}

async function generate(command: Command, site: Site, body: Record<string, unknown>, batchMax: number | undefined, io: Io, format: Format): Promise<void> {
  const nouns = command.nouns!;
  const total = body.count as number | undefined;
  if (batchMax === undefined || total === undefined) {
    const result = await call(site, command.method, command.route, { body });
    io.stdout.write(format === 'json' ? json(result) : `${generationSummary(result, nouns, 1)}\n`);
    return;
  }
  if (total > batchMax && body.generate_hierarchy === true) throw new UsageError(`--generate-hierarchy makes one tree of --depth and --breadth; --count above ${batchMax} does not apply to it.`);
  const sizes = planBatches(total, await batchSize(site, body, nouns[1], batchMax));
  // Batches are reproducible only from a known seed: without --seed one is drawn here and reported.
  const base = (body.seed as number | undefined) ?? (sizes.length > 1 ? randomInt(0, 2 ** 32) : undefined);
  const bar = progress(io.stderr, nouns, total, sizes.length);
  const results: Record<string, unknown>[] = [];
  let done = 0;
  try {
    for (const [index, size] of sizes.entries()) {
      bar.started(index, done);
      const seed = base === undefined ? {} : { seed: batchSeed(base, index) };
      const result = await call(site, command.method, command.route, { body: { ...batchBody(body, index), count: size, ...seed } });
      results.push(result);
      done += Number(result.count ?? size);
      bar.finished(index, Number(result.count ?? size), done);
    }
  } finally {
    bar.end();
    if (results.length > 0 && results.length < sizes.length) {
      io.stderr.write(`Stopped after batch ${results.length} of ${sizes.length}: ${counted(done, nouns)} ${done === 1 ? 'was' : 'were'} made (seedpress history list shows them).\n`);
    }
  }
  const merged = { ...mergeResults(results), batches: results.map((r) => ({ count: r.count, seed: r.seed })) };
  io.stdout.write(format === 'json' ? json(merged) : `${generationSummary(merged, nouns, sizes.length)}\n`);
}

async function execute(command: Command, argv: string[], io: Io): Promise<void> {
  const { specs, batchMax } = commandFlags(command);
  const { values, globals } = parse(command, argv, specs);
  if (globals.help) {
    io.stdout.write(commandHelp(command));
    return;
  }
  const format = formatFrom(globals);
  const site = siteFrom(globals, io.env);
  if (command.nouns) return generate(command, site, values, batchMax, io, format);
  if (command.part === 'query') {
    const result = await call(site, command.method, command.route, { query: values as Query });
    io.stdout.write(format === 'json' ? json(result) : `${historyTable(result, Number(values.offset ?? 0))}\n`);
    return;
  }
  const result = await call(site, command.method, command.route);
  io.stdout.write(format === 'json' ? json(result) : `${String(result.message)}\n`);
}

/** The whole CLI, with its streams and environment passed in; resolves to the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    (argv.length === 0 ? io.stderr : io.stdout).write(mainHelp());
    return argv.length === 0 ? EXIT.usage : EXIT.done;
  }
  let command: Command | undefined;
  try {
    if (argv[0] === 'worker') return await runWorker(argv.slice(1), io);
    if (argv[0] === 'detect') return await runDetect(argv.slice(1), io);
    const found = findCommand(argv);
    command = found.command;
    await execute(command, found.rest, io);
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError) {
      const name = argv[0] === 'worker' ? 'worker' : command?.name;
      io.stderr.write(`seedpress: ${error.message}\nRun "seedpress ${name ?? ''}${name ? ' ' : ''}--help" for the flags.\n`);
      return EXIT.usage;
    }
    if (error instanceof ApiFailure) {
      io.stderr.write(`seedpress: ${error.code}: ${error.message}${error.status ? ` (HTTP ${error.status})` : ''}\n`);
      return EXIT.failed;
    }
    throw error;
  }
}
