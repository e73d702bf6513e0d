import { unserialize } from 'php-serialize';
import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { fieldsWorkerPerFile } from '../../support/field-context.js';

const def = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: name, name, label: name, type, required: false, instructions: '', settings: {}, ...extra });

// As the shell's JetEngine and Carbon Fields adapters send them (tests/php/fields/PluginAdaptersTest.php).
const FIELDS: HostFields = {
  adapters: [
    { slug: 'jetengine', name: 'JetEngine', version: '3.6.2', active: true },
    { slug: 'carbon-fields', name: 'Carbon Fields', version: '3.6.9', active: true },
  ],
  definitions: {
    jetengine: {
      post: [
        def('rooms', 'number', { min: 1, max: 12, step: 1, required: true }),
        def('extras', 'checkbox', { choices: [{ value: 'wifi', label: 'Wi-Fi' }, { value: 'pool', label: 'Pool' }] }),
        def('floors', 'repeater', { sub_fields: [def('floor_name', 'text')] }),
      ],
    },
    'carbon-fields': {
      page: [
        def('price', 'text', { min: 5, max: 500, required: true, settings: { input_type: 'number' } }),
        def('featured', 'checkbox', { settings: { option_value: 'yes' } }),
        def('specs', 'complex', { layouts: [{ name: '_', label: 'Specs', sub_fields: [def('spec_label', 'text')] }] }),
      ],
    },
  },
};

const file = fieldsWorkerPerFile(FIELDS);

async function metaOf(id: number): Promise<(key: string) => string[]> {
  const rows = await file.test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', id).orderBy('meta_id').execute();
  return (key: string) => rows.filter((r) => r.meta_key === key).map((r) => r.meta_value ?? '');
}

describe('POST /generate/posts with JetEngine and Carbon Fields fields', () => {
  it('writes JetEngine fields one row each: numbers in range, checkboxes as option => "true"/"false", repeaters as item-<i> maps', async () => {
    // Action
    const res = await file.worker.call('POST', '/generate/posts', { post_type: 'post', count: 3, enable_variation: false, auto_comments: false, set_featured_image: false, seed: 5 });

    // Assert
    expect(res.status).toBe(200);
    for (const id of res.body.ids as number[]) {
      const values = await metaOf(id);
      expect(values('rooms')).toHaveLength(1);
      expect(Number(values('rooms')[0])).toBeGreaterThanOrEqual(1);
      expect(Number(values('rooms')[0])).toBeLessThanOrEqual(12);
      const extras = unserialize(values('extras')[0]!) as Record<string, string>;
      expect(Object.keys(extras)).toEqual(['wifi', 'pool']);
      expect(Object.values(extras).every((v) => v === 'true' || v === 'false')).toBe(true);
      const floors = unserialize(values('floors')[0]!) as Record<string, { floor_name: string }>;
      expect(Object.keys(floors)[0]).toBe('item-0');
      expect(Object.values(floors).every((row) => row.floor_name.length > 0)).toBe(true);
    }
  });

  it('writes Carbon Fields fields under their underscore keys, complex groups as _<name>|<sub>|<i>|0|value rows', async () => {
    // Action
    const res = await file.worker.call('POST', '/generate/posts', { post_type: 'page', count: 3, enable_variation: false, auto_comments: false, set_featured_image: false, seed: 5 });

    // Assert
    expect(res.status).toBe(200);
    for (const id of res.body.ids as number[]) {
      const values = await metaOf(id);
      const price = values('_price');
      expect(price).toHaveLength(1);
      expect(price[0]).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(price[0])).toBeGreaterThanOrEqual(5);
      expect(Number(price[0])).toBeLessThanOrEqual(500);
      expect(['yes', '']).toContain(values('_featured')[0]);
      expect(values('_specs|||0|value')).toEqual(['_']);
      expect(values('_specs|spec_label|0|0|value')[0]!.length).toBeGreaterThan(0);
      expect(values('price')).toEqual([]);
    }
  });
});
