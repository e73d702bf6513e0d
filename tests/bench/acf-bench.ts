import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type mysql from 'mysql2/promise';
import { removeMarked } from './raw-insert.js';
import { api, need, quiet, REPO_ROOT, runSitePhp, type StackEnv } from './site.js';

/*
 * 500 posts with 20 ACF fields, one a repeater of 3 rows: SeedPress through its REST endpoint
 * against the native loop (update_field() with ACF on the site, else add_post_meta() of the same
 * rows). The field group (tests/bench/acf-fields.php) is installed as an mu-plugin for the run.
 */

export interface AcfFigures {
  seedPress: number[];
  native: number[];
  api: string;
}

const muPluginOf = (env: StackEnv): string => path.join(need(env, 'SEEDPRESS_WP_PATH'), 'wp-content/mu-plugins/seedpress-bench-acf.php');

/**
 * Removes the field group of a bench that was stopped in its ACF part (a signal skips `finally`):
 * left in place, it would add 20 ACF fields to every post the site makes, the bench's "full" too.
 */
export function removeLeftAcfFields(env: StackEnv): void {
  rmSync(muPluginOf(env), { force: true });
}

export async function acfBench(env: StackEnv, db: mysql.Connection, count: number, runs: number, progress: (key: string, seconds: number) => void): Promise<AcfFigures> {
  const prefix = need(env, 'DB_PREFIX');
  const muPlugin = muPluginOf(env);
  const muDir = path.dirname(muPlugin);
  const createdDir = !existsSync(muDir);
  mkdirSync(muDir, { recursive: true });
  writeFileSync(muPlugin, `<?php\ndefine( 'SEEDPRESS_BENCH_REPO', ${JSON.stringify(REPO_ROOT)} );\nrequire ${JSON.stringify(path.join(REPO_ROOT, 'tests/bench/acf-fields.php'))};\n`);
  const figures: AcfFigures = { seedPress: [], native: [], api: '' };
  // Stopped now (Ctrl-C, make's SIGTERM), the bench takes its field group with it.
  const onSignal = (signal: NodeJS.Signals): void => {
    rmSync(muPlugin, { force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (let i = 0; i < runs; i++) {
      await quiet(db);
      const start = process.hrtime.bigint();
      const res = await api(env, 'POST', '/generate/posts', {
        post_type: 'post', count, post_status: 'publish', populate_custom_fields: true, enable_variation: false,
        auto_taxonomies: false, auto_comments: false, set_featured_image: false,
      });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (res.status !== 200 || res.body.count !== count) throw new Error(`SeedPress answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
      // The figures mean nothing unless the fields were written: every post has its repeater.
      const [rows] = await db.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${prefix}postmeta WHERE meta_key = 'bench_specs' AND meta_value = '3' AND post_id IN (?)`, [res.body.ids]);
      if (Number(rows[0]!.n) !== count) throw new Error(`SeedPress wrote the ACF repeater for ${String(rows[0]!.n)} of ${count} posts.`);
      figures.seedPress.push(seconds);
      progress('acf-seedpress', seconds);
      await api(env, 'DELETE', '/cleanup/all');

      const marker = `acf-${randomBytes(4).toString('hex')}`;
      await quiet(db);
      const out = runSitePhp<{ seconds: number; api: string }>(env, { action: 'acf', count, marker });
      await removeMarked(db, prefix, marker);
      figures.native.push(out.seconds);
      figures.api = out.api;
      progress('acf-native', out.seconds);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(muPlugin, { force: true });
    if (createdDir) rmSync(muDir, { recursive: true, force: true });
  }
  return figures;
}
