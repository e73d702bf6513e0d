import { randomBytes } from 'node:crypto';
import { api, runSitePhp, type StackEnv } from './site.js';

/*
 * Pictures into the media library, each with every registered sub-size, made two ways:
 *   (a) SeedPress's POST /media/download from the placeholder provider (rendered locally),
 *   (b) core's media_handle_sideload() in a loop inside the site, on JPEGs of the same size drawn
 *       beforehand (what media_sideload_image() does once it has the file).
 */

export const MEDIA_IMAGES = 20;
export const TARGET_MEDIA_SECONDS = 3;

export interface MediaBenchResult {
  a: number[];
  b: number[];
}

export async function mediaBench(env: StackEnv, runs: number, log: (key: string, seconds: number) => void): Promise<MediaBenchResult> {
  const result: MediaBenchResult = { a: [], b: [] };
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const res = await api(env, 'POST', '/media/download', { count: MEDIA_IMAGES, provider: 'placeholder', width: 1200, aspect_ratio: '3:2' });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (res.status !== 200 || res.body.count !== MEDIA_IMAGES) throw new Error(`POST /media/download answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    await api(env, 'DELETE', '/cleanup/all');
    result.a.push(seconds);
    log('a-media', seconds);

    const marker = `bench-media-${randomBytes(4).toString('hex')}`;
    const native = runSitePhp<{ seconds: number }>(env, { action: 'media', count: MEDIA_IMAGES, width: 1200, height: 800, marker });
    runSitePhp(env, { action: 'drop-media', marker });
    result.b.push(native.seconds);
    log('b-media', native.seconds);
  }
  return result;
}
