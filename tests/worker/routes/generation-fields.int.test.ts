import { unserialize } from 'php-serialize';
import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { customPostType, workerWithFields } from '../../support/field-context.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import type { WorkerUnderTest } from '../../support/worker-app.js';

const acf = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key: `field_${name}`,
  name,
  label: name.replace(/_/g, ' '),
  type,
  required: false,
  instructions: '',
  settings: {},
  ...extra,
});

const POST_FIELDS: FieldDefinition[] = [
  acf('price', 'number', { min: 10, max: 100, step: 0.5 }),
  acf('contact_email', 'email', { required: true }),
  acf('event_date', 'date_picker', { settings: { display_format: 'd/m/Y', return_format: 'd/m/Y' } }),
  acf('featured', 'true_false'),
  acf('color', 'select', { choices: [{ value: 'red', label: 'Red' }, { value: 'green', label: 'Green' }, { value: 'blue', label: 'Blue' }] }),
  acf('specs', 'repeater', { rows: { min: 3, max: 3 }, sub_fields: [acf('spec_label', 'text'), acf('spec_value', 'number', { min: 1, max: 9 })] }),
  acf('related_books', 'relationship', { min: 1, max: 2, targets: { post_types: ['book'] }, settings: { return_format: 'id' } }),
];

const FIELDS: HostFields = {
  adapters: [
    { slug: 'acf', name: 'Advanced Custom Fields', version: '6.3.0', active: true },
    { slug: 'meta-box', name: 'Meta Box', version: '', active: false },
    { slug: 'pods', name: 'Pods', version: '', active: false },
    { slug: 'jetengine', name: 'JetEngine', version: '', active: false },
    { slug: 'cmb2', name: 'CMB2', version: '', active: false },
    { slug: 'carbon-fields', name: 'Carbon Fields', version: '', active: false },
  ],
  definitions: { acf: { post: POST_FIELDS, book: [acf('isbn', 'text', { required: true })] } },
};

let test: TestDatabase;
let worker: WorkerUnderTest;

beforeAll(async () => {
  test = await createTestDatabase();
  worker = await workerWithFields(test, FIELDS, [customPostType('book', 'Book', 'Books')]);
});
afterAll(async () => test.drop());

const metaOf = async (postId: number): Promise<Map<string, string>> => {
  const rows = await test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', postId).execute();
  return new Map(rows.map((r) => [r.meta_key ?? '', r.meta_value ?? '']));
};

const generate = (body: Record<string, unknown>) =>
  worker.call('POST', '/generate/posts', { post_type: 'post', count: 3, post_status: 'publish', auto_comments: false, set_featured_image: false, enable_variation: false, seed: 7, ...body });

describe('POST /generate/posts with field-plugin fields', () => {
  it('fills every ACF field in ACF storage format and creates the related posts the relationship needs', async () => {
    // Action
    const res = await generate({});

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.auto_created).toMatchObject({ related_posts: 10, related_per_cpt: { book: 10 } });
    const books = await test.db.selectFrom('posts').select(['ID', 'post_status']).where('post_type', '=', 'book').execute();
    expect(books).toHaveLength(10);
    expect(books.every((b) => b.post_status === 'publish')).toBe(true);
    for (const id of res.body.ids as number[]) {
      const meta = await metaOf(id);
      const price = Number(meta.get('price'));
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(100);
      expect((price * 2) % 1).toBe(0);
      expect(meta.get('_price')).toBe('field_price');
      expect(meta.get('contact_email')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
      expect(meta.get('event_date')).toMatch(/^\d{8}$/);
      expect(['0', '1']).toContain(meta.get('featured'));
      expect(['red', 'green', 'blue']).toContain(meta.get('color'));
      expect(meta.get('specs')).toBe('3');
      expect(meta.get('_specs')).toBe('field_specs');
      for (const row of [0, 1, 2]) {
        expect(meta.get(`specs_${row}_spec_label`)).toMatch(/\S/);
        expect(meta.get(`_specs_${row}_spec_label`)).toBe('field_spec_label');
        expect(Number(meta.get(`specs_${row}_spec_value`))).toBeGreaterThanOrEqual(1);
      }
      const related = Object.values(unserialize(meta.get('related_books')!) as Record<string, string>).map(Number);
      expect(related.length).toBeGreaterThanOrEqual(1);
      expect(related.length).toBeLessThanOrEqual(2);
      expect(related.every((r) => books.some((b) => b.ID === r))).toBe(true);
    }
    // The related books got their own required field.
    expect((await metaOf(books[0]!.ID)).get('isbn')).toMatch(/\S/);
  });

  it('creates no more related posts once enough are published', async () => {
    // Action
    const res = await generate({ count: 1 });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.auto_created).toMatchObject({ related_posts: 0, related_per_cpt: {} });
    expect(await test.db.selectFrom('posts').select('ID').where('post_type', '=', 'book').execute()).toHaveLength(10);
  });

  it('fills only required fields with the minimal profile', async () => {
    // Action
    const res = await generate({ count: 2, enable_variation: true, variation_profile: 'minimal' });

    // Assert
    expect(res.status).toBe(200);
    for (const id of res.body.ids as number[]) {
      const keys = [...(await metaOf(id)).keys()].filter((k) => !k.startsWith('_seedpress'));
      expect(keys.sort()).toEqual(['_contact_email', 'contact_email']);
    }
  });

  it('writes chosen values in the plugin format and refuses choosing a repeater', async () => {
    // Action
    const chosen = await generate({ count: 2, field_config: { custom_fields: { color: { mode: 'choose', choose: { values: ['green'] } } } } });
    const refused = await generate({ field_config: { custom_fields: { specs: { mode: 'choose', choose: { values: ['x'] } } } } });

    // Assert
    expect(chosen.status).toBe(200);
    for (const id of chosen.body.ids as number[]) expect((await metaOf(id)).get('color')).toBe('green');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, code: 'invalid_parameter', message: expect.stringContaining('field_config.custom_fields.specs') });
  });

  it('reports the detected semantic types, the adapters and the relation', async () => {
    // Action
    const fields = await worker.call('GET', '/fields/post');
    const plugins = await worker.call('GET', '/field-plugins');
    const deps = await worker.call('GET', '/dependencies/post');

    // Assert
    expect(fields.status).toBe(200);
    expect(fields.body).toMatchObject({ success: true, post_type: 'post', count: POST_FIELDS.length });
    const byName = Object.fromEntries((fields.body.fields as Array<{ name: string; detected_type: string }>).map((f) => [f.name, f.detected_type]));
    expect(byName).toMatchObject({ price: 'price', contact_email: 'email', specs: '', related_books: 'relation' });
    expect(plugins.body).toEqual({
      success: true,
      adapters: FIELDS.adapters.map((a) => ({ name: a.name, slug: a.slug, version: a.version, active: a.active, primary: a.slug === 'acf' })),
      primary: 'Advanced Custom Fields',
    });
    expect(deps.body).toEqual({
      success: true,
      post_type: 'post',
      dependencies: [{ field_name: 'related_books', field_type: 'relationship', target_post_types: ['book'], target_labels: { book: 'Book' }, is_multiple: true, source: 'field', cardinality: 'many_to_many', required: false }],
      unique_targets: { book: { label: 'Book', plural_label: 'Books', existing_count: 10, has_template: false, template_name: null, is_required: false, required_by_fields: [] } },
      count: 1,
    });
  });

  it('deletes the related posts with delete_related_cpts and only then', async () => {
    // Action
    const res = await worker.call('POST', '/generate/posts/delete', { post_type: 'post', delete_related_cpts: true });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted_related_cpts: { book: 10 } });
    expect(await test.db.selectFrom('posts').select('ID').where('post_type', 'in', ['book', 'post']).where('ID', '>', 1).execute()).toEqual([]);
  });
});
