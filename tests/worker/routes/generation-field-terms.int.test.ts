import type { FieldDefinition, HostFields } from '../../../worker/src/contract/field-definition.js';
import { workerWithFields } from '../../support/field-context.js';
import { handMadeTerms } from '../../support/hand-made-terms.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import type { WorkerUnderTest } from '../../support/worker-app.js';

const cmb2 = (name: string, type: string, taxonomy: string): FieldDefinition => ({
  key: name,
  name,
  label: name,
  type,
  required: true,
  instructions: '',
  settings: { taxonomy },
});

const FIELDS: HostFields = {
  adapters: [{ slug: 'cmb2', name: 'CMB2', version: '2.11.0', active: true }],
  // A radio of tags: CMB2 sets the post's tags to the one picked (CMB2_Sanitize::taxonomy(), wp_set_object_terms() without append).
  definitions: { cmb2: { post: [cmb2('main_tag', 'taxonomy_radio', 'post_tag')] } },
};

let test: TestDatabase;
let worker: WorkerUnderTest;

beforeAll(async () => {
  test = await createTestDatabase();
  worker = await workerWithFields(test, FIELDS);
});
afterAll(async () => test.drop());

const termsOf = async (postId: number, taxonomy: string): Promise<number[]> =>
  (
    await test.db
      .selectFrom('term_relationships as r')
      .innerJoin('term_taxonomy as tt', 'tt.term_taxonomy_id', 'r.term_taxonomy_id')
      .select('tt.term_id')
      .where('r.object_id', '=', postId)
      .where('tt.taxonomy', '=', taxonomy)
      .execute()
  ).map((row) => row.term_id);

describe('POST /generate/posts with a field that sets the post\'s terms', () => {
  it('gives the post the terms its field holds in that taxonomy, not automatic ones beside them, and automatic terms in the others', async () => {
    // Setup
    const tags = await handMadeTerms(test.db, 'post_tag', [{ name: 'Harbour', slug: 'harbour' }, { name: 'Terrace', slug: 'terrace' }, { name: 'Garden', slug: 'garden' }]);

    // Action
    const res = await worker.call('POST', '/generate/posts', {
      post_type: 'post', count: 8, post_status: 'publish', auto_taxonomies: true, auto_comments: false, set_featured_image: false, seed: 11,
    });

    // Assert
    expect(res.status).toBe(200);
    for (const id of res.body.ids as number[]) {
      const postTags = await termsOf(id, 'post_tag');
      expect(postTags).toHaveLength(1);
      expect(tags.map((t) => t.termId)).toContain(postTags[0]);
      expect((await termsOf(id, 'category')).length).toBeGreaterThanOrEqual(1);
    }
  });
});
