import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { ImageProviderEndpoints } from '../../worker/src/providers/images/image-fetcher.js';

export interface StandInBehaviour {
  /** Every request waits this long before it is answered. */
  latencyMs?: number;
  /** The next this-many requests answer 429 Too Many Requests. */
  tooManyRequests?: number;
  /** Retry-After header of those 429s (left out when undefined). */
  retryAfter?: string;
  /** Every request answers this status instead (e.g. 500). */
  status?: number;
  /**
   * How image bytes are sent: whole; as a GIF instead; random bytes; the first half of the JPEG (a
   * complete, well-framed response); the headers and a few bytes, then nothing; or 1 KiB every
   * `slowChunkMs`.
   */
  body?: 'image' | 'gif' | 'broken' | 'truncated' | 'stalled' | 'slow';
  slowChunkMs?: number;
}

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

export const STAND_IN_ACCESS_KEY = 'stand-in-access-key';

/**
 * One local HTTP server that speaks the wire formats of the three photo providers: LoremFlickr
 * under /loremflickr (redirect to a cached JPEG), the Unsplash API under /unsplash (JSON with an
 * imgix `raw` URL under /unsplash-images) and Lorem Picsum under /picsum (redirect to a JPEG).
 */
export class ImageStandIn {
  readonly requests: SeenRequest[] = [];
  behaviour: StandInBehaviour = {};
  maxInFlight = 0;
  private inFlight = 0;
  private server?: Server;
  private origin = '';
  private readonly images = new Map<string, Promise<Buffer>>();

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('image stand-in did not bind');
    this.origin = `http://127.0.0.1:${address.port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  endpoints(accessKey = STAND_IN_ACCESS_KEY): ImageProviderEndpoints {
    return {
      loremflickr: `${this.origin}/loremflickr`,
      unsplashApi: `${this.origin}/unsplash`,
      picsum: `${this.origin}/picsum/`,
      unsplashAccessKey: accessKey,
    };
  }

  /** Paths (with query) of what was asked, in arrival order. */
  paths(): string[] {
    return this.requests.map((r) => r.url);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => this.inFlight--);
    this.requests.push({ url: req.url ?? '', headers: req.headers });

    const { latencyMs = 0, status } = this.behaviour;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (res.destroyed) return;
    if ((this.behaviour.tooManyRequests ?? 0) > 0) {
      this.behaviour.tooManyRequests!--;
      const headers = this.behaviour.retryAfter === undefined ? {} : { 'retry-after': this.behaviour.retryAfter };
      res.writeHead(429, headers).end('Too Many Requests');
      return;
    }
    if (status !== undefined) {
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`stand-in answers ${status}`);
      return;
    }
    await this.route(new URL(req.url ?? '/', this.origin), req, res);
  }

  private async route(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = url.pathname;
    let match: RegExpExecArray | null;
    if ((match = /^\/loremflickr\/(\d+)\/(\d+)(?:\/[^/]+)?$/.exec(path))) {
      redirect(res, `/loremflickr/cache/resized/${match[1]}_${match[2]}_${url.searchParams.get('lock') ?? 'x'}.jpg`);
    } else if ((match = /^\/loremflickr\/cache\/resized\/(\d+)_(\d+)_[^/]+\.jpg$/.exec(path))) {
      await this.sendImage(res, Number(match[1]), Number(match[2]));
    } else if ((match = /^\/picsum\/seed\/[^/]+\/(\d+)\/(\d+)$/.exec(path))) {
      redirect(res, `${this.origin}/picsum/id/42/${match[1]}/${match[2]}.jpg?hmac=stand-in`);
    } else if ((match = /^\/picsum\/id\/\d+\/(\d+)\/(\d+)\.jpg$/.exec(path))) {
      await this.sendImage(res, Number(match[1]), Number(match[2]));
    } else if (path === '/unsplash/photos/random' || /^\/unsplash\/photos\/[^/]+\/download$/.test(path)) {
      this.unsplashApi(path, req, res);
    } else if (path === '/unsplash-images/photo-stand-in') {
      const [w, h] = [Number(url.searchParams.get('w')), Number(url.searchParams.get('h'))];
      const sized = w > 0 && h > 0 && url.searchParams.get('fit') === 'crop' && url.searchParams.get('fm') === 'jpg';
      if (sized) await this.sendImage(res, w, h);
      else res.writeHead(400).end('imgix stand-in wants w, h, fit=crop and fm=jpg');
    } else {
      res.writeHead(404).end('not found');
    }
  }

  private unsplashApi(path: string, req: IncomingMessage, res: ServerResponse): void {
    if (req.headers.authorization !== `Client-ID ${STAND_IN_ACCESS_KEY}`) {
      sendJson(res, 401, { errors: ['OAuth error: The access token is invalid'] });
    } else if (path.endsWith('/download')) {
      sendJson(res, 200, { url: `${this.origin}/unsplash-images/photo-stand-in?ixid=stand-in` });
    } else {
      sendJson(res, 200, {
        id: 'stand-in',
        width: 5000,
        height: 3333,
        urls: {
          raw: `${this.origin}/unsplash-images/photo-stand-in?ixid=stand-in&ixlib=rb-4.1.0`,
          full: `${this.origin}/unsplash-images/photo-stand-in?ixid=stand-in&q=85&fm=jpg`,
        },
        links: { download_location: `${this.origin}/unsplash/photos/stand-in/download?ixid=stand-in` },
      });
    }
  }

  private async sendImage(res: ServerResponse, width: number, height: number): Promise<void> {
    const jpeg = await this.image(width, height);
    const headers = { 'content-type': 'image/jpeg' };
    switch (this.behaviour.body ?? 'image') {
      case 'image':
        res.writeHead(200, headers).end(jpeg);
        return;
      case 'gif':
        res.writeHead(200, { 'content-type': 'image/gif' }).end(await sharp(jpeg).gif().toBuffer());
        return;
      case 'broken':
        res.writeHead(200, headers).end(randomBytes(jpeg.length));
        return;
      case 'truncated':
        res.writeHead(200, headers).end(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
        return;
      case 'stalled':
        res.writeHead(200, { ...headers, 'content-length': String(jpeg.length) });
        res.write(jpeg.subarray(0, 100));
        return;
      case 'slow': {
        res.writeHead(200, { ...headers, 'content-length': String(jpeg.length) });
        let sent = 0;
        const timer = setInterval(() => {
          res.write(jpeg.subarray(sent, sent + 1024));
          sent += 1024;
          if (sent >= jpeg.length) {
            clearInterval(timer);
            res.end();
          }
        }, this.behaviour.slowChunkMs ?? 100);
        res.on('close', () => clearInterval(timer));
      }
    }
  }

  /** A real JPEG of the asked size, with some detail so it is more than a few hundred bytes. */
  private image(width: number, height: number): Promise<Buffer> {
    const key = `${width}x${height}`;
    if (!this.images.has(key)) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="#2a6"/><circle cx="50%" cy="50%" r="30%" fill="#fc3"/>
        <text x="10" y="40" font-size="32">${key}</text></svg>`;
      this.images.set(key, sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
    }
    return this.images.get(key)!;
  }
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location }).end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
