import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { carbonFieldsStorage } from '../../../../../worker/src/generators/fields/storage/carbon-fields.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: htmlburger/carbon-fields 3.6 core/Toolset/Key_Toolset.php get_storage_key(),
// core/Datastore/Key_Value_Datastore.php save(), core/Value_Set/Value_Set.php, core/Field/{Complex,Association,
// Map,Checkbox,Date,Date_Time,Time,File}_Field.php.

const store = (def: FieldDefinition, value: FieldValue) => carbonFieldsStorage.store(def, value, ctx);

describe('carbonFieldsStorage.shape', () => {
  it.each([
    [field('name', 'text'), { kind: 'scalar', request: { kind: 'text' } }],
    [field('price', 'text', { min: 5, max: 500, settings: { input_type: 'number' } }), { kind: 'scalar', request: { kind: 'number', min: 5, max: 500 } }],
    [field('mail', 'text', { settings: { input_type: 'email' } }), { kind: 'scalar', request: { kind: 'text', format: 'email' } }],
    [field('twitter', 'text', { settings: { input_type: 'url' } }), { kind: 'scalar', request: { kind: 'text', format: 'url' } }],
    [field('score', 'text', { min: 1, max: 5, step: 0.5, settings: { input_type: 'range' } }), { kind: 'scalar', request: { kind: 'number', min: 1, max: 5, step: 0.5 } }],
    [field('body', 'rich_text'), { kind: 'scalar', request: { kind: 'text', multiline: true, html: true } }],
    [field('at', 'date_time'), { kind: 'scalar', request: { kind: 'date', precision: 'datetime' } }],
    [field('sizes', 'set'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('size', 'radio'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: false } }],
    [field('photos', 'media_gallery'), { kind: 'attachments', min: 0, max: 5 }],
    [field('related', 'association', { settings: { types: [{ type: 'post', post_type: 'book' }] } }), { kind: 'posts', min: 0, max: 5, postTypes: ['book'] }],
    [field('topics', 'association', { settings: { types: [{ type: 'term', taxonomy: 'genre' }] } }), { kind: 'terms', min: 0, max: 5, taxonomies: ['genre'] }],
    // Association_Field's default types, [['type' => 'post', 'post_type' => 'post']], when the field gives none Carbon can query.
    [field('linked', 'association'), { kind: 'posts', min: 0, max: 5, postTypes: ['post'] }],
    [field('linked', 'association', { settings: { types: [] } }), { kind: 'posts', min: 0, max: 5, postTypes: ['post'] }],
    [field('linked', 'association', { settings: { types: ['brand'] } }), { kind: 'posts', min: 0, max: 5, postTypes: ['post'] }],
    [field('where', 'map'), { kind: 'scalar', request: { kind: 'map' } }],
    [field('sep', 'separator'), { kind: 'skip' }],
    [field('form', 'gravity_form'), { kind: 'unknown' }],
  ])('%o', (def, expected) => {
    // Action
    const shape = carbonFieldsStorage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });

  it('makes a complex field with one group rows, with several groups layouts', () => {
    // Setup
    const sub = field('title', 'text');
    const layouts = [{ name: 'quote', label: 'Quote', sub_fields: [sub] }, { name: 'text', label: 'Text', sub_fields: [sub] }];

    // Action
    const shapes = [carbonFieldsStorage.shape(field('slides', 'complex', { sub_fields: [sub] })), carbonFieldsStorage.shape(field('blocks', 'complex', { layouts }))];

    // Assert
    expect(shapes).toEqual([{ kind: 'rows', min: 0, max: 5, subFields: [sub] }, { kind: 'layouts', min: 0, max: 5, layouts }]);
  });
});

describe('carbonFieldsStorage.store', () => {
  it('stores a simple root field under _<name>', () => {
    // Setup
    const def = field('subtitle', 'text');

    // Action
    const stored = store(def, { kind: 'text', value: 'Hello' });

    // Assert
    expect(stored).toEqual({ meta: [['_subtitle', 'Hello']], terms: [] });
  });

  it('stores a number of a text field with a number input type as PHP prints it', () => {
    // Setup
    const def = field('price', 'text', { settings: { input_type: 'number' } });

    // Action
    const stored = [store(def, { kind: 'number', value: 129.5 }), store(def, { kind: 'number', value: 40 })].map((s) => s.meta);

    // Assert
    expect(stored).toEqual([[['_price', '129.5']], [['_price', '40']]]);
  });

  it('stores dates in their storage formats and checkboxes as "yes" / ""', () => {
    // Setup
    const at: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:09'), precision: 'datetime' };

    // Action
    const rows = [
      store(field('a', 'date'), at),
      store(field('b', 'date_time'), at),
      store(field('c', 'time'), at),
      store(field('d', 'date', { settings: { storage_format: 'd/m/Y' } }), at),
      store(field('e', 'checkbox'), { kind: 'boolean', value: true }),
      store(field('f', 'checkbox'), { kind: 'boolean', value: false }),
    ].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([['_a', '2024-05-01'], ['_b', '2024-05-01 13:45:09'], ['_c', '13:45:09'], ['_d', '01/05/2024'], ['_e', 'yes'], ['_f', '']]);
  });

  it('writes multiple values (set, multiselect, media_gallery) as _<name>|||<i>|value rows', () => {
    // Setup
    const set = field('sizes', 'set');
    const gallery = field('photos', 'media_gallery');

    // Action
    const rows = [store(set, { kind: 'choice', values: ['s', 'l'] }).meta, store(gallery, { kind: 'attachments', ids: [41, 42] }).meta];

    // Assert
    expect(rows).toEqual([
      [['_sizes|||0|value', 's'], ['_sizes|||1|value', 'l']],
      [['_photos|||0|value', '41'], ['_photos|||1|value', '42']],
    ]);
  });

  it('keeps an empty multi-valued field alive with an _empty row', () => {
    // Setup
    const def = field('sizes', 'multiselect');

    // Action
    const stored = store(def, { kind: 'choice', values: [] });

    // Assert
    expect(stored.meta).toEqual([['_sizes|||0|_empty', '']]);
  });

  it('writes associations as value, type, subtype and id rows per entry', () => {
    // Setup
    const posts = field('related', 'association', { settings: { types: [{ type: 'post', post_type: 'post' }, { type: 'post', post_type: 'page' }] } });
    const terms = field('topics', 'association', { settings: { types: [{ type: 'term', taxonomy: 'category' }] } });

    // Action
    const rows = [store(posts, { kind: 'posts', ids: [7, 120] }).meta, store(terms, { kind: 'terms', ids: [5] }).meta];

    // Assert
    expect(rows).toEqual([
      [
        ['_related|||0|value', 'post:post:7'], ['_related|||0|type', 'post'], ['_related|||0|subtype', 'post'], ['_related|||0|id', '7'],
        ['_related|||1|value', 'post:page:120'], ['_related|||1|type', 'post'], ['_related|||1|subtype', 'page'], ['_related|||1|id', '120'],
      ],
      [['_topics|||0|value', 'term:category:5'], ['_topics|||0|type', 'term'], ['_topics|||0|subtype', 'category'], ['_topics|||0|id', '5']],
    ]);
  });

  it('writes a map as _<name> = "lat,lng" and its lat, lng, zoom, address properties', () => {
    // Setup
    const def = field('where', 'map');

    // Action
    const stored = store(def, { kind: 'map', address: 'Paris', lat: 48.8606, lng: 2.3376, zoom: 14 });

    // Assert
    expect(stored.meta).toEqual([
      ['_where', '48.8606,2.3376'], ['_where|||0|lat', '48.8606'], ['_where|||0|lng', '2.3376'], ['_where|||0|zoom', '14'], ['_where|||0|address', 'Paris'],
    ]);
  });

  it('writes a complex field: group names first, then _<name>|<sub>|<i>|0|value rows per group', () => {
    // Setup
    const def = field('slides', 'complex', { sub_fields: [field('title', 'text'), field('photos', 'media_gallery')] });

    // Action
    const stored = store(def, {
      kind: 'rows',
      rows: [
        { title: { kind: 'text', value: 'One' }, photos: { kind: 'attachments', ids: [41, 42] } },
        { title: { kind: 'text', value: 'Two' } },
      ],
    });

    // Assert
    expect(stored.meta).toEqual([
      ['_slides|||0|value', '_'], ['_slides|||1|value', '_'],
      ['_slides|title|0|0|value', 'One'], ['_slides|photos|0|0|value', '41'], ['_slides|photos|0|1|value', '42'],
      ['_slides|title|1|0|value', 'Two'],
    ]);
  });

  it('names each group of a multi-group complex field and nests complex fields with : joined names and indexes', () => {
    // Setup
    const def = field('blocks', 'complex', {
      layouts: [
        { name: 'text', label: 'Text', sub_fields: [field('body', 'textarea')] },
        { name: 'list', label: 'List', sub_fields: [field('items', 'complex', { sub_fields: [field('label', 'text')] })] },
      ],
    });

    // Action
    const stored = store(def, {
      kind: 'layouts',
      rows: [
        { layout: 'text', values: { body: { kind: 'text', value: 'Hi' } } },
        { layout: 'list', values: { items: { kind: 'rows', rows: [{ label: { kind: 'text', value: 'A' } }, { label: { kind: 'text', value: 'B' } }] } } },
      ],
    });

    // Assert
    expect(stored.meta).toEqual([
      ['_blocks|||0|value', 'text'], ['_blocks|||1|value', 'list'],
      ['_blocks|body|0|0|value', 'Hi'],
      ['_blocks|items|1|0|value', '_'], ['_blocks|items|1|1|value', '_'],
      ['_blocks|items:label|1:0|0|value', 'A'], ['_blocks|items:label|1:1|0|value', 'B'],
    ]);
  });
});

describe('carbonFieldsStorage: the other core types (core/Field/*_Field.php)', () => {
  it('stores header and footer scripts (Scripts_Field extends Textarea_Field) and hidden fields as one simple root value', () => {
    // Setup
    const scripts = field('crb_header_script', 'header_scripts');
    const hidden = field('crb_token', 'hidden');

    // Action
    const rows = [store(scripts, { kind: 'text', value: '<script>var a = 1;</script>' }).meta, store(hidden, { kind: 'text', value: 'x1' }).meta];

    // Assert
    expect(carbonFieldsStorage.shape(scripts)).toEqual({ kind: 'scalar', request: { kind: 'text', multiline: true } });
    expect(rows).toEqual([[['_crb_header_script', '<script>var a = 1;</script>']], [['_crb_token', 'x1']]]);
  });

  it('stores one option of radio_image, sidebar and gravity_form (Select_Field subclasses), unknown without options', () => {
    // Setup
    const choices = [{ value: 'left', label: 'left.png' }, { value: 'right', label: 'right.png' }];
    const def = field('crb_layout', 'radio_image', { choices });

    // Action
    const stored = store(def, { kind: 'choice', values: ['right'] });

    // Assert
    expect(carbonFieldsStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'choice', choices, multiple: false } });
    expect(stored.meta).toEqual([['_crb_layout', 'right']]);
    expect(carbonFieldsStorage.shape(field('crb_sidebar', 'sidebar'))).toEqual({ kind: 'unknown' });
  });

  it('resolves a type as Helper::normalize_type() does: "Header Scripts" is header_scripts', () => {
    // Setup
    const def = field('crb_footer', 'Footer  Scripts');

    // Action
    const stored = store(def, { kind: 'text', value: 'ga();' });

    // Assert
    expect(carbonFieldsStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'text', multiline: true } });
    expect(stored.meta).toEqual([['_crb_footer', 'ga();']]);
  });
});

describe('carbonFieldsStorage: icon (htmlburger/carbon-field-icon 3.0 core/Icon_Field.php)', () => {
  it('stores the value, provider and icon properties: the icon under the simple root key, the provider the options share', () => {
    // Setup
    const def = field('crb_icon', 'icon', { choices: [{ value: 'dashicons-heart', label: 'Heart' }], settings: { icon_provider: 'dashicons' } });

    // Action
    const stored = store(def, { kind: 'choice', values: ['dashicons-heart'] });

    // Assert
    expect(carbonFieldsStorage.shape(def)).toEqual({ kind: 'scalar', request: { kind: 'choice', choices: def.choices, multiple: false } });
    expect(stored.meta).toEqual([['_crb_icon', 'dashicons-heart'], ['_crb_icon|||0|provider', 'dashicons'], ['_crb_icon|||0|icon', 'dashicons-heart']]);
  });

  it('takes each option\'s own provider when they differ, and Font Awesome (get_options()\'s fallback) when the adapter read no options', () => {
    // Setup
    const mixed = field('crb_icon', 'icon', { settings: { icon_provider: { truck: 'fontawesome', 'my-logo': 'custom' } } });
    const bare = field('crb_icon', 'icon');

    // Action
    const custom = store(mixed, { kind: 'choice', values: ['my-logo'] });
    const shape = carbonFieldsStorage.shape(bare);
    const fontAwesome = store(bare, { kind: 'choice', values: ['truck'] });

    // Assert
    expect(custom.meta).toContainEqual(['_crb_icon|||0|provider', 'custom']);
    expect(shape).toMatchObject({ kind: 'scalar', request: { kind: 'choice', multiple: false } });
    expect(shape.kind === 'scalar' && shape.request.choices).toContainEqual({ value: 'truck', label: 'Truck' });
    expect(fontAwesome.meta).toEqual([['_crb_icon', 'truck'], ['_crb_icon|||0|provider', 'fontawesome'], ['_crb_icon|||0|icon', 'truck']]);
  });
});
