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

/**
 * Writes planned terms of one taxonomy inside a run's transaction, as wp_insert_term() would:
 * slugs from sanitize_title() made unique by wp_unique_term_slug(), parents before children,
 * the generated flag as term meta, and `{taxonomy}_children` rebuilt as _get_term_hierarchy() does.
 */
export class TermWriter {
  private readonly terms: TermWriteRepository;

  constructor(private readonly trx: Database) {
    this.terms = new TermWriteRepository(trx);
  }

  /** The stored terms, in the planned order. */
  async write(host: HostContext, taxonomy: TaxonomyInfo, planned: readonly PlannedTerm[]): Promise<StoredTerm[]> {
    const bases = planned.map((term) => sanitizeTitle(term.name, host.site.locale) || 'term');
    const known = await this.terms.slugsLike(bases);
    const inTaxonomy = new Set(known.filter((row) => row.taxonomy === taxonomy.name).map((row) => row.slug));
    const anywhere = new Set(known.map((row) => row.slug));
    const stored: StoredTerm[] = [];
    const byTermId = new Map<number, StoredTerm>();
    // One INSERT per level: a level's parents have ids by then.
    for (const level of levels(planned)) {
      const rows = level.map((index) => {
        const parent = planned[index]!.parentIndex === -1 ? 0 : stored[planned[index]!.parentIndex]!.termId;
        const site = { inTaxonomy, anywhere, parentOf: (id: number) => byTermId.get(id) };
        const slug = uniqueTermSlug(bases[index]!, { parent, hierarchical: taxonomy.hierarchical }, site);
        inTaxonomy.add(slug);
        anywhere.add(slug);
        return { name: planned[index]!.name, slug, description: planned[index]!.description, parent };
      });
      const written = await this.terms.insert(taxonomy.name, rows);
      level.forEach((index, i) => {
        stored[index] = written[i]!;
        byTermId.set(written[i]!.termId, written[i]!);
      });
    }
    await this.terms.insertMeta(stored.map((term) => ({ term_id: term.termId, meta_key: GENERATED_FLAG, meta_value: '1' })));
    if (taxonomy.hierarchical) await this.storeHierarchy(host, taxonomy.name);
    return stored;
  }

  /** clean_taxonomy_cache() rebuilds the option right away; a new option is added with core's default autoload. */
  private async storeHierarchy(host: HostContext, taxonomy: string): Promise<void> {
    const children = await this.terms.hierarchy(taxonomy);
    const value = metaString(phpArray([...children].map(([parent, ids]) => [parent, ids] as const)));
    const autoload = isWordPressAtLeast(host.wp_version, 6, 6) ? 'auto' : 'yes';
    await new OptionRepository(this.trx).upsert(`${taxonomy}_children`, value, autoload);
  }
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
