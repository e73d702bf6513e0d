import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { attachedNamesIn } from '../../db/repositories/post.repository.js';
import { removeUploads, type UploadsInfo } from '../../generators/images/upload-folder.js';
import { HandoffOutbox, type HandoffBatch, type HandoffReceipt } from './handoff-outbox.js';
import { seesSiteUploads } from './site-marker.js';

/** Files offered per take: the shell fetches each one by itself, so this bounds a batch's time, not its memory. */
const FILES_PER_BATCH = 200;

/**
 * One site's uploads as this worker may write them. A worker on the site's machine writes into the
 * uploads folder itself; one that cannot read the shell's marker there writes into its own staging
 * folder instead, with the same relative paths, and the shell takes the files from its outbox.
 */
export class UploadsHandoff {
  readonly outbox: HandoffOutbox;
  /** Contexts whose uploads point at the staging folder. */
  private readonly staged = new WeakSet<HostContext>();

  constructor(
    stagingDir: string,
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.outbox = new HandoffOutbox(stagingDir);
  }

  /** The context as generators should see it; asked once per context hash (HostContextStore caches it). */
  async view(context: HostContext): Promise<HostContext> {
    if (await seesSiteUploads(context.uploads)) return context;
    const uploads: UploadsInfo = {
      ...context.uploads,
      basedir: this.outbox.root,
      siteNames: (subdir) => attachedNamesIn(this.db, subdir),
    };
    const view: HostContext = { ...context, uploads };
    this.staged.add(view);
    this.logger.info({ staging: this.outbox.root }, 'the site\'s uploads folder is not visible here: generated files are handed to the shell');
    return view;
  }

  /** Whether the shell must take files after this request. */
  isStaged(host: HostContext): boolean {
    return this.staged.has(host);
  }

  /** Deletes an attachment's files (absolute paths under the context's basedir), wherever they are. */
  async remove(host: HostContext, paths: string[]): Promise<void> {
    if (this.staged.has(host)) return this.outbox.remove(paths);
    await removeUploads(host.uploads.basedir, paths);
  }

  take(): Promise<HandoffBatch> {
    return this.outbox.take(FILES_PER_BATCH);
  }

  async acknowledge(receipt: HandoffReceipt): Promise<void> {
    for (const { path, reason } of receipt.refused) {
      this.logger.warn({ path, reason }, 'the shell did not write a generated file into the site\'s uploads folder');
    }
    await this.outbox.acknowledge(receipt);
  }
}

/**
 * A site's staging folder under the configured root: named by database and table prefix, so
 * workers of different sites (wp-env's two, say) never share one.
 */
export const siteStagingDir = (config: Pick<Config, 'stagingDir' | 'db'>, prefix: string): string => join(config.stagingDir, config.db.database, prefix);
