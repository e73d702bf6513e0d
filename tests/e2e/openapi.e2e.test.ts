import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../../worker/src/contract/openapi/openapi-file.js';
import { loadRouteManifest } from '../../worker/src/contract/route-manifest.js';
import { openApiSchemaCompiler, responseSchema, type OpenApiDocument } from '../support/openapi-schemas.js';
import { sampleFiles } from '../support/sample-files.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The document through WordPress, and the document against the API: what the site really answers
 * must fit the response schemas it publishes. The runs it makes to have answers to check are
 * removed again with DELETE /cleanup/all, whose answer is checked too.
 */

const site = new WordPressSite();
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const compile = openApiSchemaCompiler(document);

function expectFits(method: string, path: string, res: { status: number; body: unknown }): Record<string, unknown> {
  expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 200 });
  const validate = compile(responseSchema(document, method, path));
  validate(res.body);
  expect({ route: `${method} ${path}`, errors: validate.errors ?? [] }).toEqual({ route: `${method} ${path}`, errors: [] });
  return res.body as Record<string, unknown>;
}

async function expectDocumented(method: string, path: string, options: { body?: unknown; samplePath?: string } = {}): Promise<Record<string, unknown>> {
  return expectFits(method, path, await site.api(method, options.samplePath ?? path, { as: 'admin', body: options.body }));
}

/** The multipart form the document describes for POST /media/upload. */
async function upload(): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await sampleFiles.png(300, 200))]), 'documented.png');
  const res = await fetch(site.endpoint('/media/upload', false), { method: 'POST', headers: { Authorization: site.basicAuth('admin') }, body: form });
  return expectFits('POST', '/media/upload', { status: res.status, body: await res.json() });
}

describe('GET /openapi through WordPress', () => {
  it('answers administrators with the committed document, served from this site', async () => {
    // Action
    const res = await site.api('GET', '/openapi', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...document, servers: [{ url: `${site.url}/wp-json/seedpress/v1` }] });
  });

  it('is refused to editors and to anonymous callers with the error body it documents', async () => {
    // Action
    const editor = await site.api('GET', '/openapi', { as: 'editor' });
    const anonymous = await site.api('GET', '/openapi');

    // Assert
    expect([editor.status, anonymous.status]).toEqual([403, 401]);
    const validate = compile(responseSchema(document, 'GET', '/openapi', 403));
    expect(validate(editor.body)).toBe(true);
  });
});

describe('the answers of the API fit the documented response schemas', () => {
  const SAMPLE: Record<string, string> = { '{post_type}': 'post', '{taxonomy}': 'category', '{field_type}': 'text', '{id}': '1' };
  const reads = loadRouteManifest()
    .routes.filter((r) => r.method === 'GET' && r.path !== '/openapi' && !r.path.startsWith('/templates/{id}'))
    .map((r) => [r.path] as const);

  it.each(reads)('GET %s', async (path) => {
    // Action + Assert
    await expectDocumented('GET', path, { samplePath: path.replace(/\{[a-z_]+\}/g, (p) => SAMPLE[p]!) });
  });

  it('GET /templates/{id} and its effective config, of a supplied starter', async () => {
    // Setup
    const list = (await site.api('GET', '/templates?is_system=true', { as: 'admin' })).body as { templates: Array<{ id: number }> };
    const id = list.templates[0]!.id;

    // Action + Assert
    await expectDocumented('GET', '/templates/{id}', { samplePath: `/templates/${id}` });
    await expectDocumented('GET', '/templates/{id}/effective-config', { samplePath: `/templates/${id}/effective-config` });
  });

  it('generation runs of each kind, an upload, the history they leave, and the cleanup', async () => {
    // Action + Assert
    await expectDocumented('POST', '/generate/posts', { body: { count: 2, image_provider: 'placeholder', auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 2 } });
    await expectDocumented('POST', '/generate/terms', { body: { count: 2 } });
    await expectDocumented('POST', '/generate/users', { body: { count: 1, avatar_provider: 'placeholder' } });
    await expectDocumented('POST', '/generate/comments', { body: { comments_per_post_max: 1, avatar_provider: 'placeholder' } });
    await expectDocumented('POST', '/media/download', { body: { count: 1, provider: 'placeholder' } });
    await upload();
    const history = await expectDocumented('GET', '/history');
    expect(history.total).toBeGreaterThan(0);
    await expectDocumented('GET', '/history/stats');
    await expectDocumented('DELETE', '/cleanup/all');
  });
});
