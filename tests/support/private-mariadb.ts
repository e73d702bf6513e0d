import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './processes.js';
import type { DatabaseServer } from './test-database.js';

export interface PrivateMariaDb {
  server: DatabaseServer;
  stop(): Promise<void>;
}

/**
 * A MariaDB server of the test's own (a new data directory, a free port, no grant checks), for
 * server-wide settings a test must not change on the shared server, e.g. its global `sql_mode`.
 * `make up` installs the server packages it runs from.
 */
export async function startPrivateMariaDb(options: { sqlMode: string }): Promise<PrivateMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'seedpress-mariadb-'));
  const datadir = join(dir, 'data');
  execFileSync('mariadb-install-db', ['--no-defaults', '--user=root', `--datadir=${datadir}`, '--skip-test-db', '--auth-root-authentication-method=normal'], { stdio: 'ignore' });
  const port = await freePort();
  const child = spawn('mariadbd', [
    '--no-defaults', '--user=root', `--datadir=${datadir}`, `--socket=${join(dir, 'mysqld.sock')}`, `--pid-file=${join(dir, 'mysqld.pid')}`,
    `--port=${port}`, '--bind-address=127.0.0.1', '--skip-grant-tables', '--skip-name-resolve', `--sql-mode=${options.sqlMode}`,
    '--character-set-server=utf8mb4', '--collation-server=utf8mb4_unicode_ci', '--innodb-buffer-pool-size=64M', '--skip-log-bin',
  ], { stdio: 'ignore' });
  const server: DatabaseServer = { host: '127.0.0.1', port, user: 'root', password: '' };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await (await createConnection(server)).end();
      return { server, stop };
    } catch (error) {
      if (child.exitCode !== null || attempt >= 300) {
        await stop();
        throw new Error(`The private MariaDB server did not come up: ${String(error)}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
