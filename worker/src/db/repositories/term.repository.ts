import type { Database } from '../database.js';

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
