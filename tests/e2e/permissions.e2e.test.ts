import { loadRouteManifest, type RouteDefinition } from '../../worker/src/contract/route-manifest.js';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();
const DEV_KEY = need(site.env, 'SEEDPRESS_LICENSE_KEY');
const routes = loadRouteManifest().routes;
/** Values that exist on a freshly installed site, so the administrator's calls succeed. */
const SAMPLE_PARAMS: Record<string, string> = { post_type: 'post', taxonomy: 'category', id: '1', field_type: 'email' };

/** Small, valid bodies: the administrator's calls really run (and clean up after themselves where they write). */
const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /generate/posts': { count: 1, set_featured_image: false },
  'POST /generate/posts/stream': { count: 1, set_featured_image: false },
  'POST /generate/posts/delete': { post_type: 'post' },
  'DELETE /generate/delete': { type: 'comment', ids: [999999] },
  'DELETE /history/{id}': { delete_content: false },
  'POST /media/download': { count: 1, provider: 'placeholder', width: 300, height: 200 },
  'POST /templates': { name: 'Permission matrix', post_type: 'post' },
  'POST /templates/import': { templates: [{ name: 'Permission matrix', post_type: 'post' }] },
  'PUT /templates/{id}': { name: 'Permission matrix' },
  'POST /templates/{id}/variant': { name: 'Permission matrix', config_overrides: {} },
  'POST /license/activate': { license_key: DEV_KEY },
  // A loopback address the worker refuses to fetch from: reached, and nothing written.
  'POST /media/upload-url': { url: 'http://127.0.0.1:9/photo.png' },
};
/** The templates the administrator's calls made. */
const removeTemplates = async (): Promise<void> => {
  const listed = (await site.api('GET', '/templates', { as: 'admin' })).body as { templates: Array<{ id: number; name: string }> };
  for (const t of listed.templates.filter((t) => t.name === 'Permission matrix')) await site.api('DELETE', `/templates/${t.id}`, { as: 'admin' });
};
const removeGenerated = async (): Promise<void> => void (await site.api('DELETE', '/cleanup/all', { as: 'admin' }));
/**
 * What must happen before an administrator's call: clearing the history would leave the generated
 * content of the calls before it without the history rows that cleanup needs to find it.
 */
const BEFORE_ADMIN_CALL: Record<string, () => Promise<void>> = { 'DELETE /history/clear': removeGenerated };
/** Routes of one history entry or template, called for one that does not exist. */
const MISSING_ENTRY = routes.filter((r) => r.path === '/history/{id}' || r.path.startsWith('/templates/{id}')).map((r) => `${r.method} ${r.path}`);
/** What must happen right after an administrator's call: the routes after it need the site licensed. */
const AFTER_ADMIN_CALL: Record<string, () => Promise<void>> = {
  'POST /license/deactivate': async () => void (await site.api('POST', '/license/activate', { as: 'admin', body: { license_key: DEV_KEY } })),
};
/**
 * What the administrator gets where 200 is not the answer: the route was reached, but the entry is
 * not there, the JSON body carries no file to upload, the URL is one the worker refuses, or the
 * worker is the stack's external one, which the site cannot restart.
 */
const ADMIN_ERRORS: Record<string, [number, string]> = {
  ...Object.fromEntries(MISSING_ENTRY.map((route) => [route, [404, 'not_found'] as [number, string]])),
  'POST /media/upload': [400, 'invalid_parameter'],
  'POST /media/upload-url': [400, 'invalid_parameter'],
  'POST /system/worker/restart': [409, 'worker_external'],
};
const ADMIN_STATUS: Record<string, number> = Object.fromEntries(Object.entries(ADMIN_ERRORS).map(([route, [status]]) => [route, status]));
const SAMPLE_PARAMS_BY_ROUTE: Record<string, Record<string, string>> = Object.fromEntries(MISSING_ENTRY.map((route) => [route, { id: '999999' }]));

const samplePath = (route: RouteDefinition): string =>
  route.path.replace(/\{([a-z_]+)\}/g, (_m, name: string) => SAMPLE_PARAMS_BY_ROUTE[label(route)]?.[name] ?? SAMPLE_PARAMS[name] ?? 'x');
/** What an administrator's call answers: legacy envelopes, the OpenAPI document, the AI test's own failure (no key on this site), else success. */
const adminBody = (route: RouteDefinition): Record<string, unknown> => {
  if (route.path === '/urls' || route.path.startsWith('/cpts/') || route.path === '/taxonomies/all') return { status: 200 };
  if (route.path === '/openapi') return { openapi: '3.1.0' };
  if (label(route) === 'POST /settings/ai/test') return { success: false, message: 'No API key is configured for OpenAI.' };
  return { success: true };
};
const sampleBody = (route: RouteDefinition): unknown => SAMPLE_BODIES[label(route)] ?? (route.method === 'GET' ? undefined : {});
const adminStatus = (route: RouteDefinition): number => ADMIN_STATUS[label(route)] ?? 200;
const label = (route: RouteDefinition): string => `${route.method} ${route.path}`;
const cases = routes.map((r) => [label(r), r] as const);

let admin: { cookie: string; nonce: string };

beforeAll(async () => {
  admin = await site.cookieSession('admin');
});

afterAll(async () => {
  await removeGenerated();
  await removeTemplates();
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

  it.each(cases)('%s: administrator with an application password → reaches the endpoint', async (_name, route) => {
    await BEFORE_ADMIN_CALL[label(route)]?.();
    // Action
    const res = await site.api(route.method, samplePath(route), { as: 'admin', body: sampleBody(route) });
    await AFTER_ADMIN_CALL[label(route)]?.();

    // Assert
    expect(res.status).toBe(adminStatus(route));
    if (route.stream) expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    else if (adminStatus(route) !== 200) expect(res.body).toEqual({ success: false, code: ADMIN_ERRORS[label(route)]![1], message: expect.any(String) });
    else expect(res.body).toEqual(expect.objectContaining(adminBody(route)));
  });

  it.each(cases)('%s: administrator through ?rest_route= → reaches the endpoint', async (_name, route) => {
    await BEFORE_ADMIN_CALL[label(route)]?.();
    // Action
    const res = await site.api(route.method, samplePath(route), { as: 'admin', body: sampleBody(route), restRoute: true });
    await AFTER_ADMIN_CALL[label(route)]?.();

    // Assert
    expect(res.status).toBe(adminStatus(route));
  });

  it.each(cases)('%s: cookie session with X-WP-Nonce → reaches the endpoint', async (_name, route) => {
    await BEFORE_ADMIN_CALL[label(route)]?.();
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route), headers: { Cookie: admin.cookie, 'X-WP-Nonce': admin.nonce } });
    await AFTER_ADMIN_CALL[label(route)]?.();

    // Assert
    expect(res.status).toBe(adminStatus(route));
  });

  it.each(cases)('%s: cookie session with X-Host-Nonce → reaches the endpoint', async (_name, route) => {
    await BEFORE_ADMIN_CALL[label(route)]?.();
    // Action
    const res = await site.api(route.method, samplePath(route), { body: sampleBody(route), headers: { Cookie: admin.cookie, 'X-Host-Nonce': admin.nonce } });
    await AFTER_ADMIN_CALL[label(route)]?.();

    // Assert
    expect(res.status).toBe(adminStatus(route));
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
