#!/usr/bin/env node
/*
 * JetEngine field definitions out of a WordPress database dump in a fetched repository, unlabelled:
 * `node jetengine-sql.mjs <git dir> <owner/name> <path of the .sql> [commit]` prints one JSON line a
 * field, from the `jet_engine_meta_boxes` option and the meta fields of JetEngine's post types,
 * content types (CCT) and taxonomies. Only data is kept, never code.
 */
import { execFileSync } from 'node:child_process';
import { jetField, jetMetaBox } from './jetengine.mjs';
import { clean, list, str } from './normalise.mjs';
import { unserialize } from './php-serialized.mjs';
import { tableRows } from './sql-values.mjs';

const [gitDir, repo, path, at] = process.argv.slice(2);
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
const commit = git('rev-parse', at ?? 'HEAD').trim();
const dump = git('show', `${commit}:${path}`);

/** Rows of `jet_post_types` that are not post types: JetEngine keeps its options pages and custom content types there too. */
const LOCATIONS = { page: 'options_page', 'content-type': 'content_type' };

const seen = new Set();
function emit(plugin, definition, context) {
  const identity = JSON.stringify([definition.name, definition.label, definition.type, context.parent?.name]);
  if (seen.has(identity)) return;
  seen.add(identity);
  const { settings, ...rest } = definition;
  process.stdout.write(`${JSON.stringify({ plugin, definition: { ...clean(rest), required: definition.required, instructions: definition.instructions, settings }, context: clean(context), source: { repo, path, commit } })}\n`);
}

const read = (value) => {
  try { return typeof value === 'string' ? unserialize(value) : undefined; } catch { return undefined; }
};

for (const row of tableRows(dump, 'options').filter((option) => option.option_name === 'jet_engine_meta_boxes')) {
  for (const box of list(read(row.option_value))) jetMetaBox(box, emit);
}
for (const row of tableRows(dump, 'jet_post_types')) {
  const labels = read(row.labels) ?? {};
  const args = read(row.args) ?? {};
  const location = LOCATIONS[row.status];
  const context = clean({ group_title: str(args.name) || str(labels.singular_name) || str(labels.name), post_type: location ? undefined : str(row.slug), location });
  for (const field of list(read(row.meta_fields))) jetField(field, context, emit);
}
for (const row of tableRows(dump, 'jet_taxonomies')) {
  const labels = read(row.labels) ?? {};
  for (const field of list(read(row.meta_fields))) jetField(field, { group_title: str(labels.name) || str(row.slug), location: 'term_meta' }, emit);
}
