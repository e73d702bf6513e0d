import { loadRouteManifest, type RouteDefinition } from '../../worker/src/contract/route-manifest.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();
const routes = loadRouteManifest().routes;
/** Values that exist on a freshly installed site, so the administrator's calls succeed. */
const SAMPLE_PARAMS: Record<string, string> = { post_type: 'post', taxonomy: 'category', id: '1' };

const samplePath = (route: RouteDefinition): string => route.path.replace(/\{([a-z_]+)\}/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x');
const sampleBody = (route: RouteDefinition): unknown => (route.method === 'GET' ? undefined : {});
const label = (route: RouteDefinition): string => `${route.method} ${route.path}`;
const cases = routes.map((r) => [label(r), r] as const);

let admin: { cookie: string; nonce: string };

beforeAll(async () => {
  admin = await site.cookieSession('admin');
});

describe('permission matrix of every registered route', () => {
  it('registers at least the issue-2 endpoints', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s: anonymous → 401 rest_not_logged_in', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route) });

    // Assert
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'rest_not_logged_in', message: expect.any(String) });
  });

  it.each(cases)('%s: editor with an application password → 403 rest_forbidden', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { as: 'editor', body: sampleBody(route) });

    // Assert
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'rest_forbidden', message: expect.any(String) });
  });

  it.each(cases)('%s: administrator with an application password → 200', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { as: 'admin', body: sampleBody(route) });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining(route.path === '/urls' || route.path.startsWith('/cpts/') || route.path === '/taxonomies/all' ? { status: 200 } : { success: true }));
  });

  it.each(cases)('%s: administrator through ?rest_route= → 200', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { as: 'admin', body: sampleBody(route), restRoute: true });

    // Assert
    expect(res.status).toBe(200);
  });

  it.each(cases)('%s: cookie session with X-WP-Nonce → 200', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route), headers: { Cookie: admin.cookie, 'X-WP-Nonce': admin.nonce } });

    // Assert
    expect(res.status).toBe(200);
  });

  it.each(cases)('%s: cookie session with X-Host-Nonce → 200', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route), headers: { Cookie: admin.cookie, 'X-Host-Nonce': admin.nonce } });

    // Assert
    expect(res.status).toBe(200);
  });

  it.each(cases)('%s: cookie session with a bad nonce → 403 rest_cookie_invalid_nonce', async (_name, route) => {
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route), headers: { Cookie: admin.cookie, 'X-Host-Nonce': '0123456789' } });

    // Assert
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'rest_cookie_invalid_nonce', message: expect.any(String) });
  });

  it('treats a cookie session without any nonce as anonymous, as core does', async () => {
    // Action
    const res = await site.api('GET', '/languages', { headers: { Cookie: admin.cookie } });

    // Assert
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'rest_not_logged_in', message: expect.any(String) });
  });

  it('hands the cookie session its nonce through /urls', async () => {
    // Action
    const res = await site.api('GET', '/urls', { headers: { Cookie: admin.cookie, 'X-WP-Nonce': admin.nonce } });

    // Assert
    expect((res.body as { urls: { nonce: string } }).urls.nonce).toBe(admin.nonce);
  });
});
