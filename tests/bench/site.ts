import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';

/*
 * What the benchmark needs of the local stack. Self-contained (no import of tests/support): the
 * bench is compiled into .seedpress/bench/ and run from the repository root by `make bench`.
 */

export const REPO_ROOT = process.env.SEEDPRESS_REPO ?? process.cwd();
const STACK_ENV = path.join(REPO_ROOT, '.seedpress/stack.env');

export type StackEnv = Record<string, string>;

/** `.seedpress/stack.env`, KEY='value' lines written by `make up`. */
export function readStackEnv(): StackEnv {
  if (!existsSync(STACK_ENV)) throw new Error(`${STACK_ENV} is missing: run \`make up\` (or \`make bench\`) from the repository root.`);
  const env: StackEnv = {};
  for (const line of readFileSync(STACK_ENV, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)='(.*)'$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replace(/'\\''/g, "'");
  }
  return env;
}

export function need(env: StackEnv, key: string): string {
  const value = env[key];
  if (value === undefined) throw new Error(`${key} is missing from ${STACK_ENV}.`);
  return value;
}

/** Runs tests/bench/wp-native.php inside the site with a JSON input; returns its JSON output. */
export function runSitePhp<T>(env: StackEnv, input: Record<string, unknown>): T {
  const url = new URL(need(env, 'SEEDPRESS_URL'));
  const out = execFileSync('php', ['-d', 'display_errors=stderr', '-d', 'memory_limit=1G', path.join(REPO_ROOT, 'tests/bench/wp-native.php')], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    env: { ...process.env, SEEDPRESS_WP_PATH: need(env, 'SEEDPRESS_WP_PATH'), BENCH_HTTP_HOST: url.host },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as T;
}

/** The SeedPress REST API as a client calls it: application password, through WordPress. */
export async function api(env: StackEnv, method: string, route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const auth = Buffer.from(`${need(env, 'SEEDPRESS_ADMIN_USER')}:${need(env, 'SEEDPRESS_ADMIN_APP_PASSWORD')}`).toString('base64');
  const res = await fetch(`${need(env, 'SEEDPRESS_API')}${route}`, {
    method,
    headers: { Authorization: `Basic ${auth}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text.slice(0, 500) };
  }
  return { status: res.status, body: parsed };
}

/**
 * Lifts the site's per-request capacity to the API's maximum of 500 for the caller's runs: the
 * bench's runs are that large, most with pictures, above what the site computes from its PHP
 * limits. Returns what puts the setting back as it was.
 */
export async function liftCapacity(env: StackEnv): Promise<() => Promise<void>> {
  const { body } = await api(env, 'GET', '/settings');
  const general = (body.settings as { general?: { capacity_override?: number | null } } | undefined)?.general;
  const previous = general?.capacity_override ?? null;
  const lifted = await api(env, 'POST', '/settings', { capacity_override: 500 });
  if (lifted.status !== 200) throw new Error(`POST /settings answered ${lifted.status}: ${JSON.stringify(lifted.body).slice(0, 300)}`);
  return async () => {
    await api(env, 'POST', '/settings', { capacity_override: previous });
  };
}

export function connect(env: StackEnv): Promise<mysql.Connection> {
  return mysql.createConnection({
    host: need(env, 'DB_HOST'),
    port: Number(need(env, 'DB_PORT')),
    user: need(env, 'DB_USER'),
    password: need(env, 'DB_PASSWORD'),
    database: need(env, 'DB_NAME'),
    charset: 'utf8mb4_unicode_520_ci',
  });
}

/** Statements the server executed for all clients (MariaDB's global `Questions`), minus this probe itself. */
export async function globalQuestions(db: mysql.Connection): Promise<number> {
  const [rows] = await db.query<mysql.RowDataPacket[]>("SHOW GLOBAL STATUS LIKE 'Questions'");
  return Number(rows[0]!.Value);
}

/** Busy and total CPU time of this machine so far, from /proc/stat (steal and iowait left out). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = fields;
  const busy = user + nice + system + irq + softirq;
  return { busy, total: busy + idle + iowait };
}

/** Share of the machine's CPU time that went to work over `ms` (0..1). */
async function busyShare(ms: number): Promise<number> {
  const a = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = cpuTimes();
  return b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : 0;
}

/**
 * Waits (up to 20 s) until InnoDB has purged what the previous step deleted and the machine is
 * idle: a measurement that starts while the purge threads (or anything else) still work shares
 * the two cores with them, whichever of (a), (b) or (c) it is. The history list counts undo logs,
 * not rows: one large deleting transaction is one entry while its purge still runs for a second
 * (and starts a few hundred milliseconds late), hence the CPU check: under 5 % of the machine in
 * three windows of 250 ms in a row.
 */
export async function quiet(db: mysql.Connection): Promise<void> {
  const deadline = Date.now() + 20_000;
  let idleWindows = 0;
  while (Date.now() < deadline && idleWindows < 3) {
    const [rows] = await db.query<mysql.RowDataPacket[]>("SELECT `count` FROM information_schema.INNODB_METRICS WHERE name = 'trx_rseg_history_len'");
    idleWindows = Number(rows[0]?.count ?? 0) < 100 && (await busyShare(250)) < 0.05 ? idleWindows + 1 : 0;
  }
}

/** VmHWM (peak resident set since start) and VmRSS of the worker recorded by `make up`, in MiB. */
export function workerMemory(): { pid: number; peakMiB: number; rssMiB: number } | null {
  const pidFile = path.join(REPO_ROOT, '.seedpress/pids/worker.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { pid, peakMiB: kib('VmHWM') / 1024, rssMiB: kib('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/** The image library's build the stack's worker runs (native or wasm), from the runtime line it logs at each start. */
export function workerImageBuild(): string {
  const log = path.join(REPO_ROOT, '.seedpress/logs/worker.log');
  const started = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((line) => line.includes('"SeedPress worker runtime"')) : [];
  const last = started.at(-1);
  return last ? ((JSON.parse(last) as { image_backend?: string }).image_backend ?? '?') : '?';
}
