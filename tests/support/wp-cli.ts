import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './stack-env.js';

/*
 * The real WP-CLI vendored in tools/vendor (tools/vendor/bin/wp), as a user runs it on a site:
 * a process of its own, its exit code, stdout and stderr apart. HOME is a fresh folder so that no
 * ~/.wp-cli configuration or package of the machine takes part.
 */

export const WP = join(REPO_ROOT, 'tools/vendor/bin/wp');
const HOME = mkdtempSync(join(tmpdir(), 'seedpress-wp-cli-home-'));

export interface WpOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface WpOptions {
  /** Typed at a prompt (stdin); stdin is closed either way. */
  input?: string;
  /** SHELL_PIPE=0 makes php-cli-tools draw what it draws on a terminal (progress bars). */
  env?: Record<string, string>;
}

export function wp(path: string, argv: string[], options: WpOptions = {}): Promise<WpOutcome> {
  // The stack runs as root here, and WP-CLI refuses root without being told that it is meant.
  const env = { PATH: process.env.PATH ?? '', HOME, WP_CLI_ALLOW_ROOT: '1', COLUMNS: '80', ...options.env };
  const child = spawn(WP, [`--path=${path}`, ...argv], { cwd: HOME, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
