import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();

interface Arrival {
  at: number;
  event: { type: string; message?: string; result?: Record<string, unknown> };
}

/** Reads the event stream as it arrives, noting when each event came. */
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
      for (const line of block.split('\n')) if (line.startsWith('data: ')) arrivals.push({ at: performance.now(), event: JSON.parse(line.slice(6)) });
    }
  }
  return { status: res.status, type: res.headers.get('content-type'), arrivals, raw };
}

describe('POST /generate/posts/stream through WordPress', () => {
  afterAll(async () => {
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
  });

  it('delivers the first event while the generation is still running, and the full result last', async () => {
    // Setup: locally rendered featured images make the run take a measurable while.
    const request = { count: 40, image_provider: 'placeholder', image_width: 2400, image_height: 1600, enable_variation: false };

    // Action
    const { status, type, arrivals, raw } = await streamEvents(request);

    // Assert
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/event-stream/);
    const first = arrivals[0]!;
    const last = arrivals.at(-1)!;
    expect(first.event).toEqual({ type: 'info', message: 'Planned 40 posts.' });
    expect(last.event.type).toBe('complete');
    expect(last.at - first.at).toBeGreaterThan(500);
    expect(last.event.result).toEqual(expect.objectContaining({ success: true, count: 40, message: '40 posts generated successfully', variation_stats: { with_featured_image: 40, without_featured_image: 0 } }));
    expect(arrivals.filter((a) => a.event.type === 'info' && /^Featured image rendered/.test(a.event.message ?? ''))).toHaveLength(40);
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
