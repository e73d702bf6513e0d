import type { HostContext, TaxonomyInfo } from '../contract/host-context.js';
import type { TermRecord, TermRepository } from '../db/repositories/term.repository.js';
import { ApiError, ErrorCode } from '../errors.js';
import { internalTaxonomyReason } from './internal-types.js';

export interface TaxonomyView {
  name: string;
  label: string;
  labels: Record<string, string>;
  hierarchical: boolean;
  public: boolean;
  post_types: string[];
  count: number;
}

export interface TermView {
  id: number;
  name: string;
  slug: string;
  parent: number;
  count: number;
  description: string;
}

export function requireTaxonomy(host: HostContext, slug: string): TaxonomyInfo {
  const taxonomy = host.taxonomies[slug];
  if (!taxonomy) throw new ApiError(ErrorCode.InvalidTaxonomy, `Taxonomy "${slug}" is not registered.`);
  return taxonomy;
}

/** A taxonomy SeedPress may fill with terms (for a post type's posts, when one is named). */
export function requireFillableTaxonomy(host: HostContext, slug: string, postType?: string): TaxonomyInfo {
  const taxonomy = requireTaxonomy(host, slug);
  const internal = internalTaxonomyReason(taxonomy);
  if (internal) throw new ApiError(ErrorCode.InvalidTaxonomy, `Taxonomy "${slug}" is internal to WordPress (${internal}); SeedPress does not generate its terms.`);
  if (postType !== undefined && !host.post_types[postType]?.taxonomies.includes(slug)) {
    throw new ApiError(ErrorCode.InvalidTaxonomy, `Taxonomy "${slug}" is not registered for post type "${postType}".`);
  }
  return taxonomy;
}

const toTermView = (t: TermRecord): TermView => ({
  id: t.term_id,
  name: t.name,
  slug: t.slug,
  parent: t.parent,
  count: t.count,
  description: t.description,
});

export class TaxonomyService {
  constructor(private readonly terms: TermRepository) {}

  async listPublic(host: HostContext): Promise<TaxonomyView[]> {
    const taxonomies = Object.values(host.taxonomies).filter((t) => t.public && internalTaxonomyReason(t) === null);
    const counts = await this.terms.countByTaxonomy(taxonomies.map((t) => t.name));
    return taxonomies.map((t) => ({
      name: t.name,
      label: t.label,
      labels: t.labels,
      hierarchical: t.hierarchical,
      public: t.public,
      post_types: t.object_type,
      count: counts.get(t.name) ?? 0,
    }));
  }

  async listTerms(host: HostContext, taxonomy: string, filter: { search?: string; parent?: number; per_page: number }) {
    requireTaxonomy(host, taxonomy);
    const { terms, total } = await this.terms.list({ taxonomy, search: filter.search, parent: filter.parent, limit: filter.per_page });
    return { terms: terms.map(toTermView), total };
  }
}
