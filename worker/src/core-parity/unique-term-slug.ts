/**
 * wp_unique_term_slug() (wp-includes/taxonomy.php) for a new term on a site whose db_version is at
 * least 30133: a slug only needs changing when the term's own taxonomy has it. Then, in a
 * hierarchical taxonomy, the parents' slugs are appended one at a time (while the result is still
 * taken anywhere), and a number from -2 on if the slug is still taken by any term.
 */
export interface TermSlugSite {
  /** Slugs of the term's taxonomy. */
  inTaxonomy: ReadonlySet<string>;
  /** Slugs of every term of the site, whatever its taxonomy. */
  anywhere: ReadonlySet<string>;
  /** The slug and parent of a term of the taxonomy, by term id (or by planned id). */
  parentOf(termId: number): { slug: string; parent: number } | undefined;
}

export function uniqueTermSlug(slug: string, term: { parent: number; hierarchical: boolean }, site: TermSlugSite): string {
  if (!site.inTaxonomy.has(slug)) return slug;
  let parentSuffix = '';
  if (term.hierarchical && term.parent !== 0) {
    for (let parentId = term.parent; parentId !== 0;) {
      const parent = site.parentOf(parentId);
      if (!parent) break;
      parentSuffix += `-${parent.slug}`;
      if (!site.anywhere.has(slug + parentSuffix)) break;
      parentId = parent.parent;
    }
  }
  const base = slug + parentSuffix;
  if (!site.anywhere.has(base)) return base;
  let number = 2;
  while (site.anywhere.has(`${base}-${number}`)) number++;
  return `${base}-${number}`;
}
