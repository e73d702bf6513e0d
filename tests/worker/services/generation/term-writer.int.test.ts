import type { HostContext, TaxonomyInfo } from '../../../../worker/src/contract/host-context.js';
import { TermWriteRepository } from '../../../../worker/src/db/repositories/term.repository.js';
import { queued } from '../../../../worker/src/services/generation/statement-queue.js';
import { TermWriter } from '../../../../worker/src/services/generation/term-writer.js';
import { handMadeTerms } from '../../../support/hand-made-terms.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => test.drop());

const host = { wp_version: '6.8.3', site: { locale: 'en_US' } } as unknown as HostContext;
const category = { name: 'category', hierarchical: true } as TaxonomyInfo;

describe('TermWriter', () => {
  it('writes parents before children with wp_unique_term_slug() slugs, the flag, and {taxonomy}_children, and reads their term taxonomy ids', async () => {
    // Setup: hand-made categories "travel" › "asia", and a tag "europe".
    const [handMade] = await handMadeTerms(test.db, 'category', [{ name: 'Travel', slug: 'travel' }]);
    const [asia] = await handMadeTerms(test.db, 'category', [{ name: 'Asia', slug: 'asia', parent: handMade!.termId }]);
    await handMadeTerms(test.db, 'post_tag', [{ name: 'Europe', slug: 'europe' }]);

    // Action
    const stored = await test.db.transaction().execute((trx) => queued(async (queue) => {
      const existing = await new TermWriteRepository(trx).inTaxonomies(['category']);
      const writer = new TermWriter(trx, queue);
      return writer.withTaxonomyIds('category', await writer.write(host, category, [
        { name: 'Travel', description: 'Trips.', parentIndex: -1 },
        { name: 'Europe', description: 'The continent.', parentIndex: 0 },
        { name: 'Travel', description: 'Within Europe.', parentIndex: 1 },
      ], existing));
    }));

    // Assert
    const [travel, europe, nested] = stored.map((t) => t.termId);
    expect(stored.map((t) => [t.name, t.slug, t.parent])).toEqual([['Travel', 'travel-2', 0], ['Europe', 'europe', travel], ['Travel', 'travel-europe', europe]]);
    const taxonomyRows = await test.db.selectFrom('term_taxonomy').select(['term_id', 'term_taxonomy_id']).where('taxonomy', '=', 'category').where('term_id', 'in', [travel!, europe!, nested!]).execute();
    expect(stored.map((t) => [t.termId, t.termTaxonomyId]).sort()).toEqual(taxonomyRows.map((r) => [r.term_id, r.term_taxonomy_id]).sort());
    const rows = await test.db.selectFrom('term_taxonomy').select(['term_id', 'parent', 'description', 'count']).where('term_id', 'in', [travel!, europe!, nested!]).orderBy('term_id').execute();
    expect(rows).toEqual([
      { term_id: travel, parent: 0, description: 'Trips.', count: 0 },
      { term_id: europe, parent: travel, description: 'The continent.', count: 0 },
      { term_id: nested, parent: europe, description: 'Within Europe.', count: 0 },
    ]);
    const flags = await test.db.selectFrom('termmeta').select(['term_id', 'meta_key', 'meta_value']).where('term_id', 'in', [handMade!.termId, travel!, europe!, nested!]).orderBy('term_id').execute();
    expect(flags).toEqual([travel, europe, nested].map((term_id) => ({ term_id, meta_key: '_seedpress_generated', meta_value: '1' })));
    const option = await test.db.selectFrom('options').select(['option_value', 'autoload']).where('option_name', '=', 'category_children').executeTakeFirst();
    // The hand-made branch stays in the option, in term id order as _get_term_hierarchy() reads it.
    expect(option).toEqual({
      option_value: `a:3:{i:${handMade!.termId};a:1:{i:0;i:${asia!.termId};}i:${travel};a:1:{i:0;i:${europe};}i:${europe};a:1:{i:0;i:${nested};}}`,
      autoload: 'auto',
    });
  });
});
