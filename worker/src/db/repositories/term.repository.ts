import { sql } from 'kysely';
import type { Database } from '../database.js';
import { chunk, ID_LIST_CHUNK, insertRows } from './batch-writes.js';

export interface TermRecord {
  term_id: number;
  name: string;
  slug: string;
  parent: number;
  count: number;
  description: string;
}

export interface TermFilter {
  taxonomy: string;
  search?: string | undefined;
  parent?: number | undefined;
  limit: number;
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export class TermRepository {
  constructor(private readonly db: Database) {}

  /** wp_count_terms() with hide_empty false: terms per taxonomy, empty ones included. */
  async countByTaxonomy(taxonomies: string[]): Promise<Map<string, number>> {
    if (taxonomies.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('term_taxonomy')
      .select(['taxonomy', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('taxonomy', 'in', taxonomies)
      .groupBy('taxonomy')
      .execute();
    return new Map(rows.map((r) => [r.taxonomy, Number(r.count)]));
  }

  async list(filter: TermFilter): Promise<{ terms: TermRecord[]; total: number }> {
    let query = this.db
      .selectFrom('terms')
      .innerJoin('term_taxonomy', 'term_taxonomy.term_id', 'terms.term_id')
      .where('term_taxonomy.taxonomy', '=', filter.taxonomy);
    if (filter.search) query = query.where('terms.name', 'like', `%${escapeLike(filter.search)}%`);
    if (filter.parent !== undefined) query = query.where('term_taxonomy.parent', '=', filter.parent);

    const [terms, total] = await Promise.all([
      query
        .select(['terms.term_id', 'terms.name', 'terms.slug', 'term_taxonomy.parent', 'term_taxonomy.count', 'term_taxonomy.description'])
        .orderBy('terms.name')
        .orderBy('terms.term_id')
        .limit(filter.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { terms, total: Number(total.total) };
  }
}

export interface StoredTerm {
  termId: number;
  termTaxonomyId: number;
  taxonomy: string;
  name: string;
  slug: string;
  /** Parent term id (0 at the top). */
  parent: number;
}

export class TermWriteRepository {
  constructor(private readonly db: Database) {}

  async inTaxonomies(taxonomies: string[]): Promise<StoredTerm[]> {
    if (taxonomies.length === 0) return [];
    const rows = await this.db
      .selectFrom('term_taxonomy')
      .innerJoin('terms', 'terms.term_id', 'term_taxonomy.term_id')
      .select(['terms.term_id', 'term_taxonomy.term_taxonomy_id', 'term_taxonomy.taxonomy', 'terms.name', 'terms.slug', 'term_taxonomy.parent'])
      .where('term_taxonomy.taxonomy', 'in', taxonomies)
      .orderBy('term_taxonomy.term_taxonomy_id')
      .execute();
    return rows.map((r) => ({ termId: r.term_id, termTaxonomyId: r.term_taxonomy_id, taxonomy: r.taxonomy, name: r.name, slug: r.slug, parent: r.parent }));
  }

  async byTermTaxonomyIds(ttIds: number[]): Promise<StoredTerm[]> {
    if (ttIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('term_taxonomy')
      .innerJoin('terms', 'terms.term_id', 'term_taxonomy.term_id')
      .select(['terms.term_id', 'term_taxonomy.term_taxonomy_id', 'term_taxonomy.taxonomy', 'terms.name', 'terms.slug', 'term_taxonomy.parent'])
      .where('term_taxonomy.term_taxonomy_id', 'in', ttIds)
      .execute();
    return rows.map((r) => ({ termId: r.term_id, termTaxonomyId: r.term_taxonomy_id, taxonomy: r.taxonomy, name: r.name, slug: r.slug, parent: r.parent }));
  }

  /**
   * The wp_terms rows of new terms, their ids in the given order. Ids are read back as the given
   * slugs among terms that have no taxonomy row yet: inside the writer's transaction only the rows
   * just written qualify.
   */
  async insertTerms(terms: ReadonlyArray<{ name: string; slug: string }>): Promise<number[]> {
    if (terms.length === 0) return [];
    await insertRows(this.db, 'terms', terms.map((t) => ({ name: t.name, slug: t.slug, term_group: 0 })));
    const inserted = await this.db
      .selectFrom('terms')
      .select(['term_id', 'slug'])
      .where('slug', 'in', terms.map((t) => t.slug))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('term_taxonomy').select('term_taxonomy_id').whereRef('term_taxonomy.term_id', '=', 'terms.term_id'))))
      .execute();
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.term_id]));
    return terms.map((t) => idBySlug.get(t.slug) ?? missing(t.slug));
  }

  async insertTaxonomyRows(taxonomy: string, rows: ReadonlyArray<{ term_id: number; description: string; parent: number }>): Promise<void> {
    await insertRows(this.db, 'term_taxonomy', rows.map((r) => ({ ...r, taxonomy, count: 0 })));
  }

  /** Term taxonomy id by term id, for terms of `taxonomy`. */
  async taxonomyIds(taxonomy: string, termIds: readonly number[]): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    for (const part of chunk([...termIds], ID_LIST_CHUNK)) {
      if (part.length === 0) continue;
      const rows = await this.db.selectFrom('term_taxonomy').select(['term_id', 'term_taxonomy_id']).where('taxonomy', '=', taxonomy).where('term_id', 'in', part).execute();
      for (const row of rows) found.set(row.term_id, row.term_taxonomy_id);
    }
    return found;
  }

  /** Slugs of the site's terms that are one of `bases` or start with one and a dash, with their taxonomy ('' for a term without one). */
  async slugsLike(bases: readonly string[]): Promise<Array<{ slug: string; taxonomy: string }>> {
    const found: Array<{ slug: string; taxonomy: string }> = [];
    for (const part of chunk([...new Set(bases)], ID_LIST_CHUNK)) {
      if (part.length === 0) continue;
      const rows = await this.db
        .selectFrom('terms')
        .leftJoin('term_taxonomy', 'term_taxonomy.term_id', 'terms.term_id')
        .select(['terms.slug', 'term_taxonomy.taxonomy'])
        .where((eb) => eb.or(part.flatMap((base) => [eb('terms.slug', '=', base), eb('terms.slug', 'like', `${escapeLike(base)}-%`)])))
        .execute();
      found.push(...rows.map((r) => ({ slug: r.slug, taxonomy: r.taxonomy ?? '' })));
    }
    return found;
  }

  async insertMeta(rows: Array<{ term_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    await insertRows(this.db, 'termmeta', rows);
  }

  async relate(rows: Array<{ object_id: number; term_taxonomy_id: number }>): Promise<void> {
    await insertRows(this.db, 'term_relationships', rows.map((r) => ({ ...r, term_order: 0 })));
  }

  /**
   * _update_post_term_count(): a term counts the published objects of its taxonomy's post types,
   * given by `objectTypes` per taxonomy.
   */
  async recount(terms: ReadonlyArray<Pick<StoredTerm, 'termTaxonomyId' | 'taxonomy'>>, objectTypes: (taxonomy: string) => readonly string[]): Promise<void> {
    // One UPDATE per distinct list of object types, not two queries per term.
    const groups = new Map<string, { types: string[]; ttIds: number[] }>();
    for (const { termTaxonomyId: ttId, taxonomy } of terms) {
      const types = objectTypes(taxonomy);
      const key = [...types].sort().join('\u0000');
      const group = groups.get(key) ?? { types: [...types], ttIds: [] };
      group.ttIds.push(ttId);
      groups.set(key, group);
    }
    for (const { types, ttIds } of groups.values()) {
      for (const part of chunk(ttIds, ID_LIST_CHUNK)) {
        await this.db
          .updateTable('term_taxonomy')
          .set({
            count: (eb) =>
              types.length === 0
                ? eb.val(0)
                : eb
                    .selectFrom('term_relationships')
                    .innerJoin('posts', 'posts.ID', 'term_relationships.object_id')
                    .select((c) => c.fn.countAll<number>().as('n'))
                    .whereRef('term_relationships.term_taxonomy_id', '=', 'term_taxonomy.term_taxonomy_id')
                    .where('posts.post_status', '=', 'publish')
                    .where('posts.post_type', 'in', types),
          })
          .where('term_taxonomy_id', 'in', part)
          .execute();
      }
    }
  }

  /** Adds `added` objects per term taxonomy id to counts known to be exact (see recount()). */
  async addToCounts(added: ReadonlyMap<number, number>): Promise<void> {
    const entries = [...added].filter(([, n]) => n !== 0);
    for (const part of chunk(entries, ID_LIST_CHUNK)) {
      await this.db
        .updateTable('term_taxonomy')
        .set({ count: sql<number>`${sql.ref('count')} + case ${sql.ref('term_taxonomy_id')} ${sql.join(part.map(([tt, n]) => sql`when ${tt} then ${n}`), sql` `)} end` })
        .where('term_taxonomy_id', 'in', part.map(([tt]) => tt))
        .execute();
    }
  }
}

function missing(slug: string): never {
  throw new Error(`Inserted term ${slug} not found.`);
}
