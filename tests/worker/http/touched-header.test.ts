import { TOUCHED_HEADER_MAX_BYTES, touchedHeader } from '../../../worker/src/http/touched-header.js';

describe('touchedHeader', () => {
  it('lists what a request touched as JSON', () => {
    // Action
    const header = touchedHeader({ posts: [12, 13], options: ['seedpress_settings'] });

    // Assert
    expect(header).toBe('{"posts":[12,13],"options":["seedpress_settings"]}');
  });

  it('asks for a flush instead when the list would pass the size curl accepts for one header', () => {
    // Setup
    const posts = Array.from({ length: 12_000 }, (_, i) => 1_000_000 + i);

    // Action
    const header = touchedHeader({ posts, comments: posts });

    // Assert
    expect(JSON.stringify({ posts, comments: posts }).length).toBeGreaterThan(TOUCHED_HEADER_MAX_BYTES);
    expect(header).toBe('{"flush":true}');
  });
});
