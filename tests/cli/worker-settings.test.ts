import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pasteInstructions, workerEnvironment } from '../../cli/src/worker-settings.js';
import { UsageError } from '../../cli/src/usage-error.js';

const required = ['--db-name', 'wordpress', '--db-user', 'root'];

describe('seedpress worker settings', () => {
  it('fills the worker\'s environment from flags, then variables, then defaults, with a new secret', () => {
    // Action
    const settings = workerEnvironment([...required, '--db-port', '13306', '--port', '8891'], { DB_PASSWORD: 'password', DB_PORT: '1' });

    // Assert
    expect(settings).toEqual({
      DB_HOST: '127.0.0.1',
      DB_PORT: '13306',
      DB_NAME: 'wordpress',
      DB_USER: 'root',
      DB_PASSWORD: 'password',
      DB_PREFIX: 'wp_',
      SEEDPRESS_WORKER_HOST: '127.0.0.1',
      SEEDPRESS_WORKER_PORT: '8891',
      SEEDPRESS_WORKER_SECRET: expect.stringMatching(/^[0-9a-f]{48}$/),
      SEEDPRESS_STAGING_DIR: join(tmpdir(), 'seedpress-staging'),
      SEEDPRESS_LOG_LEVEL: 'info',
    });
    expect(workerEnvironment(required, {})!.SEEDPRESS_WORKER_SECRET).not.toBe(settings!.SEEDPRESS_WORKER_SECRET);
  });

  it.each([
    [[], '--db-name (or DB_NAME) is required.'],
    [['--db-name', 'w'], '--db-user (or DB_USER) is required.'],
    [[...required, '--secret', 'short'], '--secret (or SEEDPRESS_WORKER_SECRET) must be at least 32 characters long.'],
    [[...required, '--port', '70000'], '--port must be a port number (got "70000").'],
    [[...required, '--db-port', 'x'], '--db-port must be a port number (got "x").'],
    [[...required, '--nope'], "Unknown option '--nope' (seedpress worker)."],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => workerEnvironment(argv, {})).toThrow(new UsageError(message));
  });

  it('answers help with null', () => {
    expect(workerEnvironment(['--help'], {})).toBeNull();
  });

  it('prints the constants for this machine and for a container, and says how containers reach a loopback worker on Linux', () => {
    // Setup
    const settings = workerEnvironment([...required, '--secret', 's'.repeat(32), '--uploads-dir', '/srv/staging'], {})!;

    // Action
    const text = pasteInstructions(settings);

    // Assert
    expect(text).toBe(`SeedPress worker listening on http://127.0.0.1:8889 (database wordpress on 127.0.0.1:3306, tables wp_).
If it cannot see the site's uploads folder, generated files wait in /srv/staging until the site takes them.

wp-config.php, WordPress on this machine:
  define( 'SEEDPRESS_WORKER_URL', 'http://127.0.0.1:8889' );
  define( 'SEEDPRESS_WORKER_SECRET', '${'s'.repeat(32)}' );

wp-config.php, WordPress in a container (the host is usually host.docker.internal from inside):
  define( 'SEEDPRESS_WORKER_URL', 'http://host.docker.internal:8889' );
  define( 'SEEDPRESS_WORKER_SECRET', '${'s'.repeat(32)}' );

.wp-env.json:
  "config": {
    "SEEDPRESS_WORKER_URL": "http://host.docker.internal:8889",
    "SEEDPRESS_WORKER_SECRET": "${'s'.repeat(32)}"
  }

This worker listens on loopback only: on Linux, containers reach the host through Docker's bridge,
so start it with --host 172.17.0.1 (the docker0 address; a compose network's gateway for compose).
`);
  });

  it('prints no loopback note for a worker on a private address', () => {
    const text = pasteInstructions(workerEnvironment([...required, '--host', '172.17.0.1'], {})!);
    expect(text).toContain("define( 'SEEDPRESS_WORKER_URL', 'http://172.17.0.1:8889' );");
    expect(text).not.toContain('loopback only');
  });
});
