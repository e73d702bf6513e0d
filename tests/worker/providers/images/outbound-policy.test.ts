import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CuratedPhotos } from '../../../../worker/src/providers/images/curated-photos.js';
import { Downloader } from '../../../../worker/src/providers/images/http-download.js';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';

/** A server on a loopback address of its own, answering by path and recording every request. */
interface Host {
  origin: string;
  heard: Array<{ path: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

async function host(address: string, answer: (path: string, res: ServerResponse, origin: string) => void | Promise<void>): Promise<Host> {
  const heard: Host['heard'] = [];
  let origin = '';
  const server: Server = createServer((req: IncomingMessage, res) => {
    heard.push({ path: req.url ?? '', authorization: req.headers.authorization });
    void answer(req.url ?? '', res, origin);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  origin = `http://${address}:${(server.address() as { port: number }).port}`;
  return { origin, heard, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const redirect = (res: ServerResponse, location: string): void => void res.writeHead(302, { Location: location }).end();
let jpeg: Buffer;
let provider: Host;
let elsewhere: Host;

beforeAll(async () => {
  jpeg = await renderPlaceholder({ width: 200, height: 100, seed: 1 });
  // Another origin nobody configured, on another loopback address: it must never be reached.
  elsewhere = await host('127.0.0.2', (_path, res) => void res.end(jpeg));
  provider = await host('127.0.0.1', (path, res, origin) => {
    if (path === '/image') return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    if (path === '/hop') return redirect(res, `${origin}/image`);
    if (path === '/to-metadata') return redirect(res, 'http://169.254.169.254/latest/meta-data/');
    if (path === '/to-elsewhere') return redirect(res, `${elsewhere.origin}/image`);
    if (path === '/to-elsewhere-as-decimal') return redirect(res, `http://2130706434:${new URL(elsewhere.origin).port}/image`);
    if (path.startsWith('/loop')) return redirect(res, `${origin}/loop${path.length}`);
    if (path.startsWith('/photos/random')) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ urls: { raw: `${elsewhere.origin}/photo` }, links: { download_location: `${origin}/track` } }));
    return void res.writeHead(404).end();
  });
});

afterAll(async () => {
  await provider.close();
  await elsewhere.close();
});

beforeEach(() => {
  provider.heard.length = 0;
  elsewhere.heard.length = 0;
});

const downloader = (trusted: string[]) => new Downloader({ timeoutMs: 5000, maxBytes: 1_000_000, retries429: 0, maxRetryAfterMs: 0, trustedOrigins: new Set(trusted), wait: async () => {} });

describe('outbound requests', () => {
  it('follow a redirect within the configured origin', async () => {
    const result = await downloader([provider.origin]).get(`${provider.origin}/hop`);
    expect(result).toEqual({ ok: true, data: jpeg });
  });

  it.each([
    ['/to-metadata', '169.254.169.254'],
    ['/to-elsewhere', '127.0.0.2'],
    ['/to-elsewhere-as-decimal', '127.0.0.2'],
  ])('refuse a redirect from %s to an address that is not public (%s), and never reach it', async (path, address) => {
    const result = await downloader([provider.origin]).get(`${provider.origin}${path}`);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(`is not on the public internet (${address}): not fetched`) });
    expect(elsewhere.heard).toEqual([]);
  });

  it('refuse a URL nobody configured on a loopback address, however it is spelled', async () => {
    for (const url of [`${elsewhere.origin}/image`, `http://0x7f.0.0.2:${new URL(elsewhere.origin).port}/image`, `http://[::ffff:127.0.0.2]:${new URL(elsewhere.origin).port}/image`]) {
      const result = await downloader([provider.origin]).get(url);
      expect(result.ok).toBe(false);
    }
    expect(elsewhere.heard).toEqual([]);
  });

  it('stop after three redirects', async () => {
    const result = await downloader([provider.origin]).get(`${provider.origin}/loop`);
    expect(result).toEqual({ ok: false, reason: `${new URL(provider.origin).host} redirected more than 3 times` });
    expect(provider.heard).toHaveLength(4);
  });

  it('send a provider key to the origin it was given for, and not along a redirect to another', async () => {
    const result = await downloader([provider.origin, elsewhere.origin]).get(`${provider.origin}/to-elsewhere`, { Authorization: 'Client-ID secret-key-123' });
    expect(result).toEqual({ ok: true, data: jpeg });
    expect(provider.heard).toEqual([{ path: '/to-elsewhere', authorization: 'Client-ID secret-key-123' }]);
    expect(elsewhere.heard).toEqual([{ path: '/image', authorization: undefined }]);
  });
});

describe('Unsplash (photos_curated)', () => {
  const request = { provider: 'photos_curated' as const, width: 200, height: 100, seed: 1 };

  it('refuses a photo URL its API answers with that is not on the public internet', async () => {
    const result = await new CuratedPhotos(provider.origin, 'secret-key-123').load(request, downloader([provider.origin]));
    expect(result).toEqual({ ok: false, reason: `${new URL(elsewhere.origin).host} is not on the public internet (127.0.0.2): not fetched` });
    expect(elsewhere.heard).toEqual([]);
  });

  it('sends its key to the API only, not to the image host', async () => {
    const result = await new CuratedPhotos(provider.origin, 'secret-key-123').load(request, downloader([provider.origin, elsewhere.origin]));
    expect(result).toEqual({ ok: true, data: jpeg });
    expect(provider.heard.map((h) => [h.path.split('?')[0], h.authorization])).toEqual([
      ['/photos/random', 'Client-ID secret-key-123'],
      ['/track', 'Client-ID secret-key-123'],
    ]);
    expect(elsewhere.heard.map((h) => h.authorization)).toEqual([undefined]);
  });
});
