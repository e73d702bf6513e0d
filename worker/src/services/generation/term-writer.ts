import type { HostContext, TaxonomyInfo } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import { TermWriteRepository, type StoredTerm } from '../../db/repositories/term.repository.js';
import { phpArray, metaString } from '../../core-parity/php-value.js';
import type { PlannedTerm } from '../../generators/terms/term-tree.js';
import { uniqueTermSlug } from '../../core-parity/unique-term-slug.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { isWordPressAtLeast } from '../../core-parity/wp-version.js';
import { GENERATED_FLAG } from '../../db/seedpress-meta.js';
import type { StatementQueue } from './statement-queue.js';

/** A term as the writer knows it: its term taxonomy id is read only by runs that need it (withTaxonomyIds()). */
export type WrittenTerm = Omit<StoredTerm, 'termTaxonomyId'>;

/**
 * Writes planned terms of one taxonomy inside a run's transaction, as wp_insert_term() would:
 * slugs from sanitize_title() made unique by wp_unique_term_slug(), parents before children,
 * the generated flag as term meta, and `{taxonomy}_children` rebuilt as _get_term_hierarchy() does.
 * Statements whose answers nothing waits for go on the run's queue.
 */
export class TermWriter {
  private readonly terms: TermWriteRepository;

  constructor(private readonly trx: Database, private readonly queue: StatementQueue) {
    this.terms = new TermWriteRepository(trx);
  }

  /**
   * The stored terms, in the planned order. `existing`: the taxonomy's terms as read in this
   * transaction, under the site's write lock (the hierarchy option is built from them and the new ones).
   */
  async write(host: HostContext, taxonomy: TaxonomyInfo, planned: readonly PlannedTerm[], existing: readonly WrittenTerm[]): Promise<WrittenTerm[]> {
    // A tree repeats its facet names under every parent: each name is sanitised once.
    const baseOf = new Map<string, string>();
    const bases = planned.map((term) => {
      let base = baseOf.get(term.name);
      if (base === undefined) baseOf.set(term.name, (base = sanitizeTitle(term.name, host.site.locale) || 'term'));
      return base;
    });
    const known = await this.terms.slugsLike(bases);
    const inTaxonomy = new Set(known.filter((row) => row.taxonomy === taxonomy.name).map((row) => row.slug));
    const anywhere = new Set(known.map((row) => row.slug));
    const termIds: number[] = [];
    const parents: number[] = [];
    const slugs: string[] = [];
    const parentOf = new Map<number, { parent: number; slug: string }>();
    // One INSERT per level: a level's parents have ids by then.
    for (const level of levels(planned)) {
      const rows = level.map((index) => {
        const parent = planned[index]!.parentIndex === -1 ? 0 : termIds[planned[index]!.parentIndex]!;
        const slug = uniqueTermSlug(bases[index]!, { parent, hierarchical: taxonomy.hierarchical }, { inTaxonomy, anywhere, parentOf: (id) => parentOf.get(id) });
        inTaxonomy.add(slug);
        anywhere.add(slug);
        return { name: planned[index]!.name, slug, parent };
      });
      const ids = await this.terms.insertTerms(rows);
      // The next level's ids are read among terms without a taxonomy row: this level's rows are
      // sent before that read on the transaction's one connection.
      this.queue.add(this.terms.insertTaxonomyRows(taxonomy.name, level.map((index, i) => ({ term_id: ids[i]!, description: planned[index]!.description, parent: rows[i]!.parent }))));
      level.forEach((index, i) => {
        termIds[index] = ids[i]!;
        parents[index] = rows[i]!.parent;
        slugs[index] = rows[i]!.slug;
        parentOf.set(ids[i]!, { parent: rows[i]!.parent, slug: rows[i]!.slug });
      });
    }
    this.queue.add(this.terms.insertMeta(termIds.map((id) => ({ term_id: id, meta_key: GENERATED_FLAG, meta_value: '1' }))));
    const written = planned.map((term, index) => ({ termId: termIds[index]!, taxonomy: taxonomy.name, name: term.name, slug: slugs[index]!, parent: parents[index]! }));
    if (taxonomy.hierarchical) this.queue.add(this.storeHierarchy(host, taxonomy.name, [...existing, ...written]));
    return written;
  }

  /** Terms written in `taxonomy`, with their term taxonomy ids, read once their rows are in. */
  async withTaxonomyIds(taxonomy: string, written: readonly WrittenTerm[]): Promise<StoredTerm[]> {
    const ttIds = await this.terms.taxonomyIds(taxonomy, written.map((t) => t.termId));
    this.queue.rethrow();
    return written.map((term) => ({ ...term, termTaxonomyId: ttIds.get(term.termId) ?? missing(term.slug) }));
  }

  /** clean_taxonomy_cache() rebuilds the option right away; a new option is added with core's default autoload. */
  private async storeHierarchy(host: HostContext, taxonomy: string, terms: readonly WrittenTerm[]): Promise<void> {
    const value = metaString(phpArray([...hierarchy(terms)].map(([parent, ids]) => [parent, ids] as const)));
    const autoload = isWordPressAtLeast(host.wp_version, 6, 6) ? 'auto' : 'yes';
    await new OptionRepository(this.trx).upsert(`${taxonomy}_children`, value, autoload);
  }
}

/** _get_term_hierarchy(): child term ids by parent term id, in term id order. */
function hierarchy(terms: readonly WrittenTerm[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const { termId, parent } of [...terms].sort((a, b) => a.termId - b.termId)) {
    if (parent === 0) continue;
    const siblings = children.get(parent);
    if (siblings) siblings.push(termId);
    else children.set(parent, [termId]);
  }
  return children;
}

/** Planned indexes level by level, top level first. */
function levels(planned: readonly PlannedTerm[]): number[][] {
  const depthOf: number[] = [];
  const out: number[][] = [];
  planned.forEach((term, index) => {
    const depth = term.parentIndex === -1 ? 0 : depthOf[term.parentIndex]! + 1;
    depthOf[index] = depth;
    (out[depth] ??= []).push(index);
  });
  return out;
}

function missing(slug: string): never {
  throw new Error(`The taxonomy row of the new term ${slug} was not found.`);
}
