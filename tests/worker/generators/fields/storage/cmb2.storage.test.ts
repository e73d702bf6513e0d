import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { cmb2Storage } from '../../../../../worker/src/generators/fields/storage/cmb2.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: CMB2/CMB2 includes/CMB2_Sanitize.php (checkbox 'on', text_money, timestamps, file + `<id>_id`,
// zoned datetime + `<id>_utc`, taxonomy fields set terms), includes/CMB2.php save_group_field(),
// includes/CMB2_Field.php defaults (date_format 'm\/d\/Y', time_format 'h:i A').

const store = (def: FieldDefinition, value: FieldValue) => cmb2Storage.store(def, value, ctx);
const at: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:00'), precision: 'datetime' };
const URL_41 = 'http://example.test/wp-content/uploads/2024/05/photo-41.jpg';

describe('cmb2Storage.shape', () => {
  it.each([
    [field('name', 'text_medium'), { kind: 'scalar', request: { kind: 'text' } }],
    [field('code', 'textarea_code'), { kind: 'scalar', request: { kind: 'text', multiline: true } }],
    [field('price', 'text_money'), { kind: 'scalar', request: { kind: 'number' } }],
    [field('day', 'text_date_timestamp'), { kind: 'scalar', request: { kind: 'date', precision: 'date' } }],
    [field('at', 'text_datetime_timestamp_timezone'), { kind: 'scalar', request: { kind: 'date', precision: 'datetime' } }],
    [field('tz', 'select_timezone'), { kind: 'unknown' }],
    [field('ok', 'checkbox'), { kind: 'scalar', request: { kind: 'boolean' } }],
    [field('days', 'multicheck_inline'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('genre', 'taxonomy_radio_inline', { settings: { taxonomy: 'genre' } }), { kind: 'terms', min: 0, max: 1, taxonomies: ['genre'] }],
    [field('genres', 'taxonomy_multicheck', { settings: { taxonomy: 'genre' } }), { kind: 'terms', min: 0, max: 5, taxonomies: ['genre'] }],
    [field('doc', 'file'), { kind: 'attachments', min: 0, max: 1 }],
    [field('docs', 'file_list'), { kind: 'attachments', min: 0, max: 5 }],
    [field('t', 'title'), { kind: 'skip' }],
    [field('guests', 'text_small', { min: 1, max: 12, step: 1, settings: { input_type: 'number' } }), { kind: 'scalar', request: { kind: 'number', min: 1, max: 12, step: 1 } }],
    [field('nick', 'text_small', { settings: { input_type: 'text' } }), { kind: 'scalar', request: { kind: 'text' } }],
    [field('twitter', 'text', { settings: { input_type: 'url' } }), { kind: 'scalar', request: { kind: 'text', format: 'url' } }],
    [field('reach', 'text_medium', { settings: { input_type: 'email' } }), { kind: 'scalar', request: { kind: 'text', format: 'email' } }],
  ])('%o', (def, expected) => {
    // Action
    const shape = cmb2Storage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });

  it('makes repeatable fields and repeatable groups rows, a plain group a group', () => {
    // Setup
    const repeatable = field('phones', 'text', { settings: { repeatable: true } });
    const subs = [field('name', 'text')];

    // Action
    const shapes = [
      cmb2Storage.shape(repeatable),
      cmb2Storage.shape(field('team', 'group', { sub_fields: subs, settings: { repeatable: true } })),
      cmb2Storage.shape(field('box', 'group', { sub_fields: subs, settings: { repeatable: false } })),
    ];

    // Assert
    expect(shapes).toEqual([
      { kind: 'rows', min: 0, max: 5, subFields: [{ ...repeatable, settings: { repeatable: false } }] },
      { kind: 'rows', min: 0, max: 5, subFields: subs },
      { kind: 'group', subFields: subs },
    ]);
  });
});

describe('cmb2Storage.store', () => {
  it('stores dates by date_format/time_format, timestamps as Unix time of the wall clock', () => {
    // Setup
    const defs = [
      field('a', 'text_date'),
      field('b', 'text_date', { settings: { date_format: 'Y-m-d' } }),
      field('c', 'text_time'),
      field('d', 'text_date_timestamp'),
      field('e', 'text_datetime_timestamp'),
    ];

    // Action
    const rows = defs.map((def) => store(def, at).meta);

    // Assert
    expect(rows).toEqual([[['a', '05/01/2024']], [['b', '2024-05-01']], [['c', '01:45 PM']], [['d', '1714571100']], [['e', '1714571100']]]);
  });

  it('writes the UTC timestamp under <id>_utc before the JSON of the zoned datetime', () => {
    // Setup
    const def = field('starts', 'text_datetime_timestamp_timezone');

    // Action
    const stored = store(def, at);

    // Assert
    expect(stored.meta).toEqual([
      ['starts_utc', '1714571100'],
      ['starts', '{"date":"2024-05-01 13:45:00.000000","timezone_type":3,"timezone":"UTC"}'],
    ]);
  });

  it('stores a checked checkbox as "on" and an unchecked one not at all', () => {
    // Setup
    const def = field('ok', 'checkbox');

    // Action
    const rows = [store(def, { kind: 'boolean', value: true }).meta, store(def, { kind: 'boolean', value: false }).meta];

    // Assert
    expect(rows).toEqual([[['ok', 'on']], []]);
  });

  it('formats money with two decimals and thousands separators', () => {
    // Setup
    const def = field('price', 'text_money');

    // Action
    const stored = store(def, { kind: 'number', value: 1234.5 });

    // Assert
    expect(stored.meta).toEqual([['price', '1,234.50']]);
  });

  it('stores a number typed into a text field with type=number attributes as typed, unformatted', () => {
    // Setup
    const def = field('guests', 'text_small', { settings: { input_type: 'number' } });

    // Action
    const stored = [store(def, { kind: 'number', value: 1234 }), store(def, { kind: 'number', value: 2.5 })].map((s) => s.meta);

    // Assert
    expect(stored).toEqual([[['guests', '1234']], [['guests', '2.5']]]);
  });

  it('serializes multicheck values and stores a select as its value', () => {
    // Setup
    const multi = field('days', 'multicheck');
    const select = field('size', 'select');

    // Action
    const rows = [store(multi, { kind: 'choice', values: ['mon', 'fri'] }).meta, store(select, { kind: 'choice', values: ['m'] }).meta];

    // Assert
    expect(rows).toEqual([[['days', 'a:2:{i:0;s:3:"mon";i:1;s:3:"fri";}']], [['size', 'm']]]);
  });

  it('stores a file as <id>_id then the URL, and a file_list as attachment id => URL', () => {
    // Setup
    const file = field('doc', 'file');
    const list = field('docs', 'file_list');

    // Action
    const rows = [store(file, { kind: 'attachments', ids: [41] }).meta, store(list, { kind: 'attachments', ids: [41] }).meta];

    // Assert
    expect(rows).toEqual([
      [['doc_id', '41'], ['doc', URL_41]],
      [['docs', `a:1:{i:41;s:59:"${URL_41}";}`]],
    ]);
  });

  it('sets the terms of taxonomy fields instead of writing meta', () => {
    // Setup
    const def = field('genres', 'taxonomy_multicheck', { settings: { taxonomy: 'post_tag' } });

    // Action
    const stored = store(def, { kind: 'terms', ids: [60, 61] });

    // Assert
    expect(stored).toEqual({ meta: [], terms: [{ taxonomy: 'post_tag', termId: 60 }, { taxonomy: 'post_tag', termId: 61 }] });
  });

  it('serializes a repeatable field as the list of its values', () => {
    // Setup
    const def = field('phones', 'text', { settings: { repeatable: true } });

    // Action
    const stored = store(def, { kind: 'rows', rows: [{ phones: { kind: 'text', value: '555-0101' } }, { phones: { kind: 'text', value: '555-0102' } }] });

    // Assert
    expect(stored.meta).toEqual([['phones', 'a:2:{i:0;s:8:"555-0101";i:1;s:8:"555-0102";}']]);
  });

  it('serializes a group as a list of rows, file ids beside their URLs, unchecked checkboxes left out', () => {
    // Setup
    const def = field('team', 'group', {
      settings: { repeatable: true },
      sub_fields: [field('name', 'text'), field('photo', 'file'), field('lead', 'checkbox')],
    });

    // Action
    const stored = store(def, {
      kind: 'rows',
      rows: [{ name: { kind: 'text', value: 'Ann' }, photo: { kind: 'attachments', ids: [41] }, lead: { kind: 'boolean', value: false } }],
    });

    // Assert
    expect(stored.meta).toEqual([['team', `a:1:{i:0;a:3:{s:4:"name";s:3:"Ann";s:8:"photo_id";i:41;s:5:"photo";s:59:"${URL_41}";}}`]]);
  });

  it('stores a non-repeatable group as a list of one row', () => {
    // Setup
    const def = field('box', 'group', { sub_fields: [field('caption', 'text')] });

    // Action
    const stored = store(def, { kind: 'group', values: { caption: { kind: 'text', value: 'Hi' } } });

    // Assert
    expect(stored.meta).toEqual([['box', 'a:1:{i:0;a:1:{s:7:"caption";s:2:"Hi";}}']]);
  });
});

describe('cmb2Storage: type names as PHP finds CMB2_Types and CMB2_Sanitize methods, whatever the case', () => {
  it('fills oEmbed as oembed and WYSIWYG as wysiwyg', () => {
    // Setup
    const def = field('video', 'oEmbed');

    // Action
    const stored = store(def, { kind: 'text', value: 'https://www.youtube.com/watch?v=abc' });

    // Assert
    expect(cmb2Storage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'text', format: 'url' } });
    expect(cmb2Storage.shape(field('body', 'WYSIWYG'))).toEqual({ kind: 'scalar', request: { kind: 'text', multiline: true, html: true } });
    expect(stored.meta).toEqual([['video', 'https://www.youtube.com/watch?v=abc']]);
  });
});

describe('cmb2Storage: add-on types', () => {
  it('custom_attached_posts (CMB2/cmb2-attached-posts init.php sanitize()): the comma-joined ids explode()d, a serialized list of strings', () => {
    // Setup
    const def = field('attached', 'custom_attached_posts', { targets: { post_types: ['page'] } });

    // Action
    const stored = store(def, { kind: 'posts', ids: [12, 7] });

    // Assert
    expect(cmb2Storage.shape(def)).toEqual({ kind: 'posts', min: 0, max: 5, postTypes: ['page'] });
    expect(cmb2Storage.shape(field('people', 'custom_attached_posts', { settings: { query_users: true } }))).toEqual({ kind: 'users', min: 0, max: 5, roles: [] });
    expect(stored.meta).toEqual([['attached', 'a:2:{i:0;s:2:"12";i:1;s:1:"7";}']]);
    expect(store(def, { kind: 'posts', ids: [] }).meta).toEqual([]);
  });

  it('pw_select and pw_multiselect (mustardBees/cmb-field-select2 cmb-field-select2.php): the value, or the list of values of the `name[]` select', () => {
    // Setup
    const choices = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];

    // Action
    const single = store(field('one', 'pw_select', { choices }), { kind: 'choice', values: ['b'] });
    const multi = store(field('many', 'pw_multiselect', { choices }), { kind: 'choice', values: ['b', 'a'] });

    // Assert
    expect(cmb2Storage.shape(field('many', 'pw_multiselect', { choices }))).toEqual({ kind: 'scalar', request: { kind: 'choice', choices, multiple: true } });
    expect([single.meta, multi.meta]).toEqual([[['one', 'b']], [['many', 'a:2:{i:0;s:1:"b";i:1;s:1:"a";}']]]);
  });

  it('pw_map (mustardBees/cmb_field_map cmb-field-map.php): latitude and longitude, first split into <id>_latitude and <id>_longitude with split_values', () => {
    // Setup
    const place = { kind: 'map' as const, address: 'Harbour', lat: 51.5033635, lng: -0.1276248, zoom: 14 };

    // Action
    const plain = store(field('where', 'pw_map'), place);
    const split = store(field('where', 'pw_map', { settings: { split_values: true } }), place);

    // Assert
    const row: [string, string] = ['where', 'a:2:{s:8:"latitude";s:10:"51.5033635";s:9:"longitude";s:10:"-0.1276248";}'];
    expect(plain.meta).toEqual([row]);
    expect(split.meta).toEqual([['where_latitude', '51.5033635'], ['where_longitude', '-0.1276248'], row]);
  });

  it('faiconselect (serkanalgur/cmb2-field-faiconselect iconselect.php): the chosen option\'s class as CMB2\'s default sanitization saves it; the add-on\'s Font Awesome 4.7 classes without options', () => {
    // Setup
    const choices = [{ value: 'fas fa-truck', label: 'fas fa-truck' }];
    const def = field('icon', 'faiconselect', { choices });

    // Action
    const stored = store(def, { kind: 'choice', values: ['fas fa-truck'] });
    const bare = cmb2Storage.shape(field('icon', 'faiconselect'));

    // Assert
    expect(cmb2Storage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'choice', choices, multiple: false } });
    expect(stored.meta).toEqual([['icon', 'fas fa-truck']]);
    expect(bare.kind === 'scalar' && bare.request.choices).toContainEqual({ value: 'fa fa-star', label: 'fa fa-star' });
  });
});

describe('cmb2Storage: taxonomy_* types a theme registers (CMB2 includes/CMB2_Sanitize.php default_sanitization())', () => {
  it('relates the chosen terms and keeps their slugs as meta, as the Designers Italia taxonomy_multicheck_hierarchy_child saves them', () => {
    // Setup
    const def = field('_dsi_indirizzi', 'taxonomy_multicheck_hierarchy_child', { settings: { taxonomy: 'percorsi' } });

    // Action
    const shape = cmb2Storage.shape(def);
    const stored = store(def, { kind: 'terms', ids: [3, 7] });

    // Assert
    expect(shape).toEqual({ kind: 'terms', min: 0, max: 5, taxonomies: ['percorsi'] });
    expect(stored.terms).toEqual([{ taxonomy: 'category', termId: 3 }, { taxonomy: 'category', termId: 7 }]);
    expect(stored.meta).toEqual([['_dsi_indirizzi', 'a:2:{i:0;s:6:"term-3";i:1;s:6:"term-7";}']]);
  });

  it('takes one term for any other such type (a radio or select) and saves its slug; a type without a taxonomy stays unknown', () => {
    // Setup
    const def = field('category', 'taxonomy_radio_custom', { targets: { taxonomies: ['ad_category'] } });

    // Action
    const stored = store(def, { kind: 'terms', ids: [4] });

    // Assert
    expect(cmb2Storage.shape(def)).toEqual({ kind: 'terms', min: 0, max: 1, taxonomies: ['ad_category'] });
    expect(stored).toEqual({ meta: [['category', 'term-4']], terms: [{ taxonomy: 'category', termId: 4 }] });
    expect(cmb2Storage.shape(field('category', 'taxonomy_radio_custom'))).toEqual({ kind: 'unknown' });
    expect(cmb2Storage.shape(field('kind', 'taxonomyish', { settings: { taxonomy: 'genre' } }))).toEqual({ kind: 'unknown' });
  });
});
