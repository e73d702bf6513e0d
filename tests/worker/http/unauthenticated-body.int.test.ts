import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { shellToken } from '../../support/shell-token.js';
import { freshWorkerPerFile, TEST_SECRET } from '../../support/worker-app.js';

const files = freshWorkerPerFile();
const DECLARED = 64 * 1024 * 1024;

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(files.worker.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Sends a request head that declares a 64 MB body, then only `sent` bytes of it, and returns what
 * the worker answers. A worker that read the body before deciding would never answer: the rest
 * never comes (the test's time limit would end it).
 */
function declareHugeBody(authorization: string | null, sent: number): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ head, body });
    });
    socket.write([
      'POST /generate/posts HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${DECLARED}`,
      ...(authorization ? [`Authorization: ${authorization}`] : []),
      '',
      '',
    ].join('\r\n'));
    socket.write(Buffer.alloc(sent, 0x20));
  });
}

describe('a body the worker was not asked to read', () => {
  it('is refused on the request head alone when there is no token, and the connection closes', async () => {
    const { head, body } = await declareHugeBody(null, 1024);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ success: false, code: 'rest_not_logged_in', message: 'The SeedPress worker only accepts requests signed by the SeedPress plugin.' });
  });

  it('is refused on the request head alone when the token is for another request', async () => {
    const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target: '/settings', body: '{}', contextHash: files.worker.contextHash });
    const { head } = await declareHugeBody(`Bearer ${token}`, 1024);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });
});
