import type { PodsRelation } from '../fields/field-value.js';
import type { DraftMedia } from '../media/media-order.js';

/** One post as planned in memory, before any id exists. */
export type ConcreteStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future';

export interface CommentDraft {
  /** Index of the parent within the same post's comments; null for a top-level comment. */
  parent: number | null;
  author: string;
  email: string;
  url: string;
  ip: string;
  agent: string;
  content: string;
  dateUtcMs: number;
  /** comment_approved: '1', or '0' for a comment held for moderation. */
  approved: '0' | '1';
  /** The registered user who wrote it, or 0. */
  userId: number;
}

export type TermPick = { kind: 'existing'; termTaxonomyId: number } | { kind: 'new'; name: string };

export interface PostDraft {
  title: string;
  content: string;
  excerpt: string;
  status: ConcreteStatus;
  dateUtcMs: number;
  /** A user id chosen by the client, or null for the author pool. */
  authorId: number | null;
  meta: Array<[key: string, value: string]>;
  /** Pods' wp_podsrel rows of this post's relationship and file fields. */
  podsRelations: PodsRelation[];
  /** Custom fields filled (a repeater counts once, whatever rows it wrote). */
  customFields: number;
  terms: Record<string, TermPick[]>;
  comments: CommentDraft[];
  wantsImage: boolean;
  /** New attachments its media fields asked for, made before the run is written. */
  media?: DraftMedia;
}
