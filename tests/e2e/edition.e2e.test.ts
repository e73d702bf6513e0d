import { loadRouteManifest } from '../../worker/src/contract/route-manifest.js';
import { startPhpServer, type RunningProcess } from '../support/processes.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();
const routes = loadRouteManifest().routes;
const fullOnly = routes.filter((r) => r.edition === 'full').map((r) => [`${r.method} ${r.path}`, r] as const);
let lite: RunningProcess;
let liteSite: WordPressSite;

beforeAll(async () => {
  lite = await startPhpServer(site.env, { SEEDPRESS_EDITION: 'lite' });
  liteSite = site.at(lite.url);
});
afterAll(async () => lite.stop());

describe('limited edition (SEEDPRESS_EDITION=lite)', () => {
  it('has full-edition routes to hide', () => {
    expect(fullOnly.length).toBeGreaterThan(0);
  });

  it.each(fullOnly)('%s → 404 not_found', async (_name, route) => {
    // Action
    const res = await liteSite.api(route.method, route.path, { as: 'admin', body: route.method === 'GET' ? undefined : {} });

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: expect.any(String) });
  });

  it('still serves the routes of both editions', async () => {
    // Action
    const res = await liteSite.api('GET', '/languages', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
  });

  it('still asks for authentication before anything else', async () => {
    // Action
    const res = await liteSite.api('GET', '/settings/ai');

    // Assert
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'rest_not_logged_in', message: expect.any(String) });
  });

  it('serves the full-edition routes in the full edition', async () => {
    // Action
    const res = await site.api('GET', '/settings/ai', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
  });
});
