import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { freePort } from './processes.js';
import { need, REPO_ROOT, type StackEnv } from './stack-env.js';

/*
 * A subdirectory multisite network of a test's own, made from the stack's WordPress tree with
 * tests/e2e/network/install-network.php (a database of its own; SeedPress linked in).
 */

export interface NetworkConfig {
  database: string;
  url: string;
  /** A worker run by the test (SEEDPRESS_WORKER_URL); without it, SeedPress runs its own. */
  worker?: { url: string; secret: string };
}

/** What a test's network is made in; filled step by step, so that afterAll removes what a failed setup left. */
export interface NetworkPlace {
  db?: Connection;
  database?: string;
  dir?: string;
}

/** An empty database (the connection uses it) and a WordPress tree, and the free port to serve it on. */
export async function prepareNetwork(stack: StackEnv, place: NetworkPlace): Promise<{ database: string; dir: string; port: number; url: string; env: StackEnv }> {
  const database = `seedpress_t_net_${randomBytes(5).toString('hex')}`;
  place.db = await createConnection({ host: need(stack, 'DB_HOST'), port: Number(need(stack, 'DB_PORT')), user: need(stack, 'DB_USER'), password: need(stack, 'DB_PASSWORD') });
  await place.db.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci`);
  place.database = database;
  await place.db.query(`USE \`${database}\``);
  const dir = (place.dir = copyWordPress(stack));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return { database, dir, port, url, env: { ...stack, SEEDPRESS_WP_PATH: dir, SEEDPRESS_URL: url, SEEDPRESS_ADMIN_USER: 'admin' } };
}

/** Whatever prepareNetwork made: the database, the connection, the tree. */
export async function removeNetwork(place: NetworkPlace): Promise<void> {
  if (place.database) await place.db?.query(`DROP DATABASE \`${place.database}\``);
  await place.db?.end();
  if (place.dir) rmSync(place.dir, { recursive: true, force: true });
}

/** wp-config.php: before the network exists (multisite false) it only allows one. */
export function networkWpConfig(stack: StackEnv, n: NetworkConfig, multisite: boolean): string {
  const host = new URL(n.url).host;
  const networkLines = multisite
    ? `define( 'MULTISITE', true ); define( 'SUBDOMAIN_INSTALL', false ); define( 'DOMAIN_CURRENT_SITE', '${host}' );
define( 'PATH_CURRENT_SITE', '/' ); define( 'SITE_ID_CURRENT_SITE', 1 ); define( 'BLOG_ID_CURRENT_SITE', 1 );`
    : `define( 'WP_ALLOW_MULTISITE', true );`;
  const workerLines = n.worker ? `define( 'SEEDPRESS_WORKER_URL', '${n.worker.url}' ); define( 'SEEDPRESS_WORKER_SECRET', '${n.worker.secret}' );` : '';
  const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
    .map((name) => `define( '${name}', '${randomBytes(32).toString('hex')}' );`).join('\n');
  return `<?php
define( 'DB_NAME', '${n.database}' ); define( 'DB_USER', '${need(stack, 'DB_USER')}' ); define( 'DB_PASSWORD', '${need(stack, 'DB_PASSWORD')}' );
define( 'DB_HOST', '${need(stack, 'DB_HOST')}:${need(stack, 'DB_PORT')}' ); define( 'DB_CHARSET', 'utf8mb4' ); define( 'DB_COLLATE', '' );
${salts}
$table_prefix = 'wp_';
define( 'WP_ENVIRONMENT_TYPE', 'local' ); define( 'WP_DEBUG', true ); define( 'WP_DEBUG_DISPLAY', false ); define( 'DISABLE_WP_CRON', true );
${networkLines}
${workerLines}
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
`;
}

/** The stack's WordPress tree without its config and uploads, SeedPress linked in. */
export function copyWordPress(stack: StackEnv): string {
  const dir = mkdtempSync(join(tmpdir(), 'seedpress-network-'));
  execFileSync('bash', ['-c', 'tar -C "$1" --exclude=./wp-config.php --exclude=./wp-content/uploads --exclude=./wp-content/plugins/seedpress -cf - . | tar -C "$2" -xf -', '-', need(stack, 'SEEDPRESS_WP_PATH'), dir]);
  symlinkSync(join(REPO_ROOT, 'plugin'), join(dir, 'wp-content/plugins/seedpress'));
  return dir;
}

/** One step of tests/e2e/network/install-network.php; what it prints, parsed. */
export function installNetwork(env: StackEnv, mode: 'install' | 'network' | 'add-site', adminPassword: string): Record<string, unknown> {
  const out = execFileSync('php', ['-d', 'display_errors=stderr', join(REPO_ROOT, 'tests/e2e/network/install-network.php'), mode], {
    env: { ...process.env, SEEDPRESS_WP_PATH: env.SEEDPRESS_WP_PATH, SEEDPRESS_URL: env.SEEDPRESS_URL, SEEDPRESS_ADMIN_PASSWORD: adminPassword },
    encoding: 'utf8',
    // Core's own deprecation notices on PHP 8.2; a failure's message still carries them.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as Record<string, unknown>;
}
