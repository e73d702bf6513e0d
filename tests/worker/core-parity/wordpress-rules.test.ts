import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { countedObjectTypes, defaultCommentStatus, plainGuid, truncateSlug, uniqueSlug } from '../../../worker/src/core-parity/wordpress-rules.js';

describe('uniqueSlug (wp_unique_post_slug)', () => {
  it('keeps a free slug and numbers taken ones from 2, remembering what it handed out', () => {
    // Setup
    const taken = new Set(['hello-world', 'hello-world-2']);

    // Action
    const slugs = [uniqueSlug('hello-world', taken), uniqueSlug('hello-world', taken), uniqueSlug('fresh', taken), uniqueSlug('fresh', taken)];

    // Assert
    expect(slugs).toEqual(['hello-world-3', 'hello-world-4', 'fresh', 'fresh-2']);
  });

  it('never hands out feed or embed slugs as they are', () => {
    expect(uniqueSlug('feed', new Set())).toBe('feed-2');
    expect(uniqueSlug('embed', new Set())).toBe('embed-2');
  });

  it('truncates long slugs before the suffix without cutting an encoded character', () => {
    // Setup
    const base = `${'a'.repeat(196)}%d0%bf`;

    // Action
    const slug = uniqueSlug(base, new Set([base]));

    // Assert
    expect(slug).toBe(`${'a'.repeat(196)}-2`);
    expect(truncateSlug('abc-def', 4)).toBe('abc');
  });
});

describe('countedObjectTypes', () => {
  it("gives a taxonomy's object types, and none for a taxonomy the site does not have", () => {
    // Setup
    const host = { taxonomies: { genre: { object_type: ['book', 'film'] } } } as unknown as HostContext;

    // Action
    const objectTypes = countedObjectTypes(host);

    // Assert
    expect(objectTypes('genre')).toEqual(['book', 'film']);
    expect(objectTypes('gone')).toEqual([]);
  });
});

describe('defaultCommentStatus (get_default_comment_status)', () => {
  const host = {
    post_types: {
      post: { supports: { comments: true, trackbacks: true } },
      page: { supports: { comments: true } },
      book: { supports: { title: true } },
    },
  } as unknown as HostContext;

  it.each([
    ['post', 'comment', 'open'],
    ['post', 'ping', 'open'],
    ['page', 'comment', 'closed'],
    ['book', 'comment', 'closed'],
  ] as const)('%s %s → %s', (type, kind, expected) => {
    expect(defaultCommentStatus(host, type, kind, 'open')).toBe(expected);
  });
});

describe('plainGuid', () => {
  it.each([
    ['post', 'http://example.test/?p=5'],
    ['page', 'http://example.test/?page_id=5'],
    ['book', 'http://example.test/?post_type=book&p=5'],
  ])('%s → %s', (type, guid) => {
    expect(plainGuid('http://example.test/', type, 5)).toBe(guid);
  });
});
