import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldValue } from '../../../../../worker/src/generators/fields/field-value.js';
import { jetEngineStorage } from '../../../../../worker/src/generators/fields/storage/jetengine.storage.js';
import { ctx, field, wallClock } from './storage-fixtures.js';

// Formats: the rows JetEngine 3.7's own meta box save handler writes (tests/compat/golden/jetengine.json): media
// `value_format` id/url/both, gallery comma-joined ids, repeaters keyed item-0…, maps with their service rows.

const store = (def: FieldDefinition, value: FieldValue) => jetEngineStorage.store(def, value, ctx);
const at: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:00'), precision: 'datetime' };

describe('jetEngineStorage.shape', () => {
  it.each([
    [field('name', 'text'), { kind: 'scalar', request: { kind: 'text' } }],
    [field('when', 'datetime-local'), { kind: 'scalar', request: { kind: 'date', precision: 'datetime' } }],
    [field('on', 'switcher'), { kind: 'scalar', request: { kind: 'boolean' } }],
    [field('tags', 'checkbox'), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('sizes', 'select', { settings: { is_multiple: true } }), { kind: 'scalar', request: { kind: 'choice', choices: [], multiple: true } }],
    [field('cover', 'media'), { kind: 'attachments', min: 0, max: 1 }],
    [field('photos', 'gallery', { required: true }), { kind: 'attachments', min: 1, max: 5 }],
    [field('related', 'posts', { settings: { is_multiple: true }, targets: { post_types: ['book'] } }), { kind: 'posts', min: 0, max: 5, postTypes: ['book'] }],
    [field('where', 'map'), { kind: 'scalar', request: { kind: 'map' } }],
    [field('intro', 'html'), { kind: 'skip' }],
    [field('icon', 'iconpicker'), { kind: 'unknown' }],
  ])('%o', (def, expected) => {
    // Action
    const shape = jetEngineStorage.shape(def);

    // Assert
    expect(shape).toEqual(expected);
  });
});

describe('jetEngineStorage.store', () => {
  it('stores dates as the inputs post them, or as Unix time with is_timestamp', () => {
    // Setup
    const defs = [field('a', 'date'), field('b', 'time'), field('c', 'datetime-local'), field('d', 'datetime-local', { settings: { is_timestamp: true } })];

    // Action
    const rows = defs.map((def) => store(def, at).meta[0]);

    // Assert
    expect(rows).toEqual([['a', '2024-05-01'], ['b', '13:45'], ['c', '2024-05-01T13:45'], ['d', '1714571100']]);
  });

  it('stores is_timestamp as strtotime() of the posted input: a date at midnight, a datetime-local without seconds', () => {
    // Setup
    const withSeconds: FieldValue = { kind: 'date', value: wallClock('2024-05-01T13:45:27'), precision: 'datetime' };
    const defs = [field('a', 'date', { settings: { is_timestamp: true } }), field('b', 'datetime-local', { settings: { is_timestamp: true } })];

    // Action
    const rows = defs.map((def) => store(def, withSeconds).meta[0]);

    // Assert
    expect(rows).toEqual([['a', '1714521600'], ['b', '1714571100']]);
  });

  it('stores a checkbox as every option => "true"/"false", or with is_array the checked keys in the form\'s order, integer keys as integers', () => {
    // Setup
    const choices = [{ value: 'wifi', label: 'Wi-Fi' }, { value: 'pool', label: 'Pool' }, { value: '24', label: '24h' }];
    const map = field('amenities', 'checkbox', { choices });
    const list = field('amenities', 'checkbox', { choices, settings: { is_array: true } });
    const value: FieldValue = { kind: 'choice', values: ['24', 'wifi'] };

    // Action
    const rows = [store(map, value).meta, store(list, value).meta];

    // Assert
    expect(rows).toEqual([
      [['amenities', 'a:3:{s:4:"wifi";s:4:"true";s:4:"pool";s:5:"false";i:24;s:4:"true";}']],
      [['amenities', 'a:2:{i:0;s:4:"wifi";i:1;i:24;}']],
    ]);
  });

  it('stores a switcher as "true"/"false" and posts as an id or a serialized list of ids', () => {
    // Setup
    const single = field('parent', 'posts');
    const multi = field('related', 'posts', { settings: { is_multiple: true } });

    // Action
    const rows = [
      store(field('on', 'switcher'), { kind: 'boolean', value: false }),
      store(single, { kind: 'posts', ids: [7] }),
      store(multi, { kind: 'posts', ids: [7, 12] }),
    ].map((s) => s.meta[0]);

    // Assert
    expect(rows).toEqual([['on', 'false'], ['parent', '7'], ['related', 'a:2:{i:0;s:1:"7";i:1;s:2:"12";}']]);
  });

  it('stores media and galleries by value_format: id, url or both (integer ids, as the JSON the form posts decodes)', () => {
    // Setup
    const cases = [
      [field('cover', 'media'), [41]],
      [field('cover', 'media', { settings: { value_format: 'url' } }), [41]],
      [field('cover', 'media', { settings: { value_format: 'both' } }), [41]],
      [field('photos', 'gallery'), [41, 42]],
      [field('photos', 'gallery', { settings: { value_format: 'both' } }), [41]],
    ] as const;

    // Action
    const rows = cases.map(([def, ids]) => store(def, { kind: 'attachments', ids: [...ids] }).meta[0]);

    // Assert
    expect(rows).toEqual([
      ['cover', '41'],
      ['cover', 'http://example.test/wp-content/uploads/2024/05/photo-41.jpg'],
      ['cover', 'a:2:{s:2:"id";i:41;s:3:"url";s:59:"http://example.test/wp-content/uploads/2024/05/photo-41.jpg";}'],
      ['photos', '41,42'],
      ['photos', 'a:1:{i:0;a:2:{s:2:"id";i:41;s:3:"url";s:59:"http://example.test/wp-content/uploads/2024/05/photo-41.jpg";}}'],
    ]);
  });

  it('serializes a repeater as item-N keyed rows of sub-field values', () => {
    // Setup
    const def = field('faq', 'repeater', { sub_fields: [field('q', 'text'), field('open', 'switcher')] });

    // Action
    const stored = store(def, {
      kind: 'rows',
      rows: [{ q: { kind: 'text', value: 'Why?' }, open: { kind: 'boolean', value: true } }, { q: { kind: 'text', value: 'How?' } }],
    });

    // Assert
    expect(stored).toEqual({
      meta: [['faq', 'a:2:{s:6:"item-0";a:2:{s:1:"q";s:4:"Why?";s:4:"open";s:4:"true";}s:6:"item-1";a:1:{s:1:"q";s:4:"How?";}}']],
      terms: [],
    });
  });

  it('stores a map in its map_value_format, with the hash/lat/lng service rows Maps Listings reads', () => {
    // Setup
    const value: FieldValue = { kind: 'map', address: 'Paris', lat: 48.8606, lng: 2.3376, zoom: 14 };
    const prefix = 'd5189de027922f81005951e6efe0efd5'; // md5('location'): JetEngine's default prefix.
    const defs = [
      field('location', 'map'),
      field('location', 'map', { settings: { map_value_format: 'location_array', map_field_prefix: 'custom' } }),
      field('location', 'map', { settings: { map_value_format: 'location_address' } }),
    ];

    // Action
    const rows = defs.map((def) => store(def, value).meta);

    // Assert
    expect(rows).toEqual([
      [['location', '48.8606,2.3376'], [`${prefix}_hash`, '2d8a774c83416a8528ebc8baab134e8d'], [`${prefix}_lat`, '48.8606'], [`${prefix}_lng`, '2.3376']],
      [['location', '{"lat":48.8606,"lng":2.3376}'], ['custom_hash', '108da845d488adb7488893feb1cc845e'], ['custom_lat', '48.8606'], ['custom_lng', '2.3376']],
      [['location', 'Paris'], [`${prefix}_hash`, 'e20d37a5d7fcc4c35be6fc18a8e71bfa'], [`${prefix}_lat`, '48.8606'], [`${prefix}_lng`, '2.3376']],
    ]);
  });

  it('stores a map inside a repeater with its service values in the row, prefixed by the sub field name', () => {
    // Setup
    const def = field('stops', 'repeater', { sub_fields: [field('at', 'map')] });

    // Action
    const stored = store(def, { kind: 'rows', rows: [{ at: { kind: 'map', address: 'Paris', lat: 48.8606, lng: 2.3376, zoom: 14 } }] });

    // Assert
    expect(stored.meta).toEqual([[
      'stops',
      'a:1:{s:6:"item-0";a:4:{s:2:"at";s:14:"48.8606,2.3376";s:7:"at_hash";s:32:"2d8a774c83416a8528ebc8baab134e8d";s:6:"at_lat";s:7:"48.8606";s:6:"at_lng";s:6:"2.3376";}}',
    ]]);
  });
});
