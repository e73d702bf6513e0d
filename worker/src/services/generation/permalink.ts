import type { HostContext } from '../../contract/host-context.js';
import { plainGuid } from './wordpress-rules.js';

export interface PermalinkPost {
  id: number;
  postType: string;
  status: string;
  slug: string;
  /** post_date, site time, `YYYY-MM-DD HH:MM:SS`. */
  dateLocal: string;
  /** For %category%: slug path of the post's first category (lowest term id), parents first. */
  categoryPath: string;
  /** For %author%: user_nicename. */
  authorNicename: string;
}

/** Statuses get_permalink() and get_post_permalink() answer with a query-string link for. */
const UNPUBLISHED = new Set(['draft', 'pending', 'auto-draft', 'future']);

const REWRITE_TAG = /%(year|monthnum|day|hour|minute|second|postname|post_id|category|author)%/g;

const trailing = (structure: string, link: string): string => (structure.endsWith('/') ? `${link.replace(/\/+$/, '')}/` : link.replace(/\/+$/, ''));

/**
 * What get_permalink() returns right after wp_insert_post(): that is the guid WordPress stores
 * for a post inserted without one.
 */
export function insertGuid(host: HostContext, post: PermalinkPost): string {
  const home = host.site.home.replace(/\/+$/, '');
  const structure = host.permalinks?.structure ?? '';
  const type = host.post_types[post.postType];
  if (post.postType === 'post') {
    if (!structure || UNPUBLISHED.has(post.status) || !post.slug) return plainGuid(home, 'post', post.id);
    const [date = '', time = ''] = post.dateLocal.split(' ');
    const [year = '', monthnum = '', day = ''] = date.split('-');
    const [hour = '', minute = '', second = ''] = time.split(':');
    const tags: Record<string, string> = {
      year, monthnum, day, hour, minute, second,
      postname: post.slug,
      post_id: String(post.id),
      category: post.categoryPath,
      author: post.authorNicename,
    };
    // One pass over the structure: a run asks for hundreds of links.
    const path = structure.replace(REWRITE_TAG, (tag: string, name: string) => tags[name] ?? tag);
    return home + path;
  }
  if (post.postType === 'page') {
    if (!structure || UNPUBLISHED.has(post.status) || !post.slug) return plainGuid(home, 'page', post.id);
    return trailing(structure, `${home}/${post.slug}`);
  }
  const rewrite = type?.rewrite;
  if (structure && rewrite && !UNPUBLISHED.has(post.status) && post.slug) {
    const front = rewrite.with_front ? (host.permalinks?.front ?? '/') : '/';
    return trailing(structure, `${home}${front}${rewrite.slug}/${post.slug}`);
  }
  if (type?.query_var && !UNPUBLISHED.has(post.status) && post.slug) return `${home}/?${type.query_var}=${post.slug}`;
  return plainGuid(home, post.postType, post.id);
}

/** Per site context: whether insertGuid() puts the id into the link, by branchKey(). */
const HOLDS_ID = new WeakMap<HostContext, Map<string, boolean>>();

/** What decides which of insertGuid()'s links a post gets; the id is in it or not for all such posts alike. */
const branchKey = (post: Omit<PermalinkPost, 'id'>): string => `${post.postType}\u0000${UNPUBLISHED.has(post.status)}\u0000${post.slug === ''}`;

/**
 * insertGuid() when it does not hold the post's id, so the row can be inserted with its guid
 * (no UPDATE after the insert); null when it does (plain links, a %post_id% structure).
 */
export function guidBeforeInsert(host: HostContext, post: Omit<PermalinkPost, 'id'>): string | null {
  let known = HOLDS_ID.get(host);
  if (!known) HOLDS_ID.set(host, (known = new Map()));
  const key = branchKey(post);
  const holdsId = known.get(key);
  if (holdsId === true) return null;
  const link = insertGuid(host, { ...post, id: 1 });
  if (holdsId === false) return link;
  // Two ids giving one link prove the link has no id in it, whatever branch made it; a run asks
  // once per kind of post, not for each of its hundreds.
  const same = link === insertGuid(host, { ...post, id: 2 });
  known.set(key, !same);
  return same ? link : null;
}
