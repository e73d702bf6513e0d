import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sits between the shell and the worker to capture the exact requests (and tokens) the shell sends. */
export class RecordingProxy {
  readonly requests: RecordedRequest[] = [];
  private server?: Server;

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    const target = new URL(this.target);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const upstream = request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', () => res.writeHead(502).end());
        upstream.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('proxy did not bind');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
