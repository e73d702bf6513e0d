import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { acfStorage } from '../../../../../worker/src/generators/fields/storage/acf.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: AdvancedCustomFields/acf 6.8 includes/acf-value-functions.php acf_update_value() (value row, then the
// `_<name>` reference row) and each includes/fields/class-acf-field-*.php update_value(); PRO fields from
// WordPress/secure-custom-fields includes/fields/class-acf-field-{repeater,flexible-content,gallery,clone}.php.

const store = (def: FieldDefinition, value: FieldValue) => acfStorage.store(def, value, ctx);

describe('acfStorage.shape', () => {
  it.each([
    [field('title', 'text', { maxlength: 60 }), { kind: 'scalar', request: { kind: 'text', maxlength: 60 } }],
    [field('bio', 'textarea'), { kind: 'scalar', request: { kind: 'text', multiline: true } }],
    [field('body', 'wysiwyg'), { kind: 'scalar', request: { kind: 'text', multiline: true, html: true } }],
    [field('price', 'number', { min: 1, max: 500, step: 0.5 }), { kind: 'scalar', request: { kind: 'number', min: 1, max: 500, step: 0.5 } }],
    [field('level', 'range'), { kind: 'scalar', request: { kind: 'number' } }],
    [field('mail', 'email'), { kind: 'scalar', request: { kind: 'text', format: 'email' } }],
    [field('video', 'oembed'), { kind: 'scalar', request: { kind: 'text', format: 'url' } }],
    [field('day', 'date_picker'), { kind: 'scalar', request: { kind: 'date', precision: 'date' } }],
    [field('start', 'date_time_picker'), { kind: 'scalar', request: { kind: 'date', precision: 'datetime' } }],
    [field('opens', 'time_picker'), { kind: 'scalar', request: { kind: 'date', precision: 'time' } }],
    [field('featured', 'true_false'), { kind: 'scalar', request: { kind: 'boolean' } }],
    [field('size', 'select', { choices: [{ value: 's', label: 'Small' }] }), { kind: 'scalar', request: { kind: 'choice', choices: [{ value: 's', label: 'Small' }], multiple: false } }],
    [field('sizes', 'select', { settings: { multiple: 1 } }), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('tags', 'checkbox'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('color', 'button_group'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: false } }],
    [field('photo', 'image', { required: true }), { kind: 'attachments', min: 1, max: 1 }],
    [field('photos', 'gallery', { min: 2, max: 8 }), { kind: 'attachments', min: 2, max: 8 }],
    [field('related', 'relationship', { targets: { post_types: ['book'] }, max: 0 }), { kind: 'posts', min: 0, max: 5, postTypes: ['book'] }],
    [field('parent', 'post_object'), { kind: 'posts', min: 0, max: 1, postTypes: [] }],
    [field('genres', 'taxonomy', { settings: { taxonomy: 'genre', field_type: 'multi_select' }, required: true }), { kind: 'terms', min: 1, max: 5, taxonomies: ['genre'] }],
    [field('genre', 'taxonomy', { settings: { taxonomy: 'genre', field_type: 'radio' } }), { kind: 'terms', min: 0, max: 1, taxonomies: ['genre'] }],
    [field('owner', 'user', { targets: { roles: ['editor'] } }), { kind: 'users', min: 0, max: 1, roles: ['editor'] }],
    [field('cta', 'link'), { kind: 'scalar', request: { kind: 'link' } }],
    [field('where', 'google_map'), { kind: 'scalar', request: { kind: 'map' } }],
    [field('note', 'message'), { kind: 'skip' }],
    [field('t', 'tab'), { kind: 'skip' }],
    [field('icon', 'icon_picker', { settings: { tabs: ['media_library', 'url'] } }), { kind: 'skip' }],
    [field('icon', 'font-awesome', { settings: { icon_sets: ['custom'] } }), { kind: 'skip' }],
    [field('video', 'oEmbed'), { kind: 'unknown' }],
    [field('toString', 'toString'), { kind: 'unknown' }],
  ])('%o', (def, expected) => {
    // Action
    const shape = acfStorage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });

  it('gives structures their sub fields and row bounds', () => {
    // Setup
    const sub = field('label', 'text');
    const layout = { name: 'hero', label: 'Hero', sub_fields: [sub] };

    // Action
    const shapes = [
      acfStorage.shape(field('steps', 'repeater', { sub_fields: [sub], rows: { min: 1, max: 4 } })),
      acfStorage.shape(field('box', 'group', { sub_fields: [sub] })),
      acfStorage.shape(field('blocks', 'flexible_content', { layouts: [layout], required: true })),
    ];

    // Assert
    expect(shapes).toEqual([
      { kind: 'rows', min: 1, max: 4, subFields: [sub] },
      { kind: 'group', subFields: [sub] },
      { kind: 'layouts', min: 1, max: 5, layouts: [layout] },
    ]);
  });
});

describe('acfStorage.store', () => {
  it('writes the value under the name and the field key under _name', () => {
    // Setup
    const def = field('subtitle', 'text', { key: 'field_6650a1' });

    // Action
    const stored = store(def, { kind: 'text', value: 'A quiet morning' });

    // Assert
    expect(stored).toEqual({ meta: [['subtitle', 'A quiet morning'], ['_subtitle', 'field_6650a1']], terms: [] });
  });

  it('stores dates in their fixed storage formats: Ymd, Y-m-d H:i:s, H:i:s', () => {
    // Setup
    const date: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:09'), precision: 'datetime' };

    // Action
    const rows = ['date_picker', 'date_time_picker', 'time_picker'].map((type) => store(field('d', type, { key: 'field_d' }), date).meta[0]);

    // Assert
    expect(rows).toEqual([['d', '20240501'], ['d', '2024-05-01 13:45:09'], ['d', '13:45:09']]);
  });

  it('stores true_false as "1" / "0" and numbers as the posted string', () => {
    // Setup
    const flag = field('featured', 'true_false', { key: 'field_f' });
    const price = field('price', 'number', { key: 'field_p' });

    // Action
    const rows = [store(flag, { kind: 'boolean', value: true }), store(flag, { kind: 'boolean', value: false }), store(price, { kind: 'number', value: 19.5 })].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([['featured', '1'], ['featured', '0'], ['price', '19.5']]);
  });

  it('serializes checkbox and multiple select values as arrays of strings, single choices as the value', () => {
    // Setup
    const checkbox = field('tags', 'checkbox', { key: 'field_t' });
    const select = field('size', 'select', { key: 'field_s' });

    // Action
    const rows = [store(checkbox, { kind: 'choice', values: ['red'] }), store(select, { kind: 'choice', values: ['m'] })].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([['tags', 'a:1:{i:0;s:3:"red";}'], ['size', 'm']]);
  });

  it('stores ids as strings: one for image/post_object/user, a serialized list for relationship and gallery', () => {
    // Setup
    const cases: Array<[FieldDefinition, FieldValue]> = [
      [field('photo', 'image', { key: 'k' }), { kind: 'attachments', ids: [41] }],
      [field('photos', 'gallery', { key: 'k' }), { kind: 'attachments', ids: [41, 42] }],
      [field('related', 'relationship', { key: 'k' }), { kind: 'posts', ids: [7, 12] }],
      [field('parent', 'post_object', { key: 'k' }), { kind: 'posts', ids: [7] }],
      [field('authors', 'user', { key: 'k', settings: { multiple: 1 } }), { kind: 'users', ids: [2, 3] }],
    ];

    // Action
    const rows = cases.map(([def, value]) => store(def, value).meta[0]);

    // Assert
    expect(rows).toEqual([
      ['photo', '41'],
      ['photos', 'a:2:{i:0;s:2:"41";i:1;s:2:"42";}'],
      ['related', 'a:2:{i:0;s:1:"7";i:1;s:2:"12";}'],
      ['parent', '7'],
      ['authors', 'a:2:{i:0;s:1:"2";i:1;s:1:"3";}'],
    ]);
  });

  it('relates the terms of a taxonomy field with save_terms and stores their ids', () => {
    // Setup
    const def = field('genres', 'taxonomy', { key: 'field_g', settings: { taxonomy: 'genre', field_type: 'checkbox', save_terms: 1 } });

    // Action
    const stored = store(def, { kind: 'terms', ids: [5, 9] });

    // Assert
    expect(stored).toEqual({
      meta: [['genres', 'a:2:{i:0;s:1:"5";i:1;s:1:"9";}'], ['_genres', 'field_g']],
      terms: [{ taxonomy: 'genre', termId: 5 }, { taxonomy: 'genre', termId: 9 }],
    });
  });

  it('serializes a link as title, url, target and a map as address, lat, lng, zoom', () => {
    // Setup
    const link = field('cta', 'link', { key: 'field_l' });
    const map = field('where', 'google_map', { key: 'field_m' });

    // Action
    const rows = [
      store(link, { kind: 'link', title: 'Book now', url: 'https://example.test/book', target: '_blank' }),
      store(map, { kind: 'map', address: 'Rue de Rivoli, Paris', lat: 48.8606, lng: 2.3376, zoom: 14 }),
    ].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([
      ['cta', 'a:3:{s:5:"title";s:8:"Book now";s:3:"url";s:25:"https://example.test/book";s:6:"target";s:6:"_blank";}'],
      ['where', 'a:4:{s:7:"address";s:20:"Rue de Rivoli, Paris";s:3:"lat";d:48.8606;s:3:"lng";d:2.3376;s:4:"zoom";i:14;}'],
    ]);
  });

  it('writes repeater rows as name_i_sub with references, then the row count', () => {
    // Setup
    const def = field('steps', 'repeater', {
      key: 'field_r',
      sub_fields: [field('title', 'text', { key: 'field_r_t' }), field('done', 'true_false', { key: 'field_r_d' })],
    });

    // Action
    const stored = store(def, {
      kind: 'rows',
      rows: [{ title: { kind: 'text', value: 'Mix' }, done: { kind: 'boolean', value: true } }, { title: { kind: 'text', value: 'Bake' } }],
    });

    // Assert
    expect(stored.meta).toEqual([
      ['steps_0_title', 'Mix'], ['_steps_0_title', 'field_r_t'],
      ['steps_0_done', '1'], ['_steps_0_done', 'field_r_d'],
      ['steps_1_title', 'Bake'], ['_steps_1_title', 'field_r_t'],
      ['steps', '2'], ['_steps', 'field_r'],
    ]);
  });

  it('stores an empty repeater as an empty string', () => {
    // Setup
    const def = field('steps', 'repeater', { key: 'field_r', sub_fields: [field('title', 'text')] });

    // Action
    const stored = store(def, { kind: 'rows', rows: [] });

    // Assert
    expect(stored.meta).toEqual([['steps', ''], ['_steps', 'field_r']]);
  });

  it('writes a group as name_sub rows and an empty string under its own name', () => {
    // Setup
    const def = field('box', 'group', { key: 'field_b', sub_fields: [field('caption', 'text', { key: 'field_b_c' })] });

    // Action
    const stored = store(def, { kind: 'group', values: { caption: { kind: 'text', value: 'Hi' } } });

    // Assert
    expect(stored.meta).toEqual([['box_caption', 'Hi'], ['_box_caption', 'field_b_c'], ['box', ''], ['_box', 'field_b']]);
  });

  it('writes flexible content rows per layout and the serialized list of layout names', () => {
    // Setup
    const def = field('blocks', 'flexible_content', {
      key: 'field_fc',
      layouts: [
        { name: 'quote', label: 'Quote', sub_fields: [field('text', 'textarea', { key: 'field_q_t' })] },
        { name: 'image', label: 'Image', sub_fields: [field('photo', 'image', { key: 'field_i_p' })] },
      ],
    });

    // Action
    const stored = store(def, {
      kind: 'layouts',
      rows: [{ layout: 'image', values: { photo: { kind: 'attachments', ids: [41] } } }, { layout: 'quote', values: { text: { kind: 'text', value: 'So it goes.' } } }],
    });

    // Assert
    expect(stored.meta).toEqual([
      ['blocks_0_photo', '41'], ['_blocks_0_photo', 'field_i_p'],
      ['blocks_1_text', 'So it goes.'], ['_blocks_1_text', 'field_q_t'],
      ['blocks', 'a:2:{i:0;s:5:"image";i:1;s:5:"quote";}'], ['_blocks', 'field_fc'],
    ]);
  });

  it('nests names through a group inside a repeater', () => {
    // Setup
    const def = field('rooms', 'repeater', {
      key: 'field_r',
      sub_fields: [field('size', 'group', { key: 'field_s', sub_fields: [field('width', 'number', { key: 'field_w' })] })],
    });

    // Action
    const stored = store(def, { kind: 'rows', rows: [{ size: { kind: 'group', values: { width: { kind: 'number', value: 4 } } } }] });

    // Assert
    expect(stored.meta).toEqual([
      ['rooms_0_size_width', '4'], ['_rooms_0_size_width', 'field_w'],
      ['rooms_0_size', ''], ['_rooms_0_size', 'field_s'],
      ['rooms', '1'], ['_rooms', 'field_r'],
    ]);
  });

  it('writes a clone field only through its cloned fields, prefixed with its name when prefix_name is on', () => {
    // Setup
    const subs = [field('image', 'image', { key: 'field_5a81cd534f030' })];
    const seamless = field('hero', 'clone', { key: 'field_c', sub_fields: subs });
    const prefixed = field('hero', 'clone', { key: 'field_c', sub_fields: subs, settings: { prefix_name: 1 } });
    const value: FieldValue = { kind: 'group', values: { image: { kind: 'attachments', ids: [41] } } };

    // Action
    const rows = [store(seamless, value).meta, store(prefixed, value).meta];

    // Assert (reference rows name the original field key: AdvancedCustomFields/acf issue #333)
    expect(rows).toEqual([
      [['image', '41'], ['_image', 'field_5a81cd534f030']],
      [['hero_image', '41'], ['_hero_image', 'field_5a81cd534f030']],
    ]);
  });

  it('refuses a value of the wrong kind', () => {
    // Setup
    const def = field('steps', 'repeater', { sub_fields: [] });

    // Action
    const action = () => store(def, { kind: 'text', value: 'x' });

    // Assert
    expect(action).toThrow('Field "steps" (repeater) cannot store a text value; it takes rows.');
  });
});

describe('acfStorage: icon_picker (class-acf-field-icon_picker.php, ACF 6.3+)', () => {
  it('offers Dashicons when the field has that tab, and saves its hidden inputs type then value', () => {
    // Setup
    const def = field('icon', 'icon_picker', { settings: { tabs: ['dashicons', 'url'] } });

    // Action
    const shape = acfStorage.shape(def);
    const stored = store(def, { kind: 'choice', values: ['dashicons-heart'] });

    // Assert
    expect(shape).toMatchObject({ kind: 'scalar', request: { kind: 'choice', multiple: false } });
    expect(stored.meta).toEqual([
      ['icon', 'a:2:{s:4:"type";s:9:"dashicons";s:5:"value";s:15:"dashicons-heart";}'],
      ['_icon', 'icon'],
    ]);
  });
});

describe('acfStorage: font-awesome (mattkeys/Advanced-Custom-Fields-Font-Awesome 5.0, fields/acf-font-awesome-v6.php and -v7.php)', () => {
  const choiceOf = (def: FieldDefinition) => {
    const shape = acfStorage.shape(def);
    if (shape.kind !== 'scalar') throw new Error(`not a scalar: ${shape.kind}`);
    return shape.request;
  };

  it('saves the chosen option as posted: the Font Awesome API JSON of class-ACFFA-Loader-7.php (FA 6 and 7, the default)', () => {
    // Setup
    const def = field('icon', 'font-awesome');
    const star = '{"family" : "classic", "style" : "solid", "id" : "star", "label" : "Star", "unicode" : "f005"}';

    // Action
    const request = choiceOf(def);
    const stored = store(def, { kind: 'choice', values: [star] });

    // Assert
    expect(request).toMatchObject({ kind: 'choice', multiple: false });
    expect(request.choices).toContainEqual({ value: star, label: 'Star' });
    expect(choiceOf(field('icon', 'font-awesome', { settings: { fa_major_version: 6 } })).choices).toContainEqual({ value: star, label: 'Star' });
    expect(stored.meta).toEqual([['icon', star], ['_icon', 'icon']]);
  });

  it('offers the prefixed class under Font Awesome 5 (class-ACFFA-Loader-5.php) and the bare class under 4 (class-ACFFA-Loader-4.php)', () => {
    // Action
    const five = choiceOf(field('icon', 'font-awesome', { settings: { fa_major_version: 5, icon_sets: ['fas', 'fab'] } })).choices ?? [];
    const four = choiceOf(field('icon', 'font-awesome', { settings: { fa_major_version: 4, icon_sets: ['all'] } })).choices ?? [];

    // Assert
    expect(five).toContainEqual({ value: 'fas fa-star', label: 'Star' });
    expect(five).toContainEqual({ value: 'fab fa-facebook', label: 'Facebook' });
    expect(four).toContainEqual({ value: 'fa-star', label: 'Star' });
    expect(four.every((c) => /^fa-[a-z-]+$/.test(c.value))).toBe(true);
  });

  it('reads the icon sets by the names the site\'s Font Awesome version knows (class-ACFFA-Loader-5.php, -7.php)', () => {
    // Action
    const sevenBrands = choiceOf(field('icon', 'font-awesome', { settings: { fa_major_version: 7, icon_sets: ['classic_brands'] } })).choices ?? [];
    const sevenFromFive = choiceOf(field('icon', 'font-awesome', { settings: { fa_major_version: 7, icon_sets: ['fas'] } })).choices ?? [];
    const fiveFromSeven = acfStorage.shape(field('icon', 'font-awesome', { settings: { fa_major_version: 5, icon_sets: ['classic_solid'] } }));

    // Assert
    expect(sevenBrands.length).toBeGreaterThan(0);
    expect(sevenBrands.every((c) => c.value.includes('"style" : "brands"'))).toBe(true);
    expect(sevenFromFive).toContainEqual({ value: '{"family" : "classic", "style" : "solid", "id" : "star", "label" : "Star", "unicode" : "f005"}', label: 'Star' });
    expect(fiveFromSeven).toEqual({ kind: 'skip' });
  });

  it('keeps to the icon sets the field names: brands only gives brand icons, in the brands style', () => {
    // Action
    const choices = choiceOf(field('icon', 'font-awesome', { settings: { icon_sets: ['brands'] } })).choices ?? [];

    // Assert
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => c.value.includes('"style" : "brands"'))).toBe(true);
  });
});

describe('acfStorage: open_street_map (mcguffin/acf-openstreetmap-field 1.6.1, include/ACFFieldOpenstreetmap/Field/OpenStreetMap.php)', () => {
  const place = { kind: 'map', address: 'Jungfernstieg 1, Hamburg', lat: 53.553, lng: 9.9925, zoom: 14 } as const;

  it('saves the editor JSON as update_value() keeps it: centre, zoom, one marker, its label as address, the field layers, the version', () => {
    // Setup
    const def = field('where', 'open_street_map', { settings: { layers: ['OpenStreetMap.Mapnik', 'OpenTopoMap'] } });

    // Action
    const shape = acfStorage.shape(def);
    const stored = store(def, place);

    // Assert
    expect(shape).toEqual({ kind: 'scalar', request: { kind: 'map' } });
    expect(stored.meta).toEqual([
      ['where', 'a:7:{s:3:"lat";d:53.553;s:3:"lng";d:9.9925;s:4:"zoom";i:14;s:7:"markers";a:1:{i:0;a:5:{s:5:"label";s:24:"Jungfernstieg 1, Hamburg";s:13:"default_label";s:24:"Jungfernstieg 1, Hamburg";s:3:"lat";d:53.553;s:3:"lng";d:9.9925;s:7:"geocode";a:0:{}}}s:7:"address";s:24:"Jungfernstieg 1, Hamburg";s:6:"layers";a:2:{i:0;s:20:"OpenStreetMap.Mapnik";i:1;s:11:"OpenTopoMap";}s:7:"version";s:5:"1.6.1";}'],
      ['_where', 'where'],
    ]);
  });

  it('keeps the view alone for a field without markers (max_markers 0), on the default layer', () => {
    // Action
    const [[, value] = []] = store(field('where', 'open_street_map', { settings: { max_markers: 0 } }), place).meta;

    // Assert
    expect(value).toBe('a:7:{s:3:"lat";d:53.553;s:3:"lng";d:9.9925;s:4:"zoom";i:14;s:7:"markers";a:0:{}s:7:"address";s:0:"";s:6:"layers";a:1:{i:0;s:20:"OpenStreetMap.Mapnik";}s:7:"version";s:5:"1.6.1";}');
  });
});
