import { ImageFetcher, type ImageRequest, type ImageResult } from '../../../../worker/src/providers/images/image-fetcher.js';
import { ImageStandIn, STAND_IN_ACCESS_KEY } from '../../../support/image-stand-in.js';

const keyword = (over: Partial<ImageRequest> = {}): ImageRequest => ({ provider: 'photos_keyword', width: 320, height: 240, seed: 7, ...over });
const curated = (over: Partial<ImageRequest> = {}): ImageRequest => ({ provider: 'photos_curated', width: 320, height: 240, seed: 7, ...over });
const random = (over: Partial<ImageRequest> = {}): ImageRequest => ({ provider: 'photos_random', width: 320, height: 240, seed: 7, ...over });

function reasonOf(result: ImageResult | undefined): string {
  if (!result || result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result && { ok: result.ok })}`);
  return result.reason;
}

describe('ImageFetcher', () => {
  let standIn: ImageStandIn;

  beforeEach(async () => {
    standIn = await new ImageStandIn().start();
  });

  afterEach(async () => {
    await standIn.stop();
  });

  describe('wire formats', () => {
    it('asks LoremFlickr for /{w}/{h}/{tags} locked to the seed and follows its redirect to the JPEG', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [withCategory, without] = await fetcher.fetchAll([keyword({ category: 'real-estate' }), keyword({ seed: 8 })]);

      // Assert
      expect(withCategory).toMatchObject({ ok: true, mime: 'image/jpeg', width: 320, height: 240 });
      expect(without).toMatchObject({ ok: true, width: 320, height: 240 });
      expect(standIn.paths().sort()).toEqual([
        '/loremflickr/320/240/house,realestate?lock=7',
        '/loremflickr/320/240?lock=8',
        '/loremflickr/cache/resized/320_240_7.jpg',
        '/loremflickr/cache/resized/320_240_8.jpg',
      ]);
    });

    it('asks the Unsplash API with the key, fetches urls.raw cropped to the size and reports the download', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([curated({ category: 'nature', width: 400, height: 300 })]);

      // Assert
      expect(result).toMatchObject({ ok: true, mime: 'image/jpeg', width: 400, height: 300 });
      const [api, image, download] = standIn.requests;
      expect(api!.url).toBe('/unsplash/photos/random?query=nature&orientation=landscape');
      expect(api!.headers.authorization).toBe(`Client-ID ${STAND_IN_ACCESS_KEY}`);
      expect(api!.headers['accept-version']).toBe('v1');
      expect(image!.url).toBe('/unsplash-images/photo-stand-in?ixid=stand-in&ixlib=rb-4.1.0&w=400&h=300&fit=crop&fm=jpg&q=80');
      expect(image!.headers.authorization).toBeUndefined();
      expect(download!.url).toBe('/unsplash/photos/stand-in/download?ixid=stand-in');
      expect(standIn.requests).toHaveLength(3);
    });

    it('asks Unsplash for the orientation of the wanted size', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      await fetcher.fetchAll([curated({ width: 300, height: 500 }), curated({ width: 300, height: 300 })]);

      // Assert
      const apiCalls = standIn.paths().filter((p) => p.startsWith('/unsplash/photos/random'));
      expect(apiCalls.sort()).toEqual(['/unsplash/photos/random?orientation=portrait', '/unsplash/photos/random?orientation=squarish']);
    });

    it('refuses photos_curated without an access key before sending anything', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints(''));

      // Action
      const [result] = await fetcher.fetchAll([curated()]);

      // Assert
      expect(result).toEqual({ ok: false, reason: 'photos_curated needs an Unsplash access key' });
      expect(standIn.requests).toHaveLength(0);
    });

    it('explains a key that Unsplash refuses', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints('wrong-key'));

      // Action
      const [result] = await fetcher.fetchAll([curated()]);

      // Assert
      expect(reasonOf(result)).toBe('Unsplash refused the access key (HTTP 401)');
    });

    it('asks Lorem Picsum for the seeded size, ignores the category and follows the redirect', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([random({ category: 'food', seed: 12345 })]);

      // Assert
      expect(result).toMatchObject({ ok: true, mime: 'image/jpeg', width: 320, height: 240 });
      expect(standIn.paths()).toEqual(['/picsum/seed/12345/320/240', '/picsum/id/42/320/240.jpg?hmac=stand-in']);
    });

    it('renders placeholders without any request', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([{ provider: 'placeholder', width: 640, height: 360, seed: 1, category: 'travel' }]);

      // Assert
      expect(result).toMatchObject({ ok: true, mime: 'image/jpeg', width: 640, height: 360 });
      expect(standIn.requests).toHaveLength(0);
    });
  });

  describe('bounds', () => {
    it('never has more downloads in flight than the concurrency', async () => {
      // Setup
      standIn.behaviour = { latencyMs: 60 };
      const fetcher = new ImageFetcher(standIn.endpoints(), { concurrency: 3 });
      const requests = Array.from({ length: 10 }, (_, seed) => random({ seed }));

      // Action
      const results = await fetcher.fetchAll(requests);

      // Assert
      expect(results.every((r) => r.ok)).toBe(true);
      expect(standIn.maxInFlight).toBe(3);
      expect(standIn.requests).toHaveLength(20);
    });

    it('hears of each result once, with its index, and returns them in request order', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints());
      const heard: number[] = [];

      // Action
      const results = await fetcher.fetchAll([random({ width: 200 }), keyword({ width: 300 }), random({ width: 400 })], (index) => heard.push(index));

      // Assert
      expect(heard.sort()).toEqual([0, 1, 2]);
      expect(results.map((r) => (r.ok ? r.width : 0))).toEqual([200, 300, 400]);
    });

    it('gives up on a server that answers too late', async () => {
      // Setup
      standIn.behaviour = { latencyMs: 1000 };
      const fetcher = new ImageFetcher(standIn.endpoints(), { timeoutMs: 200 });

      // Action: the server would answer after 1 s; only the fetcher's own limit can end this sooner.
      const [result] = await fetcher.fetchAll([random()]);

      // Assert
      expect(reasonOf(result)).toBe(`127.0.0.1:${new URL(standIn.endpoints().picsum).port} did not deliver within 200 ms`);
    });

    it.each(['stalled', 'slow'] as const)('gives up on a %s body within the time limit', async (body) => {
      // Setup
      standIn.behaviour = { body, slowChunkMs: 100 };
      const fetcher = new ImageFetcher(standIn.endpoints(), { timeoutMs: 300 });

      // Action
      const [result] = await fetcher.fetchAll([keyword()]);

      // Assert
      expect(reasonOf(result)).toMatch(/did not deliver within 300 ms$/);
    });

    it('refuses an answer larger than the byte limit', async () => {
      // Setup
      const fetcher = new ImageFetcher(standIn.endpoints(), { maxBytes: 1000 });

      // Action
      const [result] = await fetcher.fetchAll([random({ width: 800, height: 600 })]);

      // Assert
      expect(reasonOf(result)).toMatch(/is larger than 1000 bytes$/);
    });
  });

  describe('throttling', () => {
    it('waits as long as Retry-After says and then succeeds', async () => {
      // Setup
      standIn.behaviour = { tooManyRequests: 1, retryAfter: '1' };
      const waits: number[] = [];
      const fetcher = new ImageFetcher(standIn.endpoints(), { wait: async (ms) => void waits.push(ms) });

      // Action
      const [result] = await fetcher.fetchAll([random()]);

      // Assert
      expect(result).toMatchObject({ ok: true });
      expect(waits).toEqual([1000]);
      expect(standIn.paths()[0]).toBe(standIn.paths()[1]);
    });

    it('caps a long Retry-After', async () => {
      // Setup
      standIn.behaviour = { tooManyRequests: 2, retryAfter: '3600' };
      const waits: number[] = [];
      const fetcher = new ImageFetcher(standIn.endpoints(), { maxRetryAfterMs: 50, wait: async (ms) => void waits.push(ms) });

      // Action
      const [result] = await fetcher.fetchAll([keyword()]);

      // Assert
      expect(result).toMatchObject({ ok: true });
      expect(waits).toEqual([50, 50]);
    });

    it('gives up with a 429 reason after the allowed retries', async () => {
      // Setup
      standIn.behaviour = { tooManyRequests: 100, retryAfter: '0' };
      const fetcher = new ImageFetcher(standIn.endpoints(), { retries429: 2 });

      // Action
      const [result] = await fetcher.fetchAll([random()]);

      // Assert
      expect(reasonOf(result)).toMatch(/kept answering HTTP 429 \(too many requests\) after 2 retries$/);
      expect(standIn.requests).toHaveLength(3);
    });
  });

  describe('failures', () => {
    it('reports a server error', async () => {
      // Setup
      standIn.behaviour = { status: 500 };
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([keyword()]);

      // Assert
      expect(reasonOf(result)).toMatch(/answered HTTP 500$/);
      expect(standIn.requests).toHaveLength(1);
    });

    it.each(['broken', 'truncated'] as const)('refuses %s bytes', async (body) => {
      // Setup
      standIn.behaviour = { body };
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([random()]);

      // Assert
      expect(reasonOf(result)).toMatch(/^the download is not (a usable image|a JPEG, PNG or WebP image)/);
    });

    it('refuses an image of another format', async () => {
      // Setup
      standIn.behaviour = { body: 'gif' };
      const fetcher = new ImageFetcher(standIn.endpoints());

      // Action
      const [result] = await fetcher.fetchAll([random()]);

      // Assert
      expect(reasonOf(result)).toBe('the download is not a JPEG, PNG or WebP image (gif)');
    });

    it('resolves every request, whatever goes wrong, without throwing', async () => {
      // Setup
      const closed = await new ImageStandIn().start();
      const unreachable = closed.endpoints().loremflickr;
      await closed.stop();
      const fetcher = new ImageFetcher({ ...standIn.endpoints(), loremflickr: unreachable, picsum: 'not a url' }, { timeoutMs: 500 });
      const requests: ImageRequest[] = [
        keyword(),
        random(),
        { provider: 'nope' as ImageRequest['provider'], width: 100, height: 100, seed: 1 },
        { provider: 'placeholder', width: 0, height: 100, seed: 1 },
        curated(),
      ];

      // Action
      const results = await fetcher.fetchAll(requests);

      // Assert
      expect(results.map((r) => r.ok)).toEqual([false, false, false, false, true]);
      expect(reasonOf(results[0])).toMatch(/^could not download from 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
      expect(reasonOf(results[2])).toBe('unknown image provider "nope"');
      expect(reasonOf(results[3])).toBe('invalid image size 0×100');
    });
  });
});
