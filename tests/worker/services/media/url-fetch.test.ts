import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { ApiError } from '../../../../worker/src/errors.js';
import { UrlFetcher } from '../../../../worker/src/services/media/upload/url-fetch.js';

/** A stand-in file server on loopback: serves /report.pdf, trickles /slow forever, and answers /missing with 404. */
let server: Server;
let origin: string;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/files/report.pdf?x=1') return void res.writeHead(200).end(PDF);
    if (req.url === '/slow') {
      res.writeHead(200);
      res.write('%PDF');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const refusal = async (promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
};

describe('UrlFetcher', () => {
  it('fetches into a temporary file named after the last segment of the URL\'s path, removed by discard()', async () => {
    // Action
    const fetched = await new UrlFetcher(new Set([origin])).fetch(`${origin}/files/report.pdf?x=1`, 1000);

    // Assert
    expect({ name: fetched.name, size: fetched.size, content: readFileSync(fetched.path) }).toEqual({ name: 'report.pdf', size: PDF.length, content: PDF });
    await fetched.discard();
    expect(existsSync(fetched.path)).toBe(false);
  });

  it('gives up on a server that does not deliver within the time limit', async () => {
    expect(await refusal(new UrlFetcher(new Set([origin]), 300).fetch(`${origin}/slow`, 1000))).toEqual({
      status: 400, code: 'invalid_parameter', message: `The file could not be downloaded: ${new URL(origin).host} did not deliver within 300 ms.`,
    });
  });

  it('refuses an answer over the size cap as too large', async () => {
    expect(await refusal(new UrlFetcher(new Set([origin])).fetch(`${origin}/files/report.pdf?x=1`, 4))).toEqual({ status: 413, code: 'file_too_large', message: 'The file is too large (server limit).' });
  });

  it('reports the HTTP status of a refused request', async () => {
    expect(await refusal(new UrlFetcher(new Set([origin])).fetch(`${origin}/missing`, 1000))).toEqual({ status: 400, code: 'invalid_parameter', message: `The file could not be downloaded: ${new URL(origin).host} answered HTTP 404.` });
  });

  it.each(['ftp://example.com/a.pdf', 'file:///etc/passwd', 'gopher://127.0.0.1:70/', 'javascript:alert(1)'])('refuses %s before any request: http and https only', async (url) => {
    expect(await refusal(new UrlFetcher(new Set([origin])).fetch(url, 1000))).toEqual({ status: 400, code: 'invalid_parameter', message: 'url must be an http or https URL.' });
  });

  it('refuses what is not a URL', async () => {
    expect(await refusal(new UrlFetcher(new Set()).fetch('not a url', 1000))).toEqual({ status: 400, code: 'invalid_parameter', message: 'url is not a URL.' });
  });
});
