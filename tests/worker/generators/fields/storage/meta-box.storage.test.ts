import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { metaBoxStorage } from '../../../../../worker/src/generators/fields/storage/meta-box.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: wpmetabox/meta-box inc/field.php save() and docs.metabox.io/database ("multiple" → one row per value,
// "clone" → one serialized row), inc/sanitizer.php, inc/fields/datetime.php value(), inc/fields/*.php normalize().

const store = (def: FieldDefinition, value: FieldValue) => metaBoxStorage.store(def, value, ctx);
const date = (iso: string): FieldValue => ({ kind: 'date', value: wallClock(iso), precision: 'datetime' });

describe('metaBoxStorage.shape', () => {
  it.each([
    [field('name', 'text', { maxlength: 40 }), { kind: 'scalar', request: { kind: 'text', maxlength: 40 } }],
    [field('bio', 'textarea'), { kind: 'scalar', request: { kind: 'text', multiline: true } }],
    [field('body', 'wysiwyg'), { kind: 'scalar', request: { kind: 'text', multiline: true, html: true } }],
    [field('phone', 'tel'), { kind: 'scalar', request: { kind: 'text' } }],
    [field('rating', 'slider', { min: 1, max: 5 }), { kind: 'scalar', request: { kind: 'number', min: 1, max: 5 } }],
    [field('day', 'date'), { kind: 'scalar', request: { kind: 'date', precision: 'date' } }],
    [field('at', 'datetime'), { kind: 'scalar', request: { kind: 'date', precision: 'datetime' } }],
    [field('on', 'switch'), { kind: 'scalar', request: { kind: 'boolean' } }],
    [field('days', 'checkbox_list'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('size', 'select_advanced'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: false } }],
    [field('sizes', 'select', { settings: { multiple: true } }), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('photos', 'image_advanced', { settings: { max_file_uploads: 4 } }), { kind: 'attachments', min: 0, max: 4 }],
    [field('logo', 'single_image', { required: true }), { kind: 'attachments', min: 1, max: 1 }],
    [field('related', 'post', { settings: { multiple: true }, targets: { post_types: ['book'] } }), { kind: 'posts', min: 0, max: 5, postTypes: ['book'] }],
    [field('topic', 'taxonomy', { settings: { taxonomy: ['topic'] } }), { kind: 'terms', min: 0, max: 1, taxonomies: ['topic'] }],
    [field('where', 'osm'), { kind: 'scalar', request: { kind: 'map' } }],
    [field('h', 'heading'), { kind: 'skip' }],
    [field('x', 'background'), { kind: 'unknown' }],
  ])('%o', (def, expected) => {
    // Action
    const shape = metaBoxStorage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });

  it('makes a cloneable field rows of one clone each, and key_value rows of key and value texts', () => {
    // Setup
    const cloned = field('phones', 'text', { settings: { clone: true, max_clone: 3 } });
    const pairs = field('specs', 'key_value');

    // Action
    const shapes = [metaBoxStorage.shape(cloned), metaBoxStorage.shape(pairs)];

    // Assert
    expect(shapes).toEqual([
      { kind: 'rows', min: 0, max: 3, subFields: [{ ...cloned, settings: { clone: false, max_clone: 3 } }] },
      { kind: 'rows', min: 0, max: 5, subFields: [field('key', 'text', { label: 'Key' }), field('value', 'text', { label: 'Value' })] },
    ]);
  });
});

describe('metaBoxStorage.store', () => {
  it('writes one row under the field id for a single value', () => {
    // Setup
    const def = field('subtitle', 'text');

    // Action
    const stored = store(def, { kind: 'text', value: 'Hello' });

    // Assert
    expect(stored).toEqual({ meta: [['subtitle', 'Hello']], terms: [] });
  });

  it('passes wysiwyg values through wpautop(), each clone of a cloned one too, raw ones as they are', () => {
    // Setup
    const html: FieldValue = { kind: 'text', value: '<p>One.</p>\n<p>Two.</p>' };
    const defs = [
      field('bio', 'wysiwyg', { settings: { raw: false } }),
      field('bio', 'wysiwyg', { settings: { raw: true } }),
      field('bios', 'wysiwyg', { settings: { clone: true } }),
    ];
    const clones: FieldValue = { kind: 'rows', rows: [{ bios: html }, { bios: { kind: 'text', value: 'Plain' } }] };

    // Action
    const rows = [store(defs[0]!, html).meta, store(defs[1]!, html).meta, store(defs[2]!, clones).meta];

    // Assert
    expect(rows).toEqual([
      [['bio', '<p>One.</p>\n<p>Two.</p>\n']],
      [['bio', '<p>One.</p>\n<p>Two.</p>']],
      [['bios', 'a:2:{i:0;s:24:"<p>One.</p>\n<p>Two.</p>\n";i:1;s:13:"<p>Plain</p>\n";}']],
    ]);
  });

  it('writes one row per value for multiple fields (checkbox_list, image_advanced, multiple post)', () => {
    // Setup
    const list = field('days', 'checkbox_list');
    const images = field('photos', 'image_advanced');
    const posts = field('related', 'post', { settings: { multiple: true } });

    // Action
    const rows = [
      store(list, { kind: 'choice', values: ['mon', 'tue'] }),
      store(images, { kind: 'attachments', ids: [41, 42] }),
      store(posts, { kind: 'posts', ids: [7] }),
    ].map((s) => s.meta);

    // Assert
    expect(rows).toEqual([[['days', 'mon'], ['days', 'tue']], [['photos', '41'], ['photos', '42']], [['related', '7']]]);
  });

  it('stores checkbox and switch as "1" / "0" (sanitize_checkbox)', () => {
    // Setup
    const def = field('on', 'switch');

    // Action
    const rows = [store(def, { kind: 'boolean', value: true }), store(def, { kind: 'boolean', value: false })].map((s) => s.meta);

    // Assert
    expect(rows).toEqual([[['on', '1']], [['on', '0']]]);
  });

  it('stores dates in the picker format: Y-m-d, Y-m-d H:i and H:i by default', () => {
    // Setup
    const value = date('2024-05-01T13:45:09');

    // Action
    const rows = ['date', 'datetime', 'time'].map((type) => store(field('d', type), value).meta[0]);

    // Assert
    expect(rows).toEqual([['d', '2024-05-01'], ['d', '2024-05-01 13:45'], ['d', '13:45']]);
  });

  it('follows js_options, save_format, and timestamp (the wall clock read as UTC)', () => {
    // Setup
    const value = date('2024-05-01T13:45:09');
    const defs = [
      field('a', 'date', { settings: { js_options: { dateFormat: 'dd/mm/yy' } } }),
      field('b', 'datetime', { settings: { js_options: { dateFormat: 'd M, yy', timeFormat: 'hh:mm TT', separator: ' @ ' } } }),
      field('c', 'date', { settings: { js_options: { dateFormat: 'dd/mm/yy' }, save_format: 'Y-m-d' } }),
      field('d', 'datetime', { settings: { timestamp: true } }),
    ];

    // Action
    const rows = defs.map((def) => store(def, value).meta[0]);

    // Assert
    expect(rows).toEqual([['a', '01/05/2024'], ['b', '1 May, 2024 @ 01:45 PM'], ['c', '2024-05-01'], ['d', '1714571109']]);
  });

  it('stores a map as "lat,lng,zoom" and taxonomy_advanced as comma-joined ids', () => {
    // Setup
    const map = field('where', 'map');
    const terms = field('topics', 'taxonomy_advanced', { settings: { multiple: true } });

    // Action
    const rows = [
      store(map, { kind: 'map', address: 'Paris', lat: 48.8606, lng: 2.3376, zoom: 14 }),
      store(terms, { kind: 'terms', ids: [5, 9] }),
    ].map((s) => s.meta);

    // Assert
    expect(rows).toEqual([[['where', '48.8606,2.3376,14']], [['topics', '5,9']]]);
  });

  it('sets the terms of a taxonomy field on the post instead of writing meta', () => {
    // Setup
    const def = field('topics', 'taxonomy', { settings: { taxonomy: ['category', 'post_tag'], multiple: true } });

    // Action
    const stored = store(def, { kind: 'terms', ids: [5, 60] });

    // Assert
    expect(stored).toEqual({ meta: [], terms: [{ taxonomy: 'category', termId: 5 }, { taxonomy: 'post_tag', termId: 60 }] });
  });

  it('serializes a cloneable field in one row, or writes one row per clone with clone_as_multiple', () => {
    // Setup
    const cloned = field('phones', 'text', { settings: { clone: true } });
    const asRows = field('phones', 'text', { settings: { clone: true, clone_as_multiple: true } });
    const value: FieldValue = { kind: 'rows', rows: [{ phones: { kind: 'text', value: '555-0101' } }, { phones: { kind: 'text', value: '555-0102' } }] };

    // Action
    const rows = [store(cloned, value).meta, store(asRows, value).meta];

    // Assert
    expect(rows).toEqual([
      [['phones', 'a:2:{i:0;s:8:"555-0101";i:1;s:8:"555-0102";}']],
      [['phones', '555-0101'], ['phones', '555-0102']],
    ]);
  });

  it('serializes a cloneable multiple field as a list of lists', () => {
    // Setup
    const def = field('slots', 'checkbox_list', { settings: { clone: true } });

    // Action
    const stored = store(def, { kind: 'rows', rows: [{ slots: { kind: 'choice', values: ['am', 'pm'] } }, { slots: { kind: 'choice', values: ['pm'] } }] });

    // Assert
    expect(stored.meta).toEqual([['slots', 'a:2:{i:0;a:2:{i:0;s:2:"am";i:1;s:2:"pm";}i:1;a:1:{i:0;s:2:"pm";}}']]);
  });

  it('serializes key_value pairs into one row, though Meta Box normalizes the field to clone and multiple, and fieldset_text texts keyed by option', () => {
    // Setup
    const pairs = field('specs', 'key_value', { settings: { clone: true, multiple: true } });
    const fieldset = field('address', 'fieldset_text', { choices: [{ value: 'street', label: 'Street' }, { value: 'city', label: 'City' }] });

    // Action
    const rows = [
      store(pairs, { kind: 'rows', rows: [{ key: { kind: 'text', value: 'Weight' }, value: { kind: 'text', value: '2 kg' } }] }),
      store(fieldset, { kind: 'group', values: { street: { kind: 'text', value: '1 Main St' }, city: { kind: 'text', value: 'Lyon' } } }),
    ].map((s) => s.meta);

    // Assert
    expect(rows).toEqual([
      [['specs', 'a:1:{i:0;a:2:{i:0;s:6:"Weight";i:1;s:4:"2 kg";}}']],
      [['address', 'a:2:{s:6:"street";s:9:"1 Main St";s:4:"city";s:4:"Lyon";}']],
    ]);
  });

  it('serializes a cloneable group as a list of sub-field arrays with sanitized values', () => {
    // Setup
    const def = field('team', 'group', {
      settings: { clone: true },
      sub_fields: [field('name', 'text'), field('lead', 'checkbox'), field('photo', 'single_image')],
    });

    // Action
    const stored = store(def, {
      kind: 'rows',
      rows: [{ name: { kind: 'text', value: 'Ann' }, lead: { kind: 'boolean', value: true }, photo: { kind: 'attachments', ids: [41] } }],
    });

    // Assert
    expect(stored.meta).toEqual([['team', 'a:1:{i:0;a:3:{s:4:"name";s:3:"Ann";s:4:"lead";i:1;s:5:"photo";i:41;}}']]);
  });

  it('writes nothing for an empty value, as Meta Box deletes it', () => {
    // Setup
    const def = field('photos', 'image_advanced');

    // Action
    const stored = store(def, { kind: 'attachments', ids: [] });

    // Assert
    expect(stored).toEqual({ meta: [], terms: [] });
  });
});

describe('metaBoxStorage: the other core types', () => {
  it('finds a field class whatever the case of its type (RWMB_<Type>_Field): WYSIWYG is wysiwyg', () => {
    // Setup
    const def = field('body', 'WYSIWYG');

    // Action
    const stored = store(def, { kind: 'text', value: 'One.' });

    // Assert
    expect(metaBoxStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'text', multiline: true, html: true } });
    expect(stored.meta).toEqual([['body', '<p>One.</p>\n']]);
  });

  it('saves file_input (RWMB_File_Input_Field) as the file URL', () => {
    // Setup
    const def = field('brochure', 'file_input');

    // Action
    const stored = store(def, { kind: 'attachments', ids: [5] });

    // Assert
    expect(metaBoxStorage.shape(def)).toEqual({ kind: 'attachments', min: 0, max: 1 });
    expect(stored.meta).toEqual([['brochure', 'http://example.test/wp-content/uploads/2024/05/photo-5.jpg']]);
  });

  it('saves text_list (RWMB_Text_List_Field, multiple values) as one row per text, in the options order', () => {
    // Setup
    const def = field('contact', 'text_list', { choices: [{ value: 'Your name', label: 'Name' }, { value: '+1 555', label: 'Phone' }] });
    const shape = metaBoxStorage.shape(def);

    // Action
    const stored = store(def, { kind: 'group', values: { 1: { kind: 'text', value: '555' }, 0: { kind: 'text', value: 'Ann' } } });

    // Assert
    expect(shape.kind === 'group' && shape.subFields.map((sub) => [sub.key, sub.name, sub.label, sub.settings.placeholder, sub.required])).toEqual([
      ['contact:0', '0', 'Name', 'Your name', true],
      ['contact:1', '1', 'Phone', '+1 555', true],
    ]);
    expect(stored.meta).toEqual([['contact', 'Ann'], ['contact', '555']]);
  });

  it('saves a radio_image a theme gives a class of its own (RWMB_Radio_Image_Field, radios over the options) as the chosen key', () => {
    // Setup
    const choices = [{ value: 'left', label: '<img src="/2cl.png" alt="Sidebar on the left" />' }, { value: 'none', label: '<img src="/1col.png" alt="Fullwidth" />' }];
    const def = field('page_layout', 'radio_image', { choices });

    // Action
    const stored = store(def, { kind: 'choice', values: ['none'] });

    // Assert
    expect(metaBoxStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'choice', choices, multiple: false } });
    expect(stored.meta).toEqual([['page_layout', 'none']]);
  });

  it('saves icon (RWMB_Icon_Field, a select_advanced of icons) as the chosen class, block_editor as paragraph blocks', () => {
    // Setup
    const icon = field('icon', 'icon', { choices: [{ value: 'fas fa-star', label: 'Star' }] });

    // Action
    const rows = [store(icon, { kind: 'choice', values: ['fas fa-star'] }).meta, store(field('content', 'block_editor'), { kind: 'text', value: '<p>A</p>\n<p>B</p>' }).meta];

    // Assert
    expect(rows).toEqual([
      [['icon', 'fas fa-star']],
      [['content', '<!-- wp:paragraph -->\n<p>A</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>B</p>\n<!-- /wp:paragraph -->']],
    ]);
  });

  it('saves a type with no class of its own as text when the adapter says RWMB_Input_Field renders it, leaves it unknown otherwise', () => {
    // Setup
    const input = field('layout', 'radio_image', { settings: { field_class: 'RWMB_Input_Field' } });

    // Action
    const stored = store(input, { kind: 'text', value: 'wide' });

    // Assert
    expect(metaBoxStorage.shape(input)).toEqual({ kind: 'scalar', request: { kind: 'text' } });
    expect(stored.meta).toEqual([['layout', 'wide']]);
    expect(metaBoxStorage.shape(field('layout', 'radio_image'))).toEqual({ kind: 'unknown' });
  });
});
