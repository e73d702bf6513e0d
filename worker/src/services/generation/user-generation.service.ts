import { randomUUID } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import { UserWriteRepository } from '../../db/repositories/user.repository.js';
import type { Database } from '../../db/database.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ApiError, invalidParameter } from '../../errors.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import type { PasswordHashStock } from '../../generators/users/password-hash-stock.js';
import { draftUser, userLevel } from '../../generators/users/user-drafter.js';
import type { Touched } from '../touched.js';
import type { DeletionService } from '../deletion/deletion.service.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import type { SettingsService } from '../settings.service.js';
import type { CapacityService } from '../capacity/capacity.service.js';
import { userLoad } from '../capacity/run-load.js';
import { secondsSaved, TIME_SAVED_OPTION, type TimeSavedService } from '../time-saved.service.js';
import { AttachmentWriter } from './attachment-writer.js';
import { AVATAR_META, type AvatarPreparer, type PreparedAvatars } from './avatar-preparer.js';
import { contentRunResult, historyRows, localeAndSeed, type ContentRunResult } from './content-run.js';
import { generationFailed } from './generation-failure.js';
import { queued } from './statement-queue.js';
import { UserDrafts } from './user-drafts.js';
import { UserWriter } from './user-writer.js';

/** Offset of the portraits' seed from the run's. */
const AVATAR_STREAM = 0x27d4eb2f;

/** Users drafted before the transaction; the rest are drafted while these are written. */
const FIRST_SLICE = 100;

export interface GenerateUsersRequest {
  count: number;
  role?: string;
  allowed_roles: string[];
  generate_avatars: boolean;
  avatar_provider: string;
  delete_existing: boolean;
  locale?: string;
  seed?: number;
}

export type UserGenerationResult = ContentRunResult;

/** POST /generate/users: people with complete profiles, in the roles asked for. */
export class UserGenerationService {
  constructor(
    private readonly writes: SiteWrites,
    private readonly settings: SettingsService,
    private readonly capacity: CapacityService,
    private readonly timeSaved: TimeSavedService,
    private readonly deletion: DeletionService,
    private readonly avatars: AvatarPreparer,
    private readonly passwordHashes: PasswordHashStock,
    private readonly prefix: string,
  ) {}

  async generate(host: HostContext, body: GenerateUsersRequest): Promise<{ result: UserGenerationResult; touched: Touched }> {
    const roles = rolesFor(host, body);
    await this.capacity.check(host, userLoad(body), body.count);
    const { locale, seed } = await localeAndSeed(this.settings, host, body);
    const touched: Touched = { posts: [], users: [], options: [TIME_SAVED_OPTION] };
    let deleted = 0;
    if (body.delete_existing) {
      const removal = await this.deletion.deleteByType(host, 'user', [], true);
      deleted = removal.deleted;
      touched.users!.push(...(removal.touched.users ?? []));
      touched.posts!.push(...(removal.touched.posts ?? []));
    }
    await this.timeSaved.ensureStored(host);
    const drafts = this.drafts(host, body.count, roles, locale, seed);
    // Portraits are chosen by name before the transaction: a run with avatars drafts everyone first.
    drafts.fill(body.generate_avatars ? body.count : FIRST_SLICE);
    const names = new Map(body.generate_avatars ? drafts.drafted.map((d, i) => [i, d.user.row.display_name ?? ''] as const) : []);
    const release = this.passwordHashes.hold();
    const prepared = await this.avatars.prepare(host, body.avatar_provider as ImageProviderKey, names, { locale, seed: (seed + AVATAR_STREAM) % 2 ** 32 });
    try {
      // One password for the run, hashed once: nobody knows it (see the README for logging in as a generated user).
      const [hash = ''] = await this.passwordHashes.take(1, host.wp_version);
      const written = await this.writes.retrying(() => this.writes.transaction((trx) => this.write(trx, host, drafts, hash, prepared, { locale, seed })));
      await this.avatars.kept(prepared);
      touched.users!.push(...written.userIds);
      touched.posts!.push(...written.avatarIds);
      return {
        touched,
        result: contentRunResult(written.userIds, ['user', 'users'], '', { deleted, seconds: secondsSaved({ users: written.userIds.length }).users, warnings: prepared.warnings, seed }),
      };
    } catch (error) {
      await this.avatars.discard(prepared);
      throw error instanceof ApiError ? error : generationFailed(error);
    } finally {
      release();
    }
  }

  private drafts(host: HostContext, count: number, roles: string[], locale: string, seed: number): UserDrafts {
    const faker = createFaker(locale, seed);
    const text = createTextGenerator(faker, locale, 'realtext');
    const taken = new Set<string>();
    const nowMs = Date.now();
    return new UserDrafts(count, () => {
      const role = faker.helpers.arrayElement(roles);
      return { role, user: draftUser(faker, { role, prefix: this.prefix, nowMs, taken, siteLocale: host.site.locale, passwordHash: '', userLevel: userLevel(host.roles[role]!.capabilities), text }) };
    });
  }

  /**
   * Under the site's write lock: the users drafted so far, identities made free against the site,
   * then the rest, drafted while the first are written; their portraits, history and time saved.
   */
  private async write(trx: Database, host: HostContext, drafts: UserDrafts, hash: string, prepared: PreparedAvatars, run: { locale: string; seed: number }) {
    const started = Date.now();
    return queued(async (queue) => {
      const writer = new UserWriter(trx, queue);
      const userIds: number[] = [];
      for (let start = 0; start < drafts.total;) {
        const end = drafts.drafted.length;
        const slice = drafts.drafted.slice(start, end).map(({ user }) => ({ row: { ...user.row, user_pass: hash }, meta: [...user.meta] }));
        const writing = writer.write(slice);
        writing.catch(() => undefined);
        await drafts.fillAll();
        userIds.push(...await writing);
        start = end;
      }
      const portrayed = [...prepared.avatars];
      const avatarIds = await new AttachmentWriter(trx).write(host, portrayed.map(([index, avatar]) => ({
        ...avatar, alt: avatar.title, author: userIds[index]!, parent: 0,
      })), `seedpress:${randomUUID()}:avatar`);
      queue.add(new UserWriteRepository(trx).insertMeta(portrayed.map(([index], n) => ({ user_id: userIds[index]!, meta_key: AVATAR_META, meta_value: String(avatarIds[n]) }))));
      queue.add(new HistoryRepository(trx).insert(historyRows([
        ...userIds.map((id, i) => ({ type: 'user' as const, id, subtype: drafts.drafted[i]!.role })),
        ...avatarIds.map((id) => ({ type: 'media' as const, id, subtype: 'attachment' })),
      ], { ...run, started })));
      queue.add(this.timeSaved.add(host, secondsSaved({ users: userIds.length }), trx));
      return { userIds, avatarIds };
    });
  }
}

/** `role` for everyone, or a random pick from `allowed_roles`; each must be a role of the site. */
function rolesFor(host: HostContext, body: GenerateUsersRequest): string[] {
  const roles = body.role ? [body.role] : body.allowed_roles;
  const unknown = roles.filter((role) => !Object.hasOwn(host.roles, role));
  if (unknown.length > 0) throw invalidParameter(`Unknown role${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}. The site's roles are ${Object.keys(host.roles).join(', ')}.`);
  return [...new Set(roles)];
}
