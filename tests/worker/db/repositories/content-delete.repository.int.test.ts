import { ContentDeleteRepository } from '../../../../worker/src/db/repositories/content-delete.repository.js';
import type { StoredTerm } from '../../../../worker/src/db/repositories/term.repository.js';
import { handMadeTerms } from '../../../support/hand-made-terms.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => test.drop());

const parentOf = async (term: StoredTerm): Promise<number | undefined> =>
  (await test.db.selectFrom('term_taxonomy').select('parent').where('term_taxonomy_id', '=', term.termTaxonomyId).executeTakeFirst())?.parent;

describe('ContentDeleteRepository.deleteTerms', () => {
  it('moves a surviving term under its nearest surviving ancestor, as wp_delete_term() one term at a time does, within its own taxonomy only', async () => {
    // Setup: keep › gone-1 › gone-2 › survivor in category; a genre term whose parent id happens to be gone-2's.
    const [keep] = await handMadeTerms(test.db, 'category', [{ name: 'Keep', slug: 'keep' }]);
    const [gone1] = await handMadeTerms(test.db, 'category', [{ name: 'Gone 1', slug: 'gone-1', parent: keep!.termId }]);
    const [gone2] = await handMadeTerms(test.db, 'category', [{ name: 'Gone 2', slug: 'gone-2', parent: gone1!.termId }]);
    const [survivor] = await handMadeTerms(test.db, 'category', [{ name: 'Survivor', slug: 'survivor', parent: gone2!.termId }]);
    const [other] = await handMadeTerms(test.db, 'genre', [{ name: 'Other', slug: 'other', parent: gone2!.termId }]);

    // Action: the deeper one first (core would move the survivor to gone-1, then on to keep).
    await new ContentDeleteRepository(test.db).deleteTerms([gone2!, gone1!], new Map());

    // Assert
    expect(await parentOf(survivor!)).toBe(keep!.termId);
    expect(await parentOf(other!)).toBe(gone2!.termId);
    expect(await parentOf(gone1!)).toBeUndefined();
  });
});
