import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { guidBeforeInsert, insertGuid, type PermalinkPost } from '../../../worker/src/core-parity/permalink.js';

const host = (structure: string) =>
  ({
    site: { home: 'http://example.test' },
    permalinks: { structure, front: structure.startsWith('/blog') ? '/blog/' : '/' },
    post_types: {
      post: {}, page: {},
      book: { rewrite: { slug: 'books', with_front: true }, query_var: 'book' },
      note: { rewrite: false, query_var: 'note' },
      memo: { rewrite: false, query_var: false },
    },
  }) as unknown as HostContext;

const post = (over: Partial<PermalinkPost> = {}): PermalinkPost => ({
  id: 7, postType: 'post', status: 'publish', slug: 'hello', dateLocal: '2026-03-04 05:06:07', categoryPath: 'news/local', authorNicename: 'ann', ...over,
});

describe('insertGuid (get_permalink right after wp_insert_post)', () => {
  it.each([
    ['/%postname%/', post(), 'http://example.test/hello/'],
    ['/%year%/%monthnum%/%day%/%postname%/', post(), 'http://example.test/2026/03/04/hello/'],
    ['/%category%/%postname%', post(), 'http://example.test/news/local/hello'],
    ['/archives/%post_id%', post(), 'http://example.test/archives/7'],
    ['/%author%/%hour%%minute%%second%/', post(), 'http://example.test/ann/050607/'],
    ['/%postname%/', post({ status: 'private' }), 'http://example.test/hello/'],
    ['/%postname%/', post({ status: 'future' }), 'http://example.test/?p=7'],
    ['/%postname%/', post({ status: 'draft', slug: '' }), 'http://example.test/?p=7'],
    ['', post(), 'http://example.test/?p=7'],
    ['/%postname%/', post({ postType: 'page' }), 'http://example.test/hello/'],
    ['/%postname%/', post({ postType: 'page', status: 'future' }), 'http://example.test/?page_id=7'],
    ['/%postname%/', post({ postType: 'page', status: 'pending', slug: '' }), 'http://example.test/?page_id=7'],
    ['/blog/%postname%/', post({ postType: 'book' }), 'http://example.test/blog/books/hello/'],
    ['/%postname%/', post({ postType: 'book', status: 'future' }), 'http://example.test/?post_type=book&p=7'],
    ['', post({ postType: 'book' }), 'http://example.test/?book=hello'],
    ['/%postname%/', post({ postType: 'note' }), 'http://example.test/?note=hello'],
    ['/%postname%/', post({ postType: 'memo' }), 'http://example.test/?post_type=memo&p=7'],
  ])('%s %j → %s', (structure, input, guid) => {
    expect(insertGuid(host(structure), input)).toBe(guid);
  });
});

describe('guidBeforeInsert', () => {
  it.each([
    ['/%postname%/', post(), 'http://example.test/hello/'],
    ['/%year%/%monthnum%/%day%/%postname%/', post(), 'http://example.test/2026/03/04/hello/'],
    ['/%postname%/', post({ postType: 'page' }), 'http://example.test/hello/'],
    ['', post({ postType: 'book' }), 'http://example.test/?book=hello'],
  ])('%s %j → %s: the link has no id in it', (structure, input, guid) => {
    expect(guidBeforeInsert(host(structure), input)).toBe(guid);
  });

  it.each([
    ['/archives/%post_id%', post()],
    ['/%postname%/', post({ status: 'future' })],
    ['/%postname%/', post({ status: 'draft', slug: '' })],
    ['', post()],
    ['/%postname%/', post({ postType: 'memo' })],
  ])('%s %j → null: the link holds the id', (structure, input) => {
    expect(guidBeforeInsert(host(structure), input)).toBeNull();
  });

  it('answers each post of a run on its own when it has asked for the same kind of post before', () => {
    // Setup: one site context for the run, posts of both kinds in turn.
    const site = host('/%postname%/');
    const posts = [post({ slug: 'first' }), post({ status: 'future', slug: 'later' }), post({ slug: 'second' }), post({ status: 'future', slug: 'again' })];

    // Action
    const guids = posts.map((p) => guidBeforeInsert(site, p));

    // Assert
    expect(guids).toEqual(['http://example.test/first/', null, 'http://example.test/second/', null]);
  });
});
