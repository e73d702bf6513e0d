import type { HostContext } from '../contract/host-context.js';
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

/** Split with it, a structure alternates text and tag names (the capture). */
const REWRITE_TAG = /%(year|monthnum|day|hour|minute|second|postname|post_id|category|author)%/;
type RewriteTag = 'year' | 'monthnum' | 'day' | 'hour' | 'minute' | 'second' | 'postname' | 'post_id' | 'category' | 'author';
/** A tag's value for a post; the date parts are cut from `YYYY-MM-DD HH:MM:SS`. */
const TAG_VALUE: Readonly<Record<RewriteTag, (post: PermalinkPost) => string>> = {
  year: (p) => p.dateLocal.slice(0, 4),
  monthnum: (p) => p.dateLocal.slice(5, 7),
  day: (p) => p.dateLocal.slice(8, 10),
  hour: (p) => p.dateLocal.slice(11, 13),
  minute: (p) => p.dateLocal.slice(14, 16),
  second: (p) => p.dateLocal.slice(17, 19),
  postname: (p) => p.slug,
  post_id: (p) => String(p.id),
  category: (p) => p.categoryPath,
  author: (p) => p.authorNicename,
};

/** Per site context: the link of a published post of type post, its structure parsed once (a run asks for hundreds). */
const POST_LINKS = new WeakMap<HostContext, (post: PermalinkPost) => string>();

function postLink(host: HostContext): (post: PermalinkPost) => string {
  let link = POST_LINKS.get(host);
  if (link) return link;
  const home = host.site.home.replace(/\/+$/, '');
  const parts = (host.permalinks?.structure ?? '').split(REWRITE_TAG);
  link = (post) => {
    let out = home;
    for (let i = 0; i < parts.length; i++) out += i % 2 === 1 ? TAG_VALUE[parts[i] as RewriteTag](post) : parts[i]!;
    return out;
  };
  POST_LINKS.set(host, link);
  return link;
}

const trailing = (structure: string, link: string): string => (structure.endsWith('/') ? `${link.replace(/\/+$/, '')}/` : link.replace(/\/+$/, ''));

/**
 * What get_permalink() returns right after wp_insert_post(): that is the guid WordPress stores
 * for a post inserted without one.
 */
export function insertGuid(host: HostContext, post: PermalinkPost): string {
  const structure = host.permalinks?.structure ?? '';
  const published = !UNPUBLISHED.has(post.status) && post.slug !== '';
  if (post.postType === 'post' && structure && published) return postLink(host)(post);
  const home = host.site.home.replace(/\/+$/, '');
  const type = host.post_types[post.postType];
  if (post.postType === 'post') return plainGuid(home, 'post', post.id);
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
