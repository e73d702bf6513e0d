import { unserialize } from 'php-serialize';
import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { fieldsWorkerPerFile } from '../../support/field-context.js';

const def = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: name, name, label: name, type, required: false, instructions: '', settings: {}, ...extra });

// As the shell's Meta Box and CMB2 adapters send them (tests/php/fields/PluginAdaptersTest.php).
const FIELDS: HostFields = {
  adapters: [
    { slug: 'acf', name: 'Advanced Custom Fields', version: '', active: false },
    { slug: 'meta-box', name: 'Meta Box', version: '5.10.0', active: true },
    { slug: 'cmb2', name: 'CMB2', version: '2.11.0', active: true },
  ],
  definitions: {
    'meta-box': {
      post: [
        def('capacity', 'number', { min: 10, max: 500, step: 10, required: true }),
        def('amenities', 'checkbox_list', { choices: [{ value: 'wifi', label: 'Wi-Fi' }, { value: 'bar', label: 'Bar' }, { value: 'pool', label: 'Pool' }] }),
      ],
    },
    cmb2: {
      post: [
        def('published', 'text_date', { settings: { date_format: 'Y-m-d' } }),
        def('reviews', 'group', { settings: { repeatable: true }, sub_fields: [def('stars', 'radio', { choices: [{ value: '1', label: 'One' }, { value: '5', label: 'Five' }] })] }),
      ],
    },
  },
};

const file = fieldsWorkerPerFile(FIELDS);

describe('POST /generate/posts with Meta Box and CMB2 fields', () => {
  it('writes each field in its own plugin format', async () => {
    // Action
    const res = await file.worker.call('POST', '/generate/posts', { post_type: 'post', count: 4, enable_variation: false, auto_comments: false, set_featured_image: false, seed: 3 });

    // Assert
    expect(res.status).toBe(200);
    for (const id of res.body.ids as number[]) {
      const rows = await file.test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', id).orderBy('meta_id').execute();
      const values = (key: string) => rows.filter((r) => r.meta_key === key).map((r) => r.meta_value ?? '');
      const capacity = Number(values('capacity')[0]);
      expect(capacity % 10).toBe(0);
      expect(capacity).toBeGreaterThanOrEqual(10);
      expect(capacity).toBeLessThanOrEqual(500);
      // Meta Box keeps one row per checked value.
      const amenities = values('amenities');
      expect(amenities.length).toBeGreaterThanOrEqual(1);
      expect(amenities.every((a) => ['wifi', 'bar', 'pool'].includes(a))).toBe(true);
      expect(values('published')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // CMB2 keeps a repeatable group as one serialized list of rows.
      const reviews = Object.values(unserialize(values('reviews')[0]!) as Record<string, { stars: string }>);
      expect(reviews.length).toBeGreaterThanOrEqual(1);
      expect(reviews.every((r) => ['1', '5'].includes(r.stars))).toBe(true);
      expect(rows.some((r) => r.meta_key?.startsWith('_capacity') || r.meta_key?.startsWith('_reviews'))).toBe(false);
    }
  });
});
