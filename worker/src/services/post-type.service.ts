import type { HostContext, PostTypeInfo, TaxonomyInfo } from '../contract/host-context.js';
import type { PostRepository } from '../db/repositories/post.repository.js';
import type { TermRepository } from '../db/repositories/term.repository.js';
import { ApiError, ErrorCode } from '../errors.js';
import { internalPostTypeReason } from './internal-types.js';

/** The features the spec lists; each is always reported, registered or not. */
const SUPPORT_FEATURES = ['title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats'];
/** Public, but not content SeedPress generates as posts (spec: `/cpts/all`). */
const EXCLUDED_TYPES = new Set(['attachment', 'page']);

export interface PostTypeView {
  name: string;
  label: string;
  labels: Record<string, string>;
  description: string;
  public: boolean;
  hierarchical: boolean;
  has_archive: boolean;
  supports: Record<string, boolean>;
  taxonomies: string[];
  menu_icon: string | null;
  count: Record<string, number>;
}

export interface TemplateTaxonomy {
  name: string;
  label: string;
  hierarchical: boolean;
  public: boolean;
  term_count: number;
  modes: string[];
  default: { mode: string; count_min: number; count_max: number; use_existing: boolean };
}

export function supportsOf(type: PostTypeInfo): Record<string, boolean> {
  const supports: Record<string, boolean> = Object.fromEntries(SUPPORT_FEATURES.map((f) => [f, false]));
  for (const [feature, enabled] of Object.entries(type.supports)) supports[feature] = enabled;
  return supports;
}

export function requirePostType(host: HostContext, slug: string): PostTypeInfo {
  const type = host.post_types[slug];
  if (!type) throw new ApiError(ErrorCode.InvalidPostType, `Post type "${slug}" is not registered.`);
  return type;
}

/** A post type generation can fill: registered, and not internal (internal-types.ts says why). */
export function requireGeneratablePostType(host: HostContext, slug: string): PostTypeInfo {
  const type = requirePostType(host, slug);
  const internal = internalPostTypeReason(type);
  if (internal) throw new ApiError(ErrorCode.InvalidPostType, `Post type "${slug}" is internal to WordPress (${internal}); SeedPress does not generate it.`);
  return type;
}

export class PostTypeService {
  constructor(
    private readonly posts: PostRepository,
    private readonly terms: TermRepository,
  ) {}

  /** Like wp_count_posts(): every registered status appears, zero when no post has it. */
  async listPublic(host: HostContext): Promise<PostTypeView[]> {
    const types = Object.values(host.post_types).filter((t) => t.public && !EXCLUDED_TYPES.has(t.name));
    const counts = await this.posts.countByStatus(types.map((t) => t.name));
    return types.map((type) => {
      const count: Record<string, number> = Object.fromEntries(host.post_statuses.map((s) => [s, 0]));
      for (const row of counts) if (row.post_type === type.name) count[row.post_status] = row.count;
      return {
        name: type.name,
        label: type.label,
        labels: type.labels,
        description: type.description,
        public: type.public,
        hierarchical: type.hierarchical,
        has_archive: type.has_archive,
        supports: supportsOf(type),
        taxonomies: type.taxonomies,
        menu_icon: type.menu_icon,
        count,
      };
    });
  }

  supports(host: HostContext, slug: string): { post_type: string; supports: Record<string, boolean> } {
    return { post_type: slug, supports: supportsOf(requirePostType(host, slug)) };
  }

  /** The taxonomies a template can configure for a post type, with the generator's defaults. */
  async templateTaxonomies(host: HostContext, slug: string): Promise<TemplateTaxonomy[]> {
    const type = requirePostType(host, slug);
    const taxonomies = type.taxonomies
      .map((t) => host.taxonomies[t])
      .filter((t): t is TaxonomyInfo => t !== undefined && t.show_ui);
    const counts = await this.terms.countByTaxonomy(taxonomies.map((t) => t.name));
    return taxonomies.map((t) => ({
      name: t.name,
      label: t.label,
      hierarchical: t.hierarchical,
      public: t.public,
      term_count: counts.get(t.name) ?? 0,
      modes: ['none', 'choose', 'create'],
      default: { mode: 'create', count_min: 1, count_max: 3, use_existing: true },
    }));
  }
}
