import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

/*
 * Templates on real MariaDB: one default per post type whatever calls race, and a recipe exported
 * from one site and imported into a fresh one generates the same kind of content there.
 */

let home: TestDatabase;
let homeWorker: WorkerUnderTest;

beforeAll(async () => {
  home = await createTestDatabase();
  homeWorker = await workerOn(home);
});
afterAll(async () => home.drop());

const RECIPE = {
  field_config: {
    core_fields: { post_title: { mode: 'choose', choose: { values: ['Alpha', 'Beta', 'Gamma'], selection_mode: 'rotational' } } },
    custom_fields: { price: { mode: 'create', field_type: 'price', create: { min: 10, max: 20, decimal_places: 2 } } },
  },
  taxonomy_config: { post_tag: { mode: 'create', count_min: 2, count_max: 2, use_existing: false }, category: { mode: 'none' } },
  settings: { count: 3, post_status: 'private', set_featured_image: false, enable_variation: false },
};

describe('default templates under calls at once', () => {
  it('leaves exactly one default per post type, the same one the database and the list show', async () => {
    // Setup
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await homeWorker.call('POST', '/templates', { name: `Racer ${i}`, post_type: 'post' })).body.template.id as number);

    // Action: defaults set by every path that sets one, all at once.
    const answers = await Promise.all([
      ...ids.map((id) => homeWorker.call('POST', `/templates/${id}/default`)),
      ...ids.map((id) => homeWorker.call('PUT', `/templates/${id}`, { is_default: true })),
      ...[0, 1, 2].map((i) => homeWorker.call('POST', '/templates', { name: `New default ${i}`, post_type: 'post', is_default: true })),
    ]);

    // Assert
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = await home.db.selectFrom('seedpress_templates').select(['id', 'is_default']).where('post_type', '=', 'post').where('is_default', '=', 1).execute();
    expect(rows).toHaveLength(1);
    const listed = (await homeWorker.call('GET', '/templates?post_type=post')).body.templates as Array<{ id: number; is_default: boolean }>;
    expect(listed.filter((t) => t.is_default).map((t) => t.id)).toEqual([Number(rows[0]!.id)]);
  });
});

describe('a template carried to a fresh site', () => {
  let away: TestDatabase;
  let awayWorker: WorkerUnderTest;

  beforeAll(async () => {
    away = await createTestDatabase();
    awayWorker = await workerOn(away);
  });
  afterAll(async () => away.drop());

  it('generates there what it generates here: its titles, statuses, field values in range and terms', async () => {
    // Setup
    const template = (await homeWorker.call('POST', '/templates', { name: 'Price list', post_type: 'post', ...RECIPE })).body.template as { id: number };
    const exported = await homeWorker.call('GET', `/templates/export?post_type=post&ids=${template.id}`);

    // Action
    const imported = await awayWorker.call('POST', '/templates/import', { templates: exported.body.templates });
    const awayId = imported.body.results[0].id as number;
    const runs = await Promise.all([
      homeWorker.call('POST', '/generate/posts', { template_id: template.id, seed: 21 }),
      awayWorker.call('POST', '/generate/posts', { template_id: awayId, seed: 21 }),
    ]);

    // Assert
    expect(imported.body).toEqual({ success: true, message: '1 template imported, 0 failed.', results: [{ success: true, name: 'Price list', id: awayId }] });
    const sites = [home, away];
    const read = await Promise.all(runs.map(async (run, n) => {
      expect(run.status).toBe(200);
      const db = sites[n]!.db;
      const posts = await db.selectFrom('posts').select(['ID', 'post_title', 'post_status']).where('ID', 'in', run.body.ids).orderBy('ID').execute();
      const prices = await db.selectFrom('postmeta').select(['post_id', 'meta_value']).where('post_id', 'in', run.body.ids).where('meta_key', '=', 'price').orderBy('post_id').execute();
      const tags = await db.selectFrom('term_relationships').innerJoin('term_taxonomy', 'term_taxonomy.term_taxonomy_id', 'term_relationships.term_taxonomy_id')
        .select(['object_id', 'taxonomy']).where('object_id', 'in', run.body.ids).execute();
      const template = await db.selectFrom('postmeta').select('meta_value').where('post_id', 'in', run.body.ids).where('meta_key', '=', '_seedpress_template_id').execute();
      return {
        posts: posts.map((p) => [p.post_title, p.post_status]),
        prices: prices.map((p) => Number(p.meta_value)),
        tagsPerPost: run.body.ids.map((id: number) => tags.filter((t) => t.object_id === id && t.taxonomy === 'post_tag').length),
        categories: tags.filter((t) => t.taxonomy === 'category').length,
        templates: new Set(template.map((t) => t.meta_value)).size,
      };
    }));
    for (const site of read) {
      expect(site.posts).toEqual([['Alpha', 'private'], ['Beta', 'private'], ['Gamma', 'private']]);
      expect(site.prices).toHaveLength(3);
      expect(site.prices.every((p) => p >= 10 && p <= 20)).toBe(true);
      expect(site.tagsPerPost).toEqual([2, 2, 2]);
      expect(site.templates).toBe(1);
    }
    // category "none": posts get core's default category only, as wp_insert_post() files them.
    expect(read.map((r) => r.categories)).toEqual([3, 3]);
    expect(read[1]!.prices).toEqual(read[0]!.prices);
  });
});
