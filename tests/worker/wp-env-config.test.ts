import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../support/stack-env.js';
import { wpEnvConfig } from '../../worker/src/wp-env-config.js';

const SECRET = 'replace-with-the-worker-secret-of-at-least-32-characters';

describe('wpEnvConfig', () => {
  it('points wp-env\'s two sites at two workers on the host and publishes their MySQL servers on fixed ports', () => {
    // Action
    const config = wpEnvConfig({ workerUrl: 'http://172.17.0.1:8891', secret: SECRET, mysqlPort: 13306 });

    // Assert
    expect(config).toEqual({
      $schema: 'https://schemas.wp.org/trunk/wp-env.json',
      core: 'WordPress/WordPress#6.8-branch',
      phpVersion: '8.2',
      port: 8888,
      testsPort: 8890,
      mappings: { 'wp-content/plugins/seedpress': './plugin', 'wp-content/seedpress-schemas': './schemas' },
      env: {
        development: { mysqlPort: 13306 },
        tests: { mysqlPort: 13307, config: { SEEDPRESS_WORKER_URL: 'http://172.17.0.1:8892' } },
      },
      config: {
        WP_DEBUG_LOG: true,
        WP_DEBUG_DISPLAY: false,
        DISABLE_WP_CRON: true,
        SEEDPRESS_WORKER_URL: 'http://172.17.0.1:8891',
        SEEDPRESS_WORKER_SECRET: SECRET,
        SEEDPRESS_EDITION: 'full',
        SEEDPRESS_SCHEMAS_DIR: '/var/www/html/wp-content/seedpress-schemas',
      },
      lifecycleScripts: { afterStart: 'npx wp-env run cli wp plugin activate seedpress && npx wp-env run tests-cli wp plugin activate seedpress' },
    });
  });

  it('is what docker/wp-env.example.json holds, as the generator prints it', () => {
    // Setup
    const example = readFileSync(`${REPO_ROOT}docker/wp-env.example.json`, 'utf8');

    // Action
    const printed = `${JSON.stringify(wpEnvConfig({ workerUrl: 'http://172.17.0.1:8891', secret: SECRET, mysqlPort: 13306 }), null, '\t')}\n`;

    // Assert
    expect(example).toBe(printed);
  });

  it.each(['http://host.docker.internal:8889', 'http://192.168.65.254:8891', 'http://[fd00::1]:8889'])('takes %s, an address containers reach', (workerUrl) => {
    expect((wpEnvConfig({ workerUrl, secret: SECRET, mysqlPort: 13306 }).config as { SEEDPRESS_WORKER_URL: string }).SEEDPRESS_WORKER_URL).toBe(workerUrl);
  });

  it.each(['http://127.0.0.1:8889', 'http://[::1]:8889', 'http://localhost:8889', 'http://8.8.8.8:8889', 'https://172.17.0.1:8891', 'http://172.17.0.1', 'http://172.17.0.1:8891/x'])(
    'refuses %s: the container itself, a public address, or not http://address:port',
    (workerUrl) => {
      expect(() => wpEnvConfig({ workerUrl, secret: SECRET, mysqlPort: 13306 })).toThrow(`--worker-url must be http://<address>:<port> with an address the containers reach`);
    },
  );

  it('refuses a secret shorter than the worker takes', () => {
    expect(() => wpEnvConfig({ workerUrl: 'http://172.17.0.1:8891', secret: 'short', mysqlPort: 13306 })).toThrow('SEEDPRESS_WORKER_SECRET must be at least 32 characters long.');
  });
});
