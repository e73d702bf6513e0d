import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.js';

/** Each flag of `seedpress worker`, the worker's environment variable it sets, its default, and what it means. */
const SETTINGS = [
  { flag: 'db-host', variable: 'DB_HOST', fallback: '127.0.0.1', help: "the site's database server, as this machine reaches it" },
  { flag: 'db-port', variable: 'DB_PORT', fallback: '3306', help: 'its port (wp-env publishes its database on a port of its own)' },
  { flag: 'db-name', variable: 'DB_NAME', fallback: undefined, help: "the site's database (DB_NAME in wp-config.php)" },
  { flag: 'db-user', variable: 'DB_USER', fallback: undefined, help: 'its user' },
  { flag: 'db-password', variable: 'DB_PASSWORD', fallback: '', help: 'its password' },
  { flag: 'table-prefix', variable: 'DB_PREFIX', fallback: 'wp_', help: "$table_prefix in wp-config.php" },
  { flag: 'host', variable: 'SEEDPRESS_WORKER_HOST', fallback: '127.0.0.1', help: 'where the worker listens: loopback, or a private address when asked (172.17.0.1: Docker\'s bridge)' },
  { flag: 'port', variable: 'SEEDPRESS_WORKER_PORT', fallback: '8889', help: 'its port' },
  { flag: 'secret', variable: 'SEEDPRESS_WORKER_SECRET', fallback: undefined, help: 'shared with the site, at least 32 characters (default: a new one)' },
  { flag: 'uploads-dir', variable: 'SEEDPRESS_STAGING_DIR', fallback: join(tmpdir(), 'seedpress-staging'), help: "where generated files wait for the site to take them, when the site's uploads folder is not visible here" },
  { flag: 'log-level', variable: 'SEEDPRESS_LOG_LEVEL', fallback: 'info', help: 'pino level of the log on stderr' },
] as const;

export type WorkerEnvironment = Record<(typeof SETTINGS)[number]['variable'], string>;

export function workerHelp(): string {
  const rows = SETTINGS.map((s) => `  --${`${s.flag} <value>`.padEnd(24)} ${s.variable.padEnd(24)} ${s.help}${s.fallback !== undefined && s.fallback !== '' && s.flag !== 'uploads-dir' ? ` (${s.fallback})` : ''}`);
  return `seedpress worker: runs the SeedPress worker on this machine for a site whose database it reaches,
and prints the wp-config.php constants (and a .wp-env.json block) that point the site at it.
For sites whose PHP has no Node.js: wp-env, Docker, many containers.

Usage: seedpress worker --db-name <name> --db-user <user> [flags]

Flags (each flag or its environment variable; the flag wins):
${rows.join('\n')}
  -h, --help                 this help

The worker runs until stopped (Ctrl-C). Other worker settings (docs/configuration.md) come from the environment.
`;
}

/** The worker's environment from flags and variables; null when help was asked. */
export function workerEnvironment(argv: string[], env: Record<string, string | undefined>): WorkerEnvironment | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
    for (const s of SETTINGS) options[s.flag] = { type: 'string' };
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('. ')[0]!.replace(/\.$/, '')} (seedpress worker).`);
  }
  if (values.help) return null;
  const out: Record<string, string> = {};
  for (const s of SETTINGS) {
    const value = (values[s.flag] as string | undefined) ?? env[s.variable] ?? s.fallback;
    if (value === undefined) {
      if (s.variable !== 'SEEDPRESS_WORKER_SECRET') throw new UsageError(`--${s.flag} (or ${s.variable}) is required.`);
      continue;
    }
    out[s.variable] = value;
  }
  out.SEEDPRESS_WORKER_SECRET ??= randomBytes(24).toString('hex');
  if (out.SEEDPRESS_WORKER_SECRET.length < 32) throw new UsageError('--secret (or SEEDPRESS_WORKER_SECRET) must be at least 32 characters long.');
  for (const flag of ['db-port', 'port'] as const) {
    const variable = SETTINGS.find((s) => s.flag === flag)!.variable;
    if (!/^\d{1,5}$/.test(out[variable]!) || Number(out[variable]) > 65535) throw new UsageError(`--${flag} must be a port number (got ${JSON.stringify(out[variable])}).`);
  }
  return out as WorkerEnvironment;
}

/** What to paste into the site's configuration, for WordPress on this machine and in a container. */
export function pasteInstructions(settings: WorkerEnvironment): string {
  const secret = settings.SEEDPRESS_WORKER_SECRET;
  const port = settings.SEEDPRESS_WORKER_PORT;
  const listen = settings.SEEDPRESS_WORKER_HOST.includes(':') ? `[${settings.SEEDPRESS_WORKER_HOST}]` : settings.SEEDPRESS_WORKER_HOST;
  const local = `http://${listen}:${port}`;
  const container = `http://host.docker.internal:${port}`;
  const defines = (url: string): string => `  define( 'SEEDPRESS_WORKER_URL', '${url}' );\n  define( 'SEEDPRESS_WORKER_SECRET', '${secret}' );`;
  const loopback = /^127\.|^::1$/.test(settings.SEEDPRESS_WORKER_HOST);
  return `SeedPress worker listening on ${local} (database ${settings.DB_NAME} on ${settings.DB_HOST}:${settings.DB_PORT}, tables ${settings.DB_PREFIX}).
If it cannot see the site's uploads folder, generated files wait in ${settings.SEEDPRESS_STAGING_DIR} until the site takes them.

wp-config.php, WordPress on this machine:
${defines(local)}

wp-config.php, WordPress in a container (the host is usually host.docker.internal from inside):
${defines(container)}

.wp-env.json:
  "config": {
    "SEEDPRESS_WORKER_URL": "${container}",
    "SEEDPRESS_WORKER_SECRET": "${secret}"
  }
${loopback ? `\nThis worker listens on loopback only: on Linux, containers reach the host through Docker's bridge,\nso start it with --host 172.17.0.1 (the docker0 address; a compose network's gateway for compose).\n` : ''}`;
}
