import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FieldPluginSlug } from '../../../../../worker/src/contract/field-definition.js';
import { storageFor } from '../../../../../worker/src/generators/fields/storage/storage-registry.js';
import { type Golden, goldenContext, goldenValue, termLabel } from './golden-values.js';

// tests/compat/golden/*.json hold the rows each field plugin's own setter wrote (make compat-golden,
// with the real plugins). Here the worker's storage writers get the same values and must write
// the same rows, byte for byte, so CI checks every golden without the plugins.

const GOLDEN_DIR = fileURLToPath(new URL('../../../../compat/golden/', import.meta.url));

const goldens: Golden[] = readdirSync(GOLDEN_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(GOLDEN_DIR + file, 'utf8')) as Golden);

/** Secure Custom Fields is ACF's fork: ACF's storage writes both. */
const slugOf = (golden: Golden): FieldPluginSlug => (golden.plugin === 'secure-custom-fields' ? 'acf' : golden.plugin as FieldPluginSlug);

const cases = goldens.flatMap((golden) => Object.entries(golden.fields).map(([name, field]) => [golden.plugin, golden.version, name, golden, field] as const));

describe('storage writers against the compat goldens', () => {
  it('reads a golden of every field plugin, each field with its adapter definition', () => {
    // Assert
    expect(goldens.map(slugOf).sort()).toEqual(['acf', 'acf', 'carbon-fields', 'cmb2', 'jetengine', 'meta-box', 'pods']);
    expect(cases.length).toBeGreaterThanOrEqual(170);
    expect(cases.filter(([, , , , field]) => !field.definition).map(([plugin, , name]) => `${plugin} ${name}`)).toEqual([]);
  });

  it.each(cases)('%s %s: %s', (_plugin, _version, _name, golden, field) => {
    // Setup
    const storage = storageFor(slugOf(golden));
    const value = goldenValue(golden, storage, field.definition, field.input);

    // Action
    const stored = storage.store(field.definition, value, goldenContext(golden));

    // Assert
    expect(stored.meta).toEqual(field.rows);
    expect(stored.terms.map((term) => termLabel(golden, term.termId))).toEqual(field.terms ?? []);
    expect((stored.podsRelations ?? []).map((relation) => [relation.relatedItemId, relation.weight]))
      .toEqual((field.podsrel ?? []).map((row) => [Number(row.related_item_id), Number(row.weight)]));
  });
});
