import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const STACK_ENV_FILE = `${REPO_ROOT}.seedpress/stack.env`;

export type StackEnv = Record<string, string>;

/** Reads `.seedpress/stack.env` (KEY='value' lines, written by `make up`). */
export function readStackEnv(): StackEnv {
  if (!existsSync(STACK_ENV_FILE)) {
    throw new Error(`${STACK_ENV_FILE} is missing: run \`make up\` first (\`make test\` does it for you).`);
  }
  const env: StackEnv = {};
  for (const line of readFileSync(STACK_ENV_FILE, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)='(.*)'$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replace(/'\\''/g, "'");
  }
  return env;
}

export function need(env: StackEnv, key: string): string {
  const value = env[key];
  if (value === undefined) throw new Error(`${key} is missing from ${STACK_ENV_FILE}.`);
  return value;
}
