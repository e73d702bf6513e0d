import type { Database } from '../../worker/src/db/database.js';
import { TermWriteRepository, type StoredTerm } from '../../worker/src/db/repositories/term.repository.js';

/** Terms of one taxonomy as a site's own (no generated flag), top-level unless a parent term id is given. */
export async function handMadeTerms(db: Database, taxonomy: string, terms: Array<{ name: string; slug: string; parent?: number }>): Promise<StoredTerm[]> {
  const repository = new TermWriteRepository(db);
  const termIds = await repository.insertTerms(terms);
  await repository.insertTaxonomyRows(taxonomy, terms.map((t, i) => ({ term_id: termIds[i]!, description: '', parent: t.parent ?? 0 })));
  const ttIds = await repository.taxonomyIds(taxonomy, termIds);
  return terms.map((t, i) => ({ termId: termIds[i]!, termTaxonomyId: ttIds.get(termIds[i]!)!, taxonomy, name: t.name, slug: t.slug, parent: t.parent ?? 0 }));
}
