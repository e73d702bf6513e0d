import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isPrivateBindAddress } from './net/bind-address.js';

/**
 * Writes the `.wp-env.json` for WordPress in wp-env's containers talking to workers that run on
 * the host: the containers have no Node 20, so the workers stay outside and listen on an address
 * they reach (SEEDPRESS_WORKER_HOST), and wp-env's two MySQL servers are published on fixed host
 * ports so the workers can reach them. One worker serves one database: the tests site (its own
 * MySQL) gets the next worker port and the next MySQL port. Usage (docker/README.md):
 *
 *   SEEDPRESS_WORKER_SECRET=... node worker/dist/wp-env-config.js --worker-url http://172.17.0.1:8891 --mysql-port 13306
 */

export interface WpEnvOptions {
  /** Where the containers reach the development site's worker (a private address of the host, or host.docker.internal); the tests site's is on the next port. */
  workerUrl: string;
  secret: string;
  mysqlPort: number;
  edition?: 'full' | 'lite';
}

const CONTAINER_SCHEMAS_DIR = '/var/www/html/wp-content/seedpress-schemas';

function checkWorkerUrl(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const host = url?.hostname.replace(/^\[(.*)\]$/, '$1') ?? '';
  const reachable = host === 'host.docker.internal' || (isPrivateBindAddress(host) && !/^127\.|^::1$/.test(host));
  if (!url || url.protocol !== 'http:' || url.port === '' || url.port === '65535' || url.pathname !== '/' || !reachable) {
    throw new Error(
      `--worker-url must be http://<address>:<port> with an address the containers reach: host.docker.internal or a private address of the host such as the docker bridge's gateway (172.17.0.1); 127.0.0.1 is the container itself. Got "${raw}".`,
    );
  }
  return url.origin;
}

/** The same host, the next port: where the tests site's worker listens. */
function nextPort(origin: string): string {
  const url = new URL(origin);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

export function wpEnvConfig(options: WpEnvOptions): Record<string, unknown> {
  if (options.secret.length < 32) throw new Error('SEEDPRESS_WORKER_SECRET must be at least 32 characters long.');
  if (!Number.isInteger(options.mysqlPort) || options.mysqlPort < 1 || options.mysqlPort > 65534) throw new Error(`--mysql-port must be a port number, got "${options.mysqlPort}".`);
  const workerUrl = checkWorkerUrl(options.workerUrl);
  return {
    $schema: 'https://schemas.wp.org/trunk/wp-env.json',
    core: 'WordPress/WordPress#6.8-branch',
    phpVersion: '8.2',
    port: 8888,
    testsPort: 8890,
    mappings: {
      'wp-content/plugins/seedpress': './plugin',
      'wp-content/seedpress-schemas': './schemas',
    },
    env: {
      development: { mysqlPort: options.mysqlPort },
      tests: { mysqlPort: options.mysqlPort + 1, config: { SEEDPRESS_WORKER_URL: nextPort(workerUrl) } },
    },
    config: {
      WP_DEBUG_LOG: true,
      WP_DEBUG_DISPLAY: false,
      DISABLE_WP_CRON: true,
      SEEDPRESS_WORKER_URL: workerUrl,
      SEEDPRESS_WORKER_SECRET: options.secret,
      SEEDPRESS_EDITION: options.edition ?? 'full',
      SEEDPRESS_SCHEMAS_DIR: CONTAINER_SCHEMAS_DIR,
    },
    lifecycleScripts: {
      afterStart: 'npx wp-env run cli wp plugin activate seedpress && npx wp-env run tests-cli wp plugin activate seedpress',
    },
  };
}

function main(): void {
  const { values } = parseArgs({ options: { 'worker-url': { type: 'string' }, 'mysql-port': { type: 'string', default: '13306' }, edition: { type: 'string', default: 'full' } } });
  const edition = values.edition === 'lite' ? 'lite' : 'full';
  const config = wpEnvConfig({ workerUrl: values['worker-url'] ?? '', secret: process.env.SEEDPRESS_WORKER_SECRET ?? '', mysqlPort: Number(values['mysql-port']), edition });
  process.stdout.write(`${JSON.stringify(config, null, '\t')}\n`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
