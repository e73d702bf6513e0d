import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { TermWriteRepository, type StoredTerm } from '../../db/repositories/term.repository.js';
import type { PostDraft, TermPick } from '../../generators/posts/post-draft.js';
import type { StatementQueue } from './statement-queue.js';
import { TermWriter } from './term-writer.js';

const termKey = (taxonomy: string, name: string): string => `${taxonomy}\u0000${name.toLowerCase()}`;

/**
 * The terms a run's posts are filed under: new names made terms (once per run), the categories
 * permalinks are built from, and the relationships with what they add to the terms' counts.
 */
export class PostTermLinks {
  readonly newTerms: StoredTerm[] = [];
  /** Term taxonomy ids the run's posts were related to. */
  readonly related = new Set<number>();
  /** The run's published posts per term taxonomy id. */
  readonly published = new Map<number, number>();
  private readonly ttByName = new Map<string, number>();
  /** Each taxonomy's terms, once read (once per run), with those the run added. */
  private readonly termsOf = new Map<string, StoredTerm[]>();
  private readonly defaultCategory: StoredTerm | undefined;

  /** `categories`: the site's, for %category% in permalinks (none for types other than post). */
  constructor(private readonly trx: Database, private readonly host: HostContext, private readonly categories: StoredTerm[], defaultCategoryId: number, private readonly queue: StatementQueue) {
    this.defaultCategory = categories.find((t) => t.termId === defaultCategoryId);
  }

  /** New term names of a chunk, per taxonomy; a name the taxonomy already has is that term (wp_insert_term() refuses duplicates). */
  async insertNew(drafts: PostDraft[]): Promise<void> {
    const terms = new TermWriteRepository(this.trx);
    for (const [taxonomy, names] of newNames(drafts)) {
      let known = this.termsOf.get(taxonomy);
      if (!known) {
        known = await terms.inTaxonomies([taxonomy]);
        for (const t of known) this.ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
        this.termsOf.set(taxonomy, known);
      }
      const fresh = [...names.values()].filter((name) => !this.ttByName.has(termKey(taxonomy, name)));
      if (fresh.length === 0) continue;
      const writer = new TermWriter(this.trx, this.queue);
      const stored = await writer.withTaxonomyIds(taxonomy, await writer.write(this.host, this.host.taxonomies[taxonomy]!, fresh.map((name) => ({ name, description: '', parentIndex: -1 })), known));
      known.push(...stored);
      for (const t of stored) this.ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
      this.newTerms.push(...stored);
      if (taxonomy === 'category') this.categories.push(...stored);
    }
  }

  /** %category% of each post: its lowest-id category with the parents' slugs before it, as get_permalink() builds it. */
  categoryPaths(drafts: PostDraft[]): string[] {
    const byTt = new Map(this.categories.map((t) => [t.termTaxonomyId, t]));
    const byId = new Map(this.categories.map((t) => [t.termId, t]));
    const path = (term: StoredTerm | undefined): string => {
      const parts: string[] = [];
      for (let cur = term, depth = 0; cur && depth < 20; cur = byId.get(cur.parent), depth++) parts.unshift(cur.slug);
      return parts.join('/');
    };
    return drafts.map((d) => {
      const picked = (d.terms.category ?? [])
        .map((p) => byTt.get(this.termTaxonomyId('category', p) ?? 0))
        .filter((t): t is StoredTerm => t !== undefined)
        .sort((a, b) => a.termId - b.termId);
      return path(picked[0] ?? this.defaultCategory);
    });
  }

  /**
   * The posts' term relationships, with the default category for posts that got none (as
   * wp_insert_post() does); `statuses`: each post's, as published ones count.
   */
  relate(drafts: PostDraft[], postIds: number[], statuses: string[]): void {
    const relations: Array<{ object_id: number; term_taxonomy_id: number }> = [];
    drafts.forEach((d, i) => {
      const ids = new Set<number>();
      for (const [taxonomy, picks] of Object.entries(d.terms)) {
        for (const p of picks) {
          const id = this.termTaxonomyId(taxonomy, p);
          if (id === undefined) throw new Error(`The new term "${taxonomy}: ${p.kind === 'new' ? p.name : ''}" was not written before its posts.`);
          ids.add(id);
        }
      }
      if (this.defaultCategory && !d.terms.category?.length) ids.add(this.defaultCategory.termTaxonomyId);
      for (const term_taxonomy_id of ids) {
        relations.push({ object_id: postIds[i]!, term_taxonomy_id });
        this.related.add(term_taxonomy_id);
        if (statuses[i] === 'publish') this.published.set(term_taxonomy_id, (this.published.get(term_taxonomy_id) ?? 0) + 1);
      }
    });
    this.queue.add(new TermWriteRepository(this.trx).relate(relations));
  }

  private termTaxonomyId(taxonomy: string, pick: TermPick): number | undefined {
    return pick.kind === 'existing' ? pick.termTaxonomyId : this.ttByName.get(termKey(taxonomy, pick.name));
  }
}

/** The new names the drafts ask for, per taxonomy, each once whatever its case. */
function newNames(drafts: PostDraft[]): Map<string, Map<string, string>> {
  const wanted = new Map<string, Map<string, string>>();
  for (const d of drafts) {
    for (const [taxonomy, picks] of Object.entries(d.terms)) {
      for (const p of picks) {
        if (p.kind !== 'new') continue;
        const names = wanted.get(taxonomy) ?? new Map<string, string>();
        wanted.set(taxonomy, names.set(p.name.toLowerCase(), p.name));
      }
    }
  }
  return wanted;
}
