import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Tier-1 detection on the dev set (tests/detection/devset/*.jsonl): real field definitions from
 * public repositories, each labelled with the semantic type an editor expects, split by
 * repository into a tuning part and a held-out part. The held-out part is the headline: it says
 * how detection does on sites whose names the rules were not written from. Every definition
 * goes through what the worker runs for a site's fields (worker/dist, built by `npm run build`):
 * the field tree its parent and field group make, with the other dev-set fields of the same group
 * (same file, group title and post type) beside it as on a site, `scalarFields`, then `tierOne`. A field this
 * build does not classify (relational or media fields, before detection covered them) counts as
 * a miss, shown as "unclassified".
 */

const DEVSET_DIR = path.resolve('tests/detection/devset');
const TARGET_ACCURACY = 0.85;
const CONFUSIONS_SHOWN = 20;

interface Field {
  key: string;
  name: string;
  label: string;
  type: string;
  sub_fields?: Field[];
  layouts?: Array<{ name: string; label: string; sub_fields: Field[] }>;
  [setting: string]: unknown;
}

export interface DevsetLine {
  plugin: string;
  definition: Field;
  context: { group_title?: string; post_type?: string; location?: string; parent?: { name: string; label?: string; type: string; layout?: string } };
  label: string;
  language: string;
  group: string;
  split: Split;
  source: { repo: string; path: string; commit: string };
}

export type Split = 'tuning' | 'held_out';

interface Candidate { def: Field; clone?: true }
interface TierOne {
  scalarFields: (fields: Array<{ plugin: string; def: Field }>) => Candidate[];
  tierOne: (candidate: Candidate, postType: string) => { type: string };
  fieldGroupKey: (line: DevsetLine) => string;
  fieldTree: (lines: readonly DevsetLine[]) => { tops: Field[]; fields: Field[] };
}

export function readDevset(dir = DEVSET_DIR): DevsetLine[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as DevsetLine));
}

export interface Outcome { line: DevsetLine; got: string }

interface Prepared { line: DevsetLine; candidate: Candidate | undefined }

async function loadTierOne(): Promise<TierOne> {
  const load = async (file: string): Promise<object> => (await import(pathToFileURL(path.resolve('worker/dist/services/fields', file)).href)) as object;
  return { ...(await load('tier-one.js')), ...(await load('field-groups.js')) } as TierOne;
}

/** Each line's candidate, read with the other lines of its field group beside it, as a site's fields are (the worker's own grouping, as `npm run detect` reads dev-set lines). */
function prepare(lines: readonly DevsetLine[], { scalarFields, fieldGroupKey, fieldTree }: TierOne): Prepared[] {
  const groups = new Map<string, DevsetLine[]>();
  for (const line of lines) groups.set(fieldGroupKey(line), [...(groups.get(fieldGroupKey(line)) ?? []), line]);
  const candidates = new Map<DevsetLine, Candidate>();
  for (const group of groups.values()) {
    const { tops, fields } = fieldTree(group);
    const found = scalarFields(tops.map((def) => ({ plugin: group[0]!.plugin, def })));
    group.forEach((line, index) => {
      // A repeatable or cloneable field is classified as the one value it repeats, a copy of itself under its key.
      const candidate = found.find((c) => c.def === fields[index]) ?? found.find((c) => c.clone && c.def.key === fields[index]!.key);
      if (candidate) candidates.set(line, candidate);
    });
  }
  return lines.map((line) => ({ line, candidate: candidates.get(line) }));
}

const classify = (prepared: readonly Prepared[], { tierOne }: TierOne): Outcome[] =>
  prepared.map(({ line, candidate }) => ({ line, got: candidate ? tierOne(candidate, line.context.post_type ?? '').type : 'unclassified' }));

export async function detectDevset(lines: readonly DevsetLine[]): Promise<Outcome[]> {
  const worker = await loadTierOne();
  return classify(prepare(lines, worker), worker);
}

const percent = (right: number, all: number): string => `${((100 * right) / all).toFixed(1)} %`;

function rows(title: string, outcomes: readonly Outcome[], by: (line: DevsetLine) => string): string[] {
  const groups = new Map<string, { right: number; all: number }>();
  for (const { line, got } of outcomes) {
    const entry = groups.get(by(line)) ?? { right: 0, all: 0 };
    entry.all++;
    if (got === line.label) entry.right++;
    groups.set(by(line), entry);
  }
  const sorted = [...groups].sort(([a, x], [b, y]) => y.all - x.all || a.localeCompare(b));
  return [`  per ${title}`, ...sorted.map(([name, { right, all }]) => `    ${name.padEnd(14)} ${percent(right, all).padStart(7)}   ${String(right).padStart(4)} / ${all}`)];
}

/** The most frequent misses, expected → got. */
export function confusions(outcomes: readonly Outcome[], count = CONFUSIONS_SHOWN): Array<[string, number]> {
  const tally = new Map<string, number>();
  for (const { line, got } of outcomes) if (got !== line.label) tally.set(`${line.label} → ${got}`, (tally.get(`${line.label} → ${got}`) ?? 0) + 1);
  return [...tally].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, count);
}

const repositories = (outcomes: readonly Outcome[]): number => new Set(outcomes.map(({ line }) => line.source.repo)).size;

/** One part's top-1 accuracy, overall and per plugin, language and group. */
function partLines(title: string, outcomes: readonly Outcome[], target: boolean): string[] {
  const right = outcomes.filter(({ line, got }) => got === line.label).length;
  const verdict = target ? `   target >= ${TARGET_ACCURACY * 100} %   ${right / outcomes.length >= TARGET_ACCURACY ? 'met' : 'NOT met'}` : '';
  return [
    `  ${title}: ${outcomes.length} definitions from ${repositories(outcomes)} repositories, top-1 ${percent(right, outcomes.length)} (${right} right)${verdict}`,
    ...rows('plugin', outcomes, (line) => line.plugin),
    ...rows('language', outcomes, (line) => line.language),
    ...rows('group', outcomes, (line) => line.group),
  ];
}

/**
 * The held-out part first, as the headline, then the tuning part. Misses are listed for the
 * tuning part only: rules are studied there, and the held-out part stays a measure of them.
 */
export function accuracyLines(outcomes: readonly Outcome[]): string[] {
  const part = (split: Split): Outcome[] => outcomes.filter(({ line }) => line.split === split);
  const tuning = part('tuning');
  return [
    `  dev set: ${outcomes.length} real field definitions from ${repositories(outcomes)} repositories, split by repository into a held-out and a tuning part`,
    ...partLines('HELD OUT', part('held_out'), true),
    '',
    ...partLines('tuning', tuning, false),
    `  most frequent misses of the tuning part (expected → got)`,
    ...confusions(tuning).map(([pair, n]) => `    ${String(n).padStart(4)}  ${pair}`),
  ];
}

/** Tier-1 time over the first 1,000 dev-set definitions (fewer if the set is smaller), their field trees made beforehand. */
export async function detectionSpeed(lines: readonly DevsetLine[], runs: number): Promise<{ first: number; median: number; count: number }> {
  const worker = await loadTierOne();
  const prepared = prepare(lines.slice(0, 1000), worker);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    classify(prepared, worker);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { first: times[0]!, median: sorted[Math.floor(sorted.length / 2)]!, count: prepared.length };
}

// `node .seedpress/bench/devset-bench.js`: the accuracy part alone, no site needed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  detectDevset(readDevset())
    .then((outcomes) => process.stdout.write(`\ndetection accuracy\n${accuracyLines(outcomes).join('\n')}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exit(1);
    });
}
