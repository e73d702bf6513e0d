import type { HostContext } from '../../contract/host-context.js';

/** get_default_comment_status(): pages and types without the feature are closed. */
export function defaultCommentStatus(host: HostContext, postType: string, kind: 'comment' | 'ping', optionValue: string): string {
  if (postType === 'page') return 'closed';
  const feature = kind === 'ping' ? 'trackbacks' : 'comments';
  return host.post_types[postType]?.supports[feature] ? optionValue : 'closed';
}

/** Slugs wp_unique_post_slug() never hands out as they are (feeds and embeds would shadow them). */
const BAD_SLUGS = new Set(['feed', 'rdf', 'rss', 'rss2', 'atom', 'embed']);

/** wp_unique_post_slug(): the slug itself when free, else the first free `slug-N` from 2 on. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  if (taken.has(slug) || BAD_SLUGS.has(slug)) {
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
