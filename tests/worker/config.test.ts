import { loadConfig } from '../../worker/src/config.js';

const base = { SEEDPRESS_WORKER_SECRET: 'x'.repeat(32), DB_NAME: 'wp', DB_USER: 'u' };

describe('loadConfig', () => {
  it('reads, casts and freezes the environment', () => {
    // Action
    const config = loadConfig({ ...base, SEEDPRESS_WORKER_PORT: '9999', DB_PORT: '3307', DB_PREFIX: 'wp_2_' });

    // Assert
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 9999,
      secret: 'x'.repeat(32),
      db: { host: '127.0.0.1', port: 3307, database: 'wp', user: 'u', password: '', prefix: 'wp_2_' },
      logLevel: 'info',
      unsplashAccessKey: '',
      imageProviders: { loremflickr: 'https://loremflickr.com', unsplashApi: 'https://api.unsplash.com', picsum: 'https://picsum.photos' },
      aiProviders: {
        openai: { url: 'https://api.openai.com', model: 'gpt-4.1-mini' },
        anthropic: { url: 'https://api.anthropic.com', model: 'claude-haiku-4-5' },
        gemini: { url: 'https://generativelanguage.googleapis.com', model: 'gemini-2.5-flash-lite' },
      },
      licenseApi: 'https://api.lemonsqueezy.com',
      draftingThread: true,
      unsafeTestOrigins: new Set(),
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.db)).toBe(true);
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', '172.17.0.1', '172.31.255.1', '10.1.2.3', '192.168.65.254', 'fd00::1'])(
    'listens on SEEDPRESS_WORKER_HOST=%s, a loopback or private address, without an opt-in',
    (host) => {
      expect(loadConfig({ ...base, SEEDPRESS_WORKER_HOST: host }).host).toBe(host);
    },
  );

  it.each(['0.0.0.0', '::', '8.8.8.8', '172.32.0.1', '2001:4860::8888', 'localhost', 'host.docker.internal', '127.1'])(
    'refuses SEEDPRESS_WORKER_HOST=%s (all interfaces, public, or not an IP address) unless SEEDPRESS_WORKER_ALLOW_PUBLIC=1',
    (host) => {
      expect(() => loadConfig({ ...base, SEEDPRESS_WORKER_HOST: host })).toThrow(
        `SEEDPRESS_WORKER_HOST must be a loopback or private IP address (127.0.0.1, a container bridge's gateway such as 172.17.0.1), got "${host}". To listen on all interfaces or a public address, set SEEDPRESS_WORKER_ALLOW_PUBLIC=1 as well.`,
      );
      expect(loadConfig({ ...base, SEEDPRESS_WORKER_HOST: host, SEEDPRESS_WORKER_ALLOW_PUBLIC: '1' }).host).toBe(host);
    },
  );

  it('takes the AI providers\' base URLs and models from the environment, for stand-ins', () => {
    // Action
    const config = loadConfig({ ...base, SEEDPRESS_OPENAI_URL: 'http://127.0.0.1:7001', SEEDPRESS_ANTHROPIC_MODEL: 'claude-x', SEEDPRESS_GEMINI_URL: 'http://127.0.0.1:7003' });

    // Assert
    expect(config.aiProviders).toEqual({
      openai: { url: 'http://127.0.0.1:7001', model: 'gpt-4.1-mini' },
      anthropic: { url: 'https://api.anthropic.com', model: 'claude-x' },
      gemini: { url: 'http://127.0.0.1:7003', model: 'gemini-2.5-flash-lite' },
    });
    expect(Object.isFrozen(config.aiProviders.openai)).toBe(true);
  });

  it('takes a Unix socket for the database from DB_SOCKET, and none without it', () => {
    expect(loadConfig({ ...base, DB_SOCKET: '/Applications/MAMP/tmp/mysql/mysql.sock' }).db.socket).toBe('/Applications/MAMP/tmp/mysql/mysql.sock');
    expect(loadConfig(base).db).not.toHaveProperty('socket');
  });

  it('takes the license server\'s base URL from SEEDPRESS_LICENSE_API, for the stand-in', () => {
    expect(loadConfig({ ...base, SEEDPRESS_LICENSE_API: 'http://127.0.0.1:7004' }).licenseApi).toBe('http://127.0.0.1:7004');
  });

  it('drafts on the request\'s thread when SEEDPRESS_DRAFTING_THREAD is 0', () => {
    expect(loadConfig({ ...base, SEEDPRESS_DRAFTING_THREAD: '0' }).draftingThread).toBe(false);
    expect(loadConfig({ ...base, SEEDPRESS_DRAFTING_THREAD: '1' }).draftingThread).toBe(true);
  });

  it('opens upload-url to the loopback origins SEEDPRESS_UNSAFE_TEST_ORIGINS names, and to none by default', () => {
    expect(loadConfig({ ...base, SEEDPRESS_UNSAFE_TEST_ORIGINS: 'http://127.0.0.1:8993, http://[::1]:8994' }).unsafeTestOrigins).toEqual(new Set(['http://127.0.0.1:8993', 'http://[::1]:8994']));
    expect(loadConfig(base).unsafeTestOrigins).toEqual(new Set());
  });

  it.each(['http://example.com:8080', 'http://10.0.0.5:80', 'http://127.0.0.1', 'https://127.0.0.1:8993', 'http://127.0.0.1:8993/path', 'http://localhost:8993', '*', 'http://127.1:8993'])(
    'refuses to start with SEEDPRESS_UNSAFE_TEST_ORIGINS=%s: only http origins on a loopback address with a port, spelled as the URL parser spells them',
    (origin) => {
      expect(() => loadConfig({ ...base, SEEDPRESS_UNSAFE_TEST_ORIGINS: origin })).toThrow(`SEEDPRESS_UNSAFE_TEST_ORIGINS takes http origins on a loopback address with a port (http://127.0.0.1:8993), got "${origin}".`);
    },
  );

  it.each([
    [{ ...base, SEEDPRESS_DRAFTING_THREAD: 'off' }, 'SEEDPRESS_DRAFTING_THREAD must be 0 or 1, got "off".'],
    [{ ...base, SEEDPRESS_WORKER_SECRET: undefined }, 'Missing required environment variable SEEDPRESS_WORKER_SECRET.'],
    [{ ...base, SEEDPRESS_WORKER_SECRET: 'short' }, 'SEEDPRESS_WORKER_SECRET must be at least 32 characters long.'],
    [{ ...base, DB_NAME: '' }, 'Missing required environment variable DB_NAME.'],
    [{ ...base, DB_PREFIX: 'wp-; drop' }, 'DB_PREFIX may only contain letters, digits and underscores, got "wp-; drop".'],
    [{ ...base, SEEDPRESS_WORKER_PORT: 'http' }, 'SEEDPRESS_WORKER_PORT must be a port number, got "http".'],
  ])('refuses a bad environment', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
