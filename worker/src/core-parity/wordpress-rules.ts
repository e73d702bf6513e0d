import type { HostContext } from '../contract/host-context.js';

/** get_default_comment_status(): pages and types without the feature are closed. */
export function defaultCommentStatus(host: HostContext, postType: string, kind: 'comment' | 'ping', optionValue: string): string {
  if (postType === 'page') return 'closed';
  const feature = kind === 'ping' ? 'trackbacks' : 'comments';
  return host.post_types[postType]?.supports[feature] ? optionValue : 'closed';
}

/** A taxonomy's object types: _update_post_term_count() counts a term's published objects of these. */
export function countedObjectTypes(host: HostContext): (taxonomy: string) => string[] {
  return (taxonomy) => host.taxonomies[taxonomy]?.object_type ?? [];
}

/** Slugs wp_unique_post_slug() never hands out as they are (feeds and embeds would shadow them). */
const BAD_SLUGS = new Set(['feed', 'rdf', 'rss', 'rss2', 'atom', 'embed']);

/**
 * The slugs wp_unique_post_slug() refuses as they are: feeds and embeds for every type; for pages
 * and other hierarchical types also `2` or `page2` (pagination); for posts a number that the
 * permalink structure would read as a year, month or day.
 */
export function badSlugRule(postType: string, hierarchical: boolean, permalinkStructure: string): (slug: string) => boolean {
  const parts = permalinkStructure.split('/').filter(Boolean);
  const at = parts.indexOf('%postname%');
  return (slug) => {
    if (BAD_SLUGS.has(slug)) return true;
    if (hierarchical) return /^(page)?\d+$/.test(slug);
    if (postType !== 'post' || !/^\d+$/.test(slug) || Number(slug) === 0) return false;
    const n = Number(slug);
    return at === 0 || (at > 0 && parts[at - 1] === '%year%' && n < 13) || (at > 0 && parts[at - 1] === '%monthnum%' && n < 32);
  };
}

/** wp_unique_post_slug(): the slug itself when free and allowed, else the first free `slug-N` from 2 on. */
export function uniqueSlug(base: string, taken: Set<string>, bad: (slug: string) => boolean = (s) => BAD_SLUGS.has(s)): string {
  let slug = base;
  if (taken.has(slug) || bad(slug)) {
    for (let n = 2; ; n++) {
      const suffix = `-${n}`;
      slug = truncateSlug(base, 200 - suffix.length) + suffix;
      if (!taken.has(slug)) break;
    }
  }
  taken.add(slug);
  return slug;
}

/** _truncate_post_slug(): never cuts a percent-encoded character in half. */
export function truncateSlug(slug: string, length: number): string {
  if (slug.length <= length) return slug;
  const cut = slug.slice(0, length);
  const lastPercent = cut.lastIndexOf('%');
  return lastPercent >= 0 && lastPercent > length - 3 ? cut.slice(0, lastPercent).replace(/-+$/, '') : cut.replace(/-+$/, '');
}

/** The guid wp_insert_post() writes when none is given: the plain permalink. */
export function plainGuid(home: string, postType: string, id: number): string {
  const root = home.replace(/\/+$/, '');
  if (postType === 'post') return `${root}/?p=${id}`;
  if (postType === 'page') return `${root}/?page_id=${id}`;
  return `${root}/?post_type=${encodeURIComponent(postType)}&p=${id}`;
}
