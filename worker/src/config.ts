import { isPrivateBindAddress } from './net/bind-address.js';
import type { AiProviderConfig } from './providers/ai/ai-client-factory.js';
/** Worker configuration, read once from the environment, cast, validated and frozen. */
export interface DatabaseConfig {
  readonly host: string;
  readonly port: number;
  /** A Unix socket (DB_SOCKET), used instead of host and port: where WordPress's own MySQL listens on Local or MAMP. */
  readonly socket?: string;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  readonly prefix: string;
}

export interface Config {
  /**
   * Where the worker listens (SEEDPRESS_WORKER_HOST): loopback by default, where only the shell on
   * the same machine reaches it; a private address (a container bridge's gateway) for WordPress
   * in containers; anything else only with SEEDPRESS_WORKER_ALLOW_PUBLIC=1. Every call needs the
   * shell's token wherever it listens.
   */
  readonly host: string;
  readonly port: number;
  readonly secret: string;
  readonly db: DatabaseConfig;
  readonly logLevel: string;
  readonly unsplashAccessKey: string;
  /** Image providers' base URLs: configurable so tests point them at local stand-ins. */
  readonly imageProviders: Readonly<{ loremflickr: string; unsplashApi: string; picsum: string }>;
  /** AI providers' base URLs and models: configurable so tests point them at local stand-ins. */
  readonly aiProviders: Readonly<AiProviderConfig>;
  /** The license server (Lemon Squeezy's License API shape): configurable so tests point it at a local stand-in. */
  readonly licenseApi: string;
  /** Posts are drafted on a thread of their own (SEEDPRESS_DRAFTING_THREAD=0: on the request's thread). */
  readonly draftingThread: boolean;
  /**
   * Loopback origins `POST /media/upload-url` may fetch from (SEEDPRESS_UNSAFE_TEST_ORIGINS): for
   * the stand-in file server of tests only; empty, and so refused like every loopback address, in production.
   */
  readonly unsafeTestOrigins: ReadonlySet<string>;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}.`);
  }
  return value;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}".`);
  return raw === '1';
}

/**
 * Only http origins on a loopback address, with an explicit port and nothing after it: the
 * setting can open the way to a test's own server, never to another host or a whole address.
 */
function testOrigins(env: Env): ReadonlySet<string> {
  const raw = env.SEEDPRESS_UNSAFE_TEST_ORIGINS ?? '';
  const origins = raw.split(',').map((o) => o.trim()).filter((o) => o !== '');
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    const loopback = url !== null && (/^127\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname === '[::1]');
    if (!url || url.protocol !== 'http:' || !loopback || url.port === '' || url.origin !== origin) {
      throw new Error(`SEEDPRESS_UNSAFE_TEST_ORIGINS takes http origins on a loopback address with a port (http://127.0.0.1:8993), got "${origin}".`);
    }
  }
  return Object.freeze(new Set(origins));
}

function bindHost(env: Env): string {
  const host = env.SEEDPRESS_WORKER_HOST || '127.0.0.1';
  if (!isPrivateBindAddress(host) && !flag(env, 'SEEDPRESS_WORKER_ALLOW_PUBLIC', false)) {
    throw new Error(
      `SEEDPRESS_WORKER_HOST must be a loopback or private IP address (127.0.0.1, a container bridge's gateway such as 172.17.0.1), got "${host}". To listen on all interfaces or a public address, set SEEDPRESS_WORKER_ALLOW_PUBLIC=1 as well.`,
    );
  }
  return host;
}

export function loadConfig(env: Env = process.env): Config {
  const secret = required(env, 'SEEDPRESS_WORKER_SECRET');
  if (secret.length < 32) {
    throw new Error('SEEDPRESS_WORKER_SECRET must be at least 32 characters long.');
  }
  const prefix = env.DB_PREFIX ?? 'wp_';
  if (!/^[A-Za-z0-9_]+$/.test(prefix)) {
    throw new Error(`DB_PREFIX may only contain letters, digits and underscores, got "${prefix}".`);
  }
  return Object.freeze({
    host: bindHost(env),
    port: integer(env, 'SEEDPRESS_WORKER_PORT', 8889),
    secret,
    db: Object.freeze({
      host: env.DB_HOST || '127.0.0.1',
      port: integer(env, 'DB_PORT', 3306),
      ...(env.DB_SOCKET ? { socket: env.DB_SOCKET } : {}),
      database: required(env, 'DB_NAME'),
      user: required(env, 'DB_USER'),
      password: env.DB_PASSWORD ?? '',
      prefix,
    }),
    logLevel: env.SEEDPRESS_LOG_LEVEL || 'info',
    unsplashAccessKey: env.SEEDPRESS_UNSPLASH_ACCESS_KEY ?? '',
    imageProviders: Object.freeze({
      loremflickr: env.SEEDPRESS_LOREMFLICKR_URL || 'https://loremflickr.com',
      unsplashApi: env.SEEDPRESS_UNSPLASH_API_URL || 'https://api.unsplash.com',
      picsum: env.SEEDPRESS_PICSUM_URL || 'https://picsum.photos',
    }),
    licenseApi: env.SEEDPRESS_LICENSE_API || 'https://api.lemonsqueezy.com',
    draftingThread: flag(env, 'SEEDPRESS_DRAFTING_THREAD', true),
    unsafeTestOrigins: testOrigins(env),
    aiProviders: Object.freeze({
      openai: Object.freeze({ url: env.SEEDPRESS_OPENAI_URL || 'https://api.openai.com', model: env.SEEDPRESS_OPENAI_MODEL || 'gpt-4.1-mini' }),
      anthropic: Object.freeze({ url: env.SEEDPRESS_ANTHROPIC_URL || 'https://api.anthropic.com', model: env.SEEDPRESS_ANTHROPIC_MODEL || 'claude-haiku-4-5' }),
      gemini: Object.freeze({ url: env.SEEDPRESS_GEMINI_URL || 'https://generativelanguage.googleapis.com', model: env.SEEDPRESS_GEMINI_MODEL || 'gemini-2.5-flash-lite' }),
    }),
  });
}
