import { randomUUID } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import type { CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import type { CommentDraft } from '../../generators/posts/post-draft.js';
import { createFaker, loadLocale } from '../../generators/text/faker-factory.js';
import { AttachmentWriter } from './attachment-writer.js';
import type { AvatarPreparer, PreparedAvatars } from './avatar-preparer.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';

/** Offset of the portraits' seed from the run's (any fixed number apart from 0). */
const AVATAR_STREAM = 0x165667b1;

/** Portraits of a run's visitors, stored as files before its transaction. */
export interface VisitorPortraits {
  /** The portrayed visitors' e-mail addresses, by the index AvatarPreparer stored their portraits under. */
  emails: string[];
  prepared: PreparedAvatars;
}

export const NO_PORTRAITS: VisitorPortraits = Object.freeze({ emails: [], prepared: { avatars: new Map(), warnings: [], files: [], journal: null } });

/**
 * Portraits for `percentage` of the visitors (commenters without an account, by e-mail address)
 * of the drafted comments, the same ones for the same seed, fetched from `provider`.
 */
export async function prepareVisitorPortraits(
  avatars: AvatarPreparer,
  host: HostContext,
  drafts: ReadonlyArray<{ comments: readonly CommentDraft[] }>,
  run: { provider: ImageProviderKey; percentage: number; locale: string; seed: number },
): Promise<VisitorPortraits> {
  const visitors = new Map<string, string>();
  for (const { comments } of drafts) for (const c of comments) if (c.userId === 0 && !visitors.has(c.email)) visitors.set(c.email, c.author);
  const seed = (run.seed + AVATAR_STREAM) % 2 ** 32;
  await loadLocale('en_US');
  const faker = createFaker('en_US', seed);
  const portrayed = [...visitors].filter(() => faker.number.int({ min: 1, max: 100 }) <= run.percentage);
  const prepared = await avatars.prepare(host, run.provider, new Map(portrayed.map(([, name], i) => [i, name])), { locale: run.locale, seed });
  return { emails: portrayed.map(([email]) => email), prepared };
}

/**
 * The portraits as attachments of no post and no author (as a visitor's upload would be), in the
 * run's transaction; by visitor's e-mail address, for CommentWriter.
 */
export async function writeVisitorPortraits(
  trx: Database,
  host: HostContext,
  portraits: VisitorPortraits,
  run: { core?: CoreWriteOptions; nowMs?: number } = {},
): Promise<{ byEmail: Map<string, number>; attachmentIds: number[] }> {
  const stored = [...portraits.prepared.avatars];
  const attachmentIds = await new AttachmentWriter(trx).write(
    host,
    stored.map(([, avatar]) => ({ ...avatar, alt: avatar.title, author: 0, parent: 0 })),
    `seedpress:${randomUUID()}:avatar`,
    run,
  );
  return { byEmail: new Map(stored.map(([index], n) => [portraits.emails[index]!, attachmentIds[n]!])), attachmentIds };
}
