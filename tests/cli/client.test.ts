import { endpoint } from '../../cli/src/client.js';

describe('endpoint', () => {
  it('puts routes under /wp-json/seedpress/v1 of the site, whatever trailing part --url has', () => {
    // Action + Assert
    expect(endpoint('https://example.com', '/generate/posts')).toBe('https://example.com/wp-json/seedpress/v1/generate/posts');
    expect(endpoint('https://example.com/blog/', '/history', { limit: 5 })).toBe('https://example.com/blog/wp-json/seedpress/v1/history?limit=5');
    expect(endpoint('https://example.com/wp-json/seedpress/v1', '/history')).toBe('https://example.com/wp-json/seedpress/v1/history');
  });

  it('uses ?rest_route= for a site given with it (no pretty permalinks), and sends lists as name[]', () => {
    // Action + Assert
    expect(endpoint('http://127.0.0.1:8080/?rest_route=', '/history', { type: 'post', offset: 10 })).toBe('http://127.0.0.1:8080/?rest_route=%2Fseedpress%2Fv1%2Fhistory&type=post&offset=10');
    expect(endpoint('https://example.com', '/users', { roles: ['author', 'editor'] })).toBe('https://example.com/wp-json/seedpress/v1/users?roles%5B%5D=author&roles%5B%5D=editor');
  });
});
