import { existsSync, readdirSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { shellToken } from '../../support/shell-token.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { TEST_SECRET, workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

const TARGET = '/generate/posts/stream';

let test: TestDatabase;
let worker: WorkerUnderTest;
let server: Server;
let uploads: string;
/** Resolves when the worker has ended the response of the request it received last. */
let ended: Promise<void>;

beforeAll(async () => {
  test = await createTestDatabase();
  worker = await workerOn(test);
  const context = await test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  uploads = JSON.parse(context.option_value).uploads.basedir;
  // The worker ends the response only after the run stopped and cleaned up: that is when the test looks.
  server = createServer((req, res) => {
    ended = new Promise((resolve) => {
      const end = res.end.bind(res);
      res.end = ((...args: Parameters<typeof res.end>) => {
        resolve();
        return end(...args);
      }) as typeof res.end;
    });
    worker.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.drop();
});

const allUploads = (): string[] =>
  existsSync(uploads) ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort() : [];

/** Opens the stream and closes the connection once `leaveWhen` is true of the bytes received so far. */
async function openAndLeave(body: Record<string, unknown>, leaveWhen: (received: string) => boolean): Promise<string> {
  const raw = JSON.stringify(body);
  const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target: TARGET, body: raw, contextHash: worker.contextHash });
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: TARGET, method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
    req.on('error', () => undefined);
    req.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) reject(new Error(`The stream answered ${res.statusCode}.`));
      let received = '';
      const check = (): void => {
        if (!leaveWhen(received)) return;
        req.destroy();
        resolve(received);
      };
      res.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        check();
      });
      check();
    });
    req.end(raw);
  });
}

async function generatedRows(): Promise<{ posts: number; meta: number; comments: number; history: number; users: number }> {
  const count = async (query: Promise<{ n: number | string | bigint }>): Promise<number> => Number((await query).n);
  return {
    posts: await count(test.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).where('post_type', 'in', ['post', 'attachment']).where('post_author', '!=', 0).where('ID', '>', 1).executeTakeFirstOrThrow()),
    meta: await count(test.db.selectFrom('postmeta').select((eb) => eb.fn.countAll<number>().as('n')).where('meta_key', '=', '_seedpress_generated').executeTakeFirstOrThrow()),
    comments: await count(test.db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where('comment_ID', '>', 1).executeTakeFirstOrThrow()),
    history: await count(test.db.selectFrom('seedpress_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()),
    users: await count(test.db.selectFrom('usermeta').select((eb) => eb.fn.countAll<number>().as('n')).where('meta_key', '=', '_seedpress_generated').executeTakeFirstOrThrow()),
  };
}

const NOTHING = { posts: 0, meta: 0, comments: 0, history: 0, users: 0 };

describe('a stream whose client goes away', () => {
  it('rolls the run back when the client leaves while it is written: no posts, meta, comments, authors or history', async () => {
    // Arrange
    const before = await generatedRows();

    // Action: leave as soon as the head arrived, long before 400 posts with comments are written.
    await openAndLeave({ count: 400, set_featured_image: false, auto_comments: true, comments_per_post_min: 2, comments_per_post_max: 3, seed: 5 }, () => true);
    await ended;

    // Assert
    expect(before).toEqual(NOTHING);
    expect(await generatedRows()).toEqual(NOTHING);
  });

  it('removes the images it stored when the client leaves before they are written', async () => {
    // Arrange
    const filesBefore = allUploads();

    // Action: the drafts are planned before any image is made; leave then.
    const received = await openAndLeave({ count: 60, set_featured_image: true, image_provider: 'placeholder', seed: 6 }, (text) => text.includes('Planned 60 posts.'));
    await ended;

    // Assert
    expect(received).toContain('Planned 60 posts.');
    expect(await generatedRows()).toEqual(NOTHING);
    expect(allUploads()).toEqual(filesBefore);
  });

  it('still writes a run whose client stays (the same request, not left)', async () => {
    // Action
    const received = await openAndLeave({ count: 3, set_featured_image: false, seed: 7 }, (text) => text.includes('"type":"complete"'));
    await ended;

    // Assert
    expect(received).toContain('"count":3');
    expect((await generatedRows()).meta).toBe(3);
  });
});
