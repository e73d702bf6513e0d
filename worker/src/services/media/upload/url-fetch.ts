import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invalidParameter } from '../../../errors.js';
import { Downloader } from '../../../providers/images/http-download.js';
import type { IncomingFile } from './upload-check.js';
import { tooLarge } from './upload-messages.js';

/** A fetched file in a temporary folder of its own, removed by `discard()`. */
export interface FetchedFile extends IncomingFile {
  discard(): Promise<void>;
}

/** The whole exchange of one import, redirects included. */
export const URL_IMPORT_TIMEOUT_MS = 30_000;

/**
 * Fetches a file a client names for POST /media/upload-url under the outbound policy
 * (docs/outbound-requests.md): http or https only, every address the host resolves to public (the
 * connection made to the address checked), at most three redirects each checked again, a size cap
 * and a time limit. `testOrigins` (SEEDPRESS_UNSAFE_TEST_ORIGINS) are the only loopback origins it
 * reaches, for the stand-in of tests.
 */
export class UrlFetcher {
  constructor(
    private readonly testOrigins: ReadonlySet<string>,
    private readonly timeoutMs: number = URL_IMPORT_TIMEOUT_MS,
  ) {}

  async fetch(url: string, maxBytes: number): Promise<FetchedFile> {
    const target = URL.canParse(url) ? new URL(url) : null;
    if (!target) throw invalidParameter('url is not a URL.');
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw invalidParameter('url must be an http or https URL.');
    const downloader = new Downloader({ timeoutMs: this.timeoutMs, maxBytes, retries429: 0, maxRetryAfterMs: 0, trustedOrigins: this.testOrigins, wait: async () => {} });
    const downloaded = await downloader.get(target.href);
    if (!downloaded.ok) {
      if (downloaded.tooLarge) throw tooLarge();
      throw invalidParameter(`The file could not be downloaded: ${downloaded.reason}.`);
    }
    const dir = await mkdtemp(join(tmpdir(), 'seedpress-url-'));
    const path = join(dir, 'download');
    try {
      await writeFile(path, downloaded.data);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { path, name: nameOf(target), size: downloaded.data.length, discard: () => rm(dir, { recursive: true, force: true }) };
  }
}

/** download_url()'s name for the file: the last segment of the URL's path, as the URL spells it. */
function nameOf(url: URL): string {
  return url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
}
