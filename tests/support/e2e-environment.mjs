import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { TestEnvironment } from 'jest-environment-node';
import mysql from 'mysql2/promise';

/*
 * The end-to-end files' environment: each file must leave the dev site as it found it. Whatever
 * flagged item, history row or user template it leaves behind, after its own afterAll hooks have
 * run, fails it, named by table and id.
 */

const FLAGGED = { posts: ['postmeta', 'post_id'], users: ['usermeta', 'user_id'], terms: ['termmeta', 'term_id'], comments: ['commentmeta', 'comment_id'] };
const STACK_ENV = fileURLToPath(new URL('../../.seedpress/stack.env', import.meta.url));

function stackEnv() {
  const env = {};
  for (const line of readFileSync(STACK_ENV, 'utf8').split('\n')) {
    const match = /^([A-Z_]+)='(.*)'$/.exec(line);
    if (match) env[match[1]] = match[2];
  }
  return env;
}

async function snapshot(env) {
  const db = await mysql.createConnection({ host: env.DB_HOST, port: Number(env.DB_PORT), user: env.DB_USER, password: env.DB_PASSWORD, database: env.DB_NAME });
  try {
    const ids = async (query) => (await db.query(query))[0].map((row) => Number(row.id));
    const result = {
      history: await ids(`SELECT id FROM ${env.DB_PREFIX}seedpress_history`),
      // Supplied starters stay: the site's first template list makes them, once.
      templates: await ids(`SELECT id FROM ${env.DB_PREFIX}seedpress_templates WHERE is_system = 0`),
    };
    for (const [kind, [table, column]] of Object.entries(FLAGGED)) {
      result[kind] = await ids(`SELECT ${column} AS id FROM ${env.DB_PREFIX}${table} WHERE meta_key = '_seedpress_generated'`);
    }
    return result;
  } finally {
    await db.end();
  }
}

export default class EndToEndEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.env = stackEnv();
    this.before = await snapshot(this.env);
  }

  async teardown() {
    const after = await snapshot(this.env);
    await super.teardown();
    const left = Object.entries(after)
      .map(([kind, ids]) => [kind, ids.filter((id) => !this.before[kind].includes(id))])
      .filter(([, ids]) => ids.length > 0);
    if (left.length > 0) {
      throw new Error(`The test file left generated content on the dev site: ${left.map(([kind, ids]) => `${kind} ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', …' : ''}`).join('; ')}.`);
    }
  }
}
