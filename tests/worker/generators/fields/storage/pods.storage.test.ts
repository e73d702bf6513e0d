import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { podsStorage } from '../../../../../worker/src/generators/fields/storage/pods.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: pods-framework/pods classes/PodsAPI.php save_meta() and save_relationships() (meta storage),
// classes/fields/{number,currency,boolean,date,datetime,time}.php pre_save() / $storage_format.

const store = (def: FieldDefinition, value: FieldValue) => podsStorage.store(def, value, ctx);

describe('podsStorage.shape', () => {
  it.each([
    // Pods' own defaults for a length the field does not give: 255, 25 for phones, none for paragraphs; 0 or less is none.
    [field('name', 'text'), { kind: 'scalar', request: { kind: 'text', maxlength: 255 } }],
    [field('code', 'text', { maxlength: 12 }), { kind: 'scalar', request: { kind: 'text', maxlength: 12 } }],
    [field('notes', 'text', { maxlength: -1 }), { kind: 'scalar', request: { kind: 'text' } }],
    [field('mobile', 'phone'), { kind: 'scalar', request: { kind: 'text', maxlength: 25 } }],
    [field('bio', 'paragraph'), { kind: 'scalar', request: { kind: 'text', multiline: true } }],
    [field('body', 'wysiwyg'), { kind: 'scalar', request: { kind: 'text', multiline: true, html: true } }],
    [field('price', 'currency', { min: 0 }), { kind: 'scalar', request: { kind: 'number', min: 0 } }],
    [field('site', 'website'), { kind: 'scalar', request: { kind: 'text', maxlength: 255, format: 'url' } }],
    [field('day', 'date'), { kind: 'scalar', request: { kind: 'date', precision: 'date' } }],
    [field('ok', 'boolean'), { kind: 'scalar', request: { kind: 'boolean' } }],
    [field('size', 'pick', { settings: { pick_object: 'custom-simple' } }), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: false } }],
    [field('books', 'pick', { settings: { pick_object: 'post_type', pick_val: 'book', pick_format_type: 'multi', pick_limit: '3' } }), { kind: 'posts', min: 0, max: 3, postTypes: ['book'] }],
    [field('genre', 'pick', { settings: { pick_object: 'taxonomy', pick_val: 'genre' } }), { kind: 'terms', min: 0, max: 1, taxonomies: ['genre'] }],
    [field('owner', 'pick', { settings: { pick_object: 'user' } }), { kind: 'users', min: 0, max: 1, roles: [] }],
    [field('docs', 'file', { settings: { file_format_type: 'multi' } }), { kind: 'attachments', min: 0, max: 5 }],
    [field('country', 'pick', { settings: { pick_object: 'country' } }), { kind: 'unknown' }],
  ])('%o', (def, expected) => {
    // Action
    const shape = podsStorage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });
});

describe('podsStorage.store', () => {
  it('stores a repeatable field (1 to repeatable_limit values) as one row per value in its type\'s format, without a _pods_ list', () => {
    // Setup
    const phones = field('phones', 'phone', { settings: { repeatable: true, repeatable_limit: 4 } });
    const scores = field('scores', 'number', { settings: { repeatable: true, repeatable_limit: 0, number_decimals: '1' } });
    const value = (name: string, values: FieldValue[]): FieldValue => ({ kind: 'rows', rows: values.map((v) => ({ [name]: v })) });

    // Action
    const phoneShape = podsStorage.shape(phones);
    const scoreRows = store(scores, value('scores', [{ kind: 'number', value: 4.25 }, { kind: 'number', value: 3 }]));
    const phoneRows = store(phones, value('phones', [{ kind: 'text', value: '+44 20 7946 0018' }]));

    // Assert
    expect(phoneShape).toEqual({ kind: 'rows', min: 0, max: 4, subFields: [{ ...phones, settings: { repeatable: false, repeatable_limit: 4 } }] });
    expect(podsStorage.shape(scores)).toMatchObject({ kind: 'rows', min: 0, max: 5 });
    expect(scoreRows.meta).toEqual([['scores', '4.3'], ['scores', '3.0']]);
    expect(phoneRows.meta).toEqual([['phones', '+44 20 7946 0018']]);
  });

  it('stores numbers with the field decimals (0 for number, 2 for currency), soft format trimming zeros', () => {
    // Setup
    const defs = [field('n', 'number'), field('c', 'currency'), field('d', 'number', { settings: { number_decimals: '3', number_format_soft: '1' } })];

    // Action
    const rows = defs.map((def) => store(def, { kind: 'number', value: 12.5 }).meta[0]);

    // Assert
    expect(rows).toEqual([['n', '13'], ['c', '12.50'], ['d', '12.5']]);
  });

  it('stores booleans as 1 / 0 and dates in MySQL formats', () => {
    // Setup
    const when: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:09'), precision: 'datetime' };

    // Action
    const rows = [
      store(field('ok', 'boolean'), { kind: 'boolean', value: false }),
      store(field('a', 'date'), when),
      store(field('b', 'datetime'), when),
      store(field('c', 'time'), when),
    ].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([['ok', '0'], ['a', '2024-05-01'], ['b', '2024-05-01 13:45:09'], ['c', '13:45:09']]);
  });

  it('writes _pods_<name> with the integer ids, then one row per id, for relationships single or multi', () => {
    // Setup
    const multi = field('books', 'pick', { settings: { pick_object: 'post_type', pick_val: 'book', pick_format_type: 'multi' } });
    const single = field('cover', 'file');

    // Action
    const rows = [store(multi, { kind: 'posts', ids: [12, 14] }).meta, store(single, { kind: 'attachments', ids: [41] }).meta];

    // Assert
    expect(rows).toEqual([
      [['_pods_books', 'a:2:{i:0;i:12;i:1;i:14;}'], ['books', '12'], ['books', '14']],
      [['_pods_cover', 'a:1:{i:0;i:41;}'], ['cover', '41']],
    ]);
  });

  it('adds a weighted wp_podsrel row per related id when the shell reports the podsrel table in use, none otherwise', () => {
    // Setup
    const withTable = field('books', 'pick', { settings: { pick_object: 'post_type', pick_val: 'book', pick_format_type: 'multi', pod_id: 7, field_id: 31, podsrel: true } });
    const tableless = field('books', 'pick', { settings: { pick_object: 'post_type', pick_val: 'book', pick_format_type: 'multi', pod_id: 7 } });

    // Action
    const stored = store(withTable, { kind: 'posts', ids: [12, 14] });
    const without = store(tableless, { kind: 'posts', ids: [12, 14] });

    // Assert
    expect(stored.meta).toEqual([['_pods_books', 'a:2:{i:0;i:12;i:1;i:14;}'], ['books', '12'], ['books', '14']]);
    expect(stored.podsRelations).toEqual([
      { podId: 7, fieldId: 31, relatedItemId: 12, weight: 0 },
      { podId: 7, fieldId: 31, relatedItemId: 14, weight: 1 },
    ]);
    expect(without.podsRelations).toBeUndefined();
  });

  it('writes simple custom picks as the value, or _pods_<name> of strings and a row per value when multi', () => {
    // Setup
    const single = field('size', 'pick', { settings: { pick_object: 'custom-simple' } });
    const multi = field('sizes', 'pick', { settings: { pick_object: 'custom-simple', pick_format_type: 'multi' } });

    // Action
    const rows = [store(single, { kind: 'choice', values: ['m'] }).meta, store(multi, { kind: 'choice', values: ['s', 'l'] }).meta];

    // Assert
    expect(rows).toEqual([
      [['size', 'm']],
      [['_pods_sizes', 'a:2:{i:0;s:1:"s";i:1;s:1:"l";}'], ['sizes', 's'], ['sizes', 'l']],
    ]);
  });

  it('also sets the terms of a taxonomy pick with pick_sync_taxonomy', () => {
    // Setup
    const def = field('genre', 'pick', { settings: { pick_object: 'taxonomy', pick_val: 'genre', pick_sync_taxonomy: '1' } });

    // Action
    const stored = store(def, { kind: 'terms', ids: [5] });

    // Assert
    expect(stored).toEqual({ meta: [['_pods_genre', 'a:1:{i:0;i:5;}'], ['genre', '5']], terms: [{ taxonomy: 'genre', termId: 5 }] });
  });
});

describe('podsStorage: slug and the simple pick objects', () => {
  it('makes a slug field value a slug (PodsField_Slug::pre_save(), pods_create_slug())', () => {
    // Setup
    const def = field('handle', 'slug');

    // Action
    const stored = store(def, { kind: 'text', value: 'Café  au lait / Crème_Brûlée' });

    // Assert
    expect(podsStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'text', maxlength: 255 } });
    expect(stored.meta).toEqual([['handle', 'cafe-au-lait-creme-brulee']]);
  });

  it('saves days_of_week like a custom-simple pick: WP_Locale keys, `_pods_<name>` first when multi', () => {
    // Setup
    const def = field('pickup_days', 'pick', { settings: { pick_object: 'days_of_week', pick_format_type: 'multi', podsrel: true } });
    const shape = podsStorage.shape(def);

    // Action
    const stored = store(def, { kind: 'choice', values: ['1', '5'] });

    // Assert
    expect(shape.kind === 'scalar' && shape.request.choices?.map((c) => c.value)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(stored.meta).toEqual([['_pods_pickup_days', 'a:2:{i:0;s:1:"1";i:1;s:1:"5";}'], ['pickup_days', '1'], ['pickup_days', '5']]);
    expect(stored.podsRelations).toBeUndefined();
  });

  it('takes the options the adapter read for a country pick, and leaves one without options unknown', () => {
    // Setup
    const choices = [{ value: 'FR', label: 'France' }];

    // Action
    const stored = store(field('country', 'pick', { choices, settings: { pick_object: 'country' } }), { kind: 'choice', values: ['FR'] });

    // Assert
    expect(stored.meta).toEqual([['country', 'FR']]);
    expect(podsStorage.shape(field('country', 'pick', { settings: { pick_object: 'country' } }))).toEqual({ kind: 'unknown' });
  });
});
