import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();

describe('the API through WordPress', () => {
  it('lists 13 languages for an administrator', async () => {
    // Action
    const res = await site.api('GET', '/languages', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = res.body as { success: boolean; languages: unknown[]; default: string };
    expect(body.success).toBe(true);
    expect(body.languages).toHaveLength(13);
    expect(body.default).toBe('en_US');
  });

  it('does not leak the worker-to-shell bookkeeping header', async () => {
    // Action
    const res = await site.api('POST', '/settings', { as: 'admin', body: {} });

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('x-seedpress-touched')).toBeNull();
  });

  it('keeps omitted settings on a round trip', async () => {
    // Setup
    const before = ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Record<string, unknown> } }).settings.general;
    const rate = before.hourly_rate === 90 ? 95 : 90;

    // Action
    const saved = await site.api('POST', '/settings', { as: 'admin', body: { hourly_rate: rate } });
    const after = ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Record<string, unknown> } }).settings.general;

    // Assert
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: 'Settings saved.', settings: { hourly_rate: rate } });
    expect(after).toEqual({ ...before, hourly_rate: rate });
  });

  it('refuses hourly_rate 0 with the error body and changes nothing', async () => {
    // Setup
    const before = (await site.api('GET', '/settings', { as: 'admin' })).body;

    // Action
    const res = await site.api('POST', '/settings', { as: 'admin', body: { hourly_rate: 0 } });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: hourly_rate must be >= 1.' });
    expect((await site.api('GET', '/settings', { as: 'admin' })).body).toEqual(before);
  });

  it('passes query parameters through to the worker', async () => {
    // Action
    const res = await site.api('GET', '/users?roles[]=editor&per_page=5', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      users: [{ id: expect.any(Number), login: site.env.SEEDPRESS_EDITOR_USER, email: expect.any(String), display_name: expect.any(String), roles: ['editor'] }],
      total: 1,
    });
  });

  it('answers with WordPress\'s own global parameters as core\'s endpoints do, and still refuses unknown ones', async () => {
    // Setup
    const plain = await site.api('GET', '/users/roles', { as: 'admin' });

    // Action
    const ignored = await site.api('GET', '/users/roles?context=edit&_=1764230400000&_locale=user&_wpnonce=stale&_jsonp=', { as: 'admin' });
    const fields = await site.api('GET', '/users/roles?_fields=success,roles.0.slug', { as: 'admin' });
    const envelope = await site.api('GET', '/users/roles?_envelope=1', { as: 'admin' });
    const badContext = await site.api('GET', '/users/roles?context=admin', { as: 'admin' });
    const unknown = await site.api('GET', '/users/roles?_cache=1', { as: 'admin' });

    // Assert
    expect(plain.status).toBe(200);
    expect(ignored.status).toBe(200);
    expect(ignored.body).toEqual(plain.body);
    expect(fields.status).toBe(200);
    expect(fields.body).toEqual({ success: true, roles: [{ slug: 'administrator' }] });
    expect(envelope.status).toBe(200);
    expect(envelope.body).toEqual({ body: plain.body, status: 200, headers: expect.any(Object) });
    expect(badContext.status).toBe(400);
    expect(badContext.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: context must be one of: view, embed, edit.' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: _cache is not a known parameter.' });
  });

  it('answers unknown routes in the namespace with the not_found envelope', async () => {
    // Action
    const res = await site.api('GET', '/no-such-thing', { as: 'admin' });

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: expect.any(String) });
  });

  it('wraps core authentication failures in the envelope', async () => {
    // Action
    const res = await site.api('GET', '/languages', { headers: { Authorization: `Basic ${Buffer.from('admin:wrong pass word').toString('base64')}` } });

    // Assert
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'rest_not_logged_in', message: expect.any(String) });
  });

  it('relays the worker validation errors unchanged', async () => {
    // Action
    const res = await site.api('GET', '/cpts/supports/no_such_type', { as: 'admin' });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_post_type', message: 'Post type "no_such_type" is not registered.' });
  });
});
