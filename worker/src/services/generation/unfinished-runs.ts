import type { Logger } from 'pino';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import { attachedFilesAmong } from '../../db/repositories/post.repository.js';
import { removeUnfinishedRunFiles } from '../../generators/images/run-file-journal.js';
import { HOST_CONTEXT_OPTION } from '../host-context.service.js';

/**
 * At the worker's start: the image files of runs a previous worker did not finish (it died
 * between writing them and committing their attachments) are removed, in the uploads folder of
 * the site's last stored host context, and in the site's staging folder (a worker that hands its
 * files to the shell keeps its runs' journals there: their files never reached the site).
 */
export async function removeFilesOfUnfinishedRuns(db: Database, logger: Logger, stagingDir: string): Promise<void> {
  const json = await new OptionRepository(db).get(HOST_CONTEXT_OPTION);
  const basedir = json ? (JSON.parse(json) as Partial<HostContext>).uploads?.basedir : undefined;
  for (const folder of basedir ? [basedir, stagingDir] : [stagingDir]) {
    const { removed } = await removeUnfinishedRunFiles(folder, (files) => attachedFilesAmong(db, files));
    if (removed.length > 0) logger.info({ files: removed.length, folder }, 'removed the image files of runs that did not finish');
  }
}
