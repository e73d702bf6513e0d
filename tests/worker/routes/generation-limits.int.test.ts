import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

/*
 * Values the columns cannot hold are refused before anything is written, and on the event stream
 * before the stream starts; values that just fit are written byte for byte.
 */

const RUN = { count: 1, set_featured_image: false, auto_taxonomies: false, auto_comments: false, enable_variation: false };
const chosen = (field: string, values: unknown[]) => ({ [field]: { mode: 'choose', choose: { values } } });
const rows = async (): Promise<number[]> =>
  Promise.all((['posts', 'postmeta', 'terms', 'comments', 'seedpress_history'] as const).map(async (table) =>
    Number((await files.test.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));

describe('generation against the columns\' real limits', () => {
  it.each([
    ['a title of 65,536 bytes', { field_config: { core_fields: chosen('post_title', ['é'.repeat(32_768)]) } }, 'field_config.core_fields.post_title.choose.values[0] must NOT be longer than 65535 bytes in UTF-8 (it has 65536).'],
    ['an excerpt of 65,536 characters', { field_config: { core_fields: chosen('post_excerpt', ['x'.repeat(65_536)]) } }, 'field_config.core_fields.post_excerpt.choose.values[0] must NOT have more than 65535 characters.'],
    ['an impossible date', { field_config: { core_fields: chosen('post_date', ['2026-02-30 25:61:61']) } }, 'field_config.core_fields.post_date.choose.values[0] must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.'],
    ['a custom field name of 256 characters', { field_config: { custom_fields: { ['k'.repeat(256)]: { mode: 'choose', choose: { values: ['v'] } } } } }, 'field_config.custom_fields must NOT have more than 255 characters.'],
    ['comments_per_post_min over comments_per_post_max', { comments_per_post_min: 9, comments_per_post_max: 2 }, 'comments_per_post_min (9) must not be greater than comments_per_post_max (2).'],
  ])('refuses %s on both generation routes with nothing written', async (_label, extra, message) => {
    for (const path of ['/generate/posts', '/generate/posts/stream']) {
      // Setup
      const before = await rows();

      // Action
      const res = await files.worker.call('POST', path, { ...RUN, ...extra });

      // Assert
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: `Invalid parameter: ${message}` });
      expect(await rows()).toEqual(before);
    }
  });

  it('writes a 65,535-byte multibyte title, a leap-day date and a 255-character field name exactly', async () => {
    // Setup
    const title = `${'é'.repeat(32_767)}x`;
    const key = `k${'é'.repeat(254)}`;

    // Action
    const res = await files.worker.call('POST', '/generate/posts', {
      ...RUN,
      field_config: {
        core_fields: { ...chosen('post_title', [title]), ...chosen('post_date', ['2024-02-29 23:59:59']) },
        custom_fields: { [key]: { mode: 'choose', choose: { values: ['v'] } } },
      },
    });

    // Assert
    expect(res.status).toBe(200);
    const id = (res.body.ids as number[])[0]!;
    const post = await files.test.db.selectFrom('posts').select(['post_title', 'post_date']).where('ID', '=', id).executeTakeFirstOrThrow();
    expect(Buffer.byteLength(post.post_title)).toBe(65_535);
    expect(post.post_title).toBe(title);
    expect(post.post_date).toBe('2024-02-29 23:59:59');
    const meta = await files.test.db.selectFrom('postmeta').select('meta_value').where('post_id', '=', id).where('meta_key', '=', key).execute();
    expect(meta).toEqual([{ meta_value: 'v' }]);
  });
});
