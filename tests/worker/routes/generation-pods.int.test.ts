import { sql } from 'kysely';
import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { fieldsWorkerPerFile } from '../../support/field-context.js';

const def = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: name, name, label: name, type, required: false, instructions: '', settings: {}, ...extra });

// As the shell's Pods adapter sends a pod saved in the database while podsrel is on (tests/php/fields/PluginAdaptersTest.php).
const FIELDS: HostFields = {
  adapters: [{ slug: 'pods', name: 'Pods', version: '3.3.9.1', active: true }],
  definitions: {
    pods: {
      post: [
        def('related_pages', 'pick', { key: '41', required: true, targets: { post_types: ['page'] }, settings: { pod_id: 40, field_id: 41, podsrel: true, pick_object: 'post_type', pick_val: 'page', pick_format_type: 'multi', pick_limit: 3 } }),
      ],
    },
  },
};

const file = fieldsWorkerPerFile(FIELDS);

beforeAll(async () => {
  // Pods creates wp_podsrel on activation (PodsInit::setup()); the fresh test site has no Pods.
  await sql`CREATE TABLE ${sql.table(`${file.test.config.prefix}podsrel`)} (
    id bigint(20) unsigned NOT NULL AUTO_INCREMENT, pod_id int(10) unsigned DEFAULT NULL, field_id int(10) unsigned DEFAULT NULL,
    item_id bigint(20) unsigned DEFAULT NULL, related_pod_id int(10) unsigned DEFAULT NULL, related_field_id int(10) unsigned DEFAULT NULL,
    related_item_id bigint(20) unsigned DEFAULT NULL, weight smallint(5) unsigned DEFAULT 0, PRIMARY KEY (id),
    KEY field_item_idx (field_id, item_id), KEY rel_field_rel_item_idx (related_field_id, related_item_id)
  )`.execute(file.test.db);
});

const podsrel = () => file.test.db.selectFrom('podsrel').select(['pod_id', 'field_id', 'item_id', 'related_pod_id', 'related_field_id', 'related_item_id', 'weight']).orderBy('id').execute();

describe('POST /generate/posts with Pods relationship fields', () => {
  it('writes a wp_podsrel row per related item, in the order of the meta, and deletes them with the posts only', async () => {
    // Setup: a hand-made relationship row of another item.
    await file.test.db.insertInto('podsrel').values({ pod_id: 40, field_id: 41, item_id: 1, related_pod_id: 0, related_field_id: 0, related_item_id: 2, weight: 0 }).execute();

    // Action
    const res = await file.worker.call('POST', '/generate/posts', { post_type: 'post', count: 3, enable_variation: false, auto_comments: false, set_featured_image: false, seed: 11 });

    // Assert
    expect(res.status).toBe(200);
    const rows = await podsrel();
    for (const id of res.body.ids as number[]) {
      const meta = (await file.test.db.selectFrom('postmeta').select('meta_value').where('post_id', '=', id).where('meta_key', '=', 'related_pages').orderBy('meta_id').execute()).map((m) => Number(m.meta_value));
      const mine = rows.filter((r) => r.item_id === id);
      expect(meta.length).toBeGreaterThanOrEqual(1);
      expect(mine).toEqual(meta.map((related, weight) => ({ pod_id: 40, field_id: 41, item_id: id, related_pod_id: 0, related_field_id: 0, related_item_id: related, weight })));
    }

    // Action
    const deleted = await file.worker.call('POST', '/generate/posts/delete', { post_type: 'post' });

    // Assert
    expect(deleted.status).toBe(200);
    expect(await podsrel()).toEqual([{ pod_id: 40, field_id: 41, item_id: 1, related_pod_id: 0, related_field_id: 0, related_item_id: 2, weight: 0 }]);
  });
});
