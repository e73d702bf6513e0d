import { flagSpecs, type FlagSpec } from './flags.js';
import { requestMembers, resolve } from './schemas.js';

export interface Command {
  /** `generate posts`, `cleanup`, … */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  route: string;
  /** The endpoint schema its flags come from, and which part of the request they fill. */
  schema: string;
  part: 'query' | 'body';
  summary: string;
  /** Generation commands: the singular and plural of what they make. */
  nouns?: [string, string];
  /** Counts above the site's per-request capacity go in batches of that capacity. */
  batched?: boolean;
}

export const COMMANDS: Command[] = [
  { name: 'generate posts', method: 'POST', route: '/generate/posts', schema: 'generate-posts.post', part: 'body', summary: 'Generate posts of any post type.', nouns: ['post', 'posts'], batched: true },
  { name: 'generate terms', method: 'POST', route: '/generate/terms', schema: 'generate-terms.post', part: 'body', summary: 'Generate taxonomy terms (full edition).', nouns: ['term', 'terms'], batched: true },
  { name: 'generate users', method: 'POST', route: '/generate/users', schema: 'generate-users.post', part: 'body', summary: 'Generate users (full edition).', nouns: ['user', 'users'], batched: true },
  { name: 'generate comments', method: 'POST', route: '/generate/comments', schema: 'generate-comments.post', part: 'body', summary: 'Generate comments on published posts (full edition).', nouns: ['comment', 'comments'] },
  { name: 'cleanup', method: 'DELETE', route: '/cleanup/all', schema: 'cleanup-all.delete', part: 'body', summary: 'Delete everything SeedPress generated, for good, and clear the history.' },
  { name: 'history list', method: 'GET', route: '/history', schema: 'history.get', part: 'query', summary: 'List the history of generated items, newest first.' },
];

export interface CommandFlags {
  specs: FlagSpec[];
  /** The API's maximum per request for `count`, when the command batches. */
  batchMax?: number;
}

/** A batched command takes any positive count: only each request is held to the site's capacity, at most the schema's maximum. */
export function commandFlags(command: Command): CommandFlags {
  const specs = flagSpecs(requestMembers(command.schema, command.part), resolve);
  const count = specs.find((s) => s.member === 'count');
  if (!command.batched || !count) return { specs };
  const batchMax = count.schema.maximum as number;
  count.schema = { ...count.schema, maximum: Number.MAX_SAFE_INTEGER, description: `Any number: above the site's per-request capacity (at most ${batchMax}), sent in batches of that capacity, one after the other.` };
  return { specs, batchMax };
}
