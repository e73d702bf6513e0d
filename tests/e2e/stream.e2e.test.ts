import mysql from 'mysql2/promise';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();

interface Arrival {
  /** Posts the database showed when the event arrived (a run's posts appear at its commit). */
  postsSeen: number;
  event: { type: string; message?: string; result?: Record<string, unknown> };
}

let db: mysql.Connection;
const postCount = async (): Promise<number> =>
  Number(((await db.query(`SELECT COUNT(*) AS n FROM ${need(site.env, 'DB_PREFIX')}posts WHERE post_type = 'post'`))[0] as Array<{ n: number }>)[0]!.n);

/** Reads the event stream as it arrives, noting how many posts the database showed at each event. */
async function streamEvents(body: unknown): Promise<{ status: number; type: string | null; arrivals: Arrival[]; raw: string }> {
  const res = await fetch(site.endpoint('/generate/posts/stream', false), {
    method: 'POST',
    headers: { Authorization: site.basicAuth('admin'), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const arrivals: Arrival[] = [];
  const decoder = new TextDecoder();
  let raw = '';
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true });
    raw += text;
    buffer += text;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) if (line.startsWith('data: ')) arrivals.push({ postsSeen: await postCount(), event: JSON.parse(line.slice(6)) });
    }
  }
  return { status: res.status, type: res.headers.get('content-type'), arrivals, raw };
}

describe('POST /generate/posts/stream through WordPress', () => {
  beforeAll(async () => {
    db = await mysql.createConnection({ host: need(site.env, 'DB_HOST'), port: Number(need(site.env, 'DB_PORT')), user: need(site.env, 'DB_USER'), password: need(site.env, 'DB_PASSWORD'), database: need(site.env, 'DB_NAME') });
  });

  afterAll(async () => {
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
    await db.end();
  });

  it('delivers the first event while the generation is still running, and the full result last', async () => {
    // Setup: locally rendered featured images make the run take a measurable while.
    const request = { count: 40, image_provider: 'placeholder', image_width: 2400, image_height: 1600, enable_variation: false };

    // Action
    const before = await postCount();
    const { status, type, arrivals, raw } = await streamEvents(request);

    // Assert
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/event-stream/);
    const first = arrivals[0]!;
    const last = arrivals.at(-1)!;
    expect(first.event).toEqual({ type: 'info', message: 'Planned 40 posts.' });
    expect(last.event.type).toBe('complete');
    // The first event came while the run was going on: none of its posts was committed yet.
    expect([first.postsSeen, last.postsSeen]).toEqual([before, before + 40]);
    expect(last.event.result).toEqual(expect.objectContaining({ success: true, count: 40, message: '40 posts generated successfully', variation_stats: { with_featured_image: 40, without_featured_image: 0 } }));
    expect(arrivals.filter((a) => a.event.type === 'info' && /^Featured image rendered/.test(a.event.message ?? ''))).toHaveLength(40);
    // Each created post's event names it, so a client counts posts without reading messages.
    const named = arrivals.map((a) => a.event as { post_id?: number; post_type?: string }).filter((e) => e.post_id !== undefined);
    expect(named.map((e) => e.post_id)).toEqual(last.event.result!.ids);
    expect(new Set(named.map((e) => e.post_type))).toEqual(new Set(['post']));
    expect(arrivals.every((a) => ['info', 'warning', 'complete'].includes(a.event.type))).toBe(true);
    expect(raw).not.toContain('seedpress-touched');
  });

  it('refuses bad input with the ordinary error body before any stream starts', async () => {
    // Action
    const res = await site.api('POST', '/generate/posts/stream', { as: 'admin', body: { count: 900 } });

    // Assert
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, code: 'invalid_count', message: 'count must be between 1 and 500.' });
  });
});
