import { serialize, unserialize } from 'php-serialize';
import { DEFAULT_SETTINGS } from '../../../worker/src/services/settings.service.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

const storedOption = async (name: string) =>
  files.test.db.selectFrom('options').select(['option_value', 'autoload']).where('option_name', '=', name).executeTakeFirst();

const NO_AI = { enabled: false, provider: 'ai_a', has_api_key: false, hive_enabled: false };

/** The PHP limits of the site's stored host context: what the capacity is computed from. */
const hostLimits = async () => {
  const row = await storedOption('seedpress_host_context');
  const { memory_limit, max_execution_time } = (JSON.parse(row!.option_value) as { limits: { memory_limit: number; max_execution_time: number } }).limits;
  return { memory_limit, max_execution_time };
};

describe('GET/POST /settings', () => {
  it('reports the spec defaults on a fresh site', async () => {
    // Action
    const res = await files.worker.call('GET', '/settings');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, settings: { general: DEFAULT_SETTINGS, ai: NO_AI, capacity: expect.any(Object) } });
    expect(res.body.settings.capacity.computed_from).toEqual(await hostLimits());
    expect(res.body.settings.capacity.override).toBeNull();
    expect(DEFAULT_SETTINGS).toMatchObject({ default_image_provider: 'photos_keyword', hourly_rate: 75, text_source: 'lorem', locale: 'auto' });
  });

  it('changes only the given settings, echoes them and keeps the rest', async () => {
    // Action
    const first = await files.worker.call('POST', '/settings', { hourly_rate: 120.5, locale: 'de_DE' });
    const second = await files.worker.call('POST', '/settings', { telemetry_enabled: false });
    const read = await files.worker.call('GET', '/settings');

    // Assert
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Settings saved.', settings: { hourly_rate: 120.5, locale: 'de_DE' } });
    expect(first.headers['x-seedpress-touched']).toBe('{"options":["seedpress_settings"]}');
    expect(second.body.settings).toEqual({ telemetry_enabled: false });
    expect(read.body.settings.general).toEqual({ ...DEFAULT_SETTINGS, hourly_rate: 120.5, locale: 'de_DE', telemetry_enabled: false });
  });

  it('stores the settings as the PHP array update_option() would, autoloaded', async () => {
    // Action
    const row = await storedOption('seedpress_settings');

    // Assert
    expect(row?.option_value).toMatch(/^a:19:\{s:12:"admin_locale";s:4:"auto";s:6:"locale";s:5:"de_DE";/);
    expect(row?.option_value).toContain('s:11:"hourly_rate";d:120.5;');
    expect(unserialize(row!.option_value)).toMatchObject({ hourly_rate: 120.5, telemetry_enabled: false });
    expect(['yes', 'on']).toContain(row?.autoload);
  });

  it('refuses hourly_rate 0 with the error body and changes nothing', async () => {
    // Setup
    const before = await storedOption('seedpress_settings');

    // Action
    const res = await files.worker.call('POST', '/settings', { hourly_rate: 0, text_source: 'realtext' });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: hourly_rate must be >= 1.' });
    expect(res.headers['x-seedpress-touched']).toBeUndefined();
    expect(await storedOption('seedpress_settings')).toEqual(before);
  });

  it('sets the capacity override, which every kind of run then takes, and computes it again after null', async () => {
    // Action
    const set = await files.worker.call('POST', '/settings', { capacity_override: 12 });
    const overridden = await files.worker.call('GET', '/settings');
    const cleared = await files.worker.call('POST', '/settings', { capacity_override: null });
    const computed = await files.worker.call('GET', '/settings');

    // Assert
    expect(set.body).toEqual({ success: true, message: 'Settings saved.', settings: { capacity_override: 12 } });
    expect(overridden.body.settings.general.capacity_override).toBe(12);
    expect(overridden.body.settings.capacity).toEqual({ posts: 12, plain_posts: 12, terms: 12, users: 12, plain_users: 12, override: 12, computed_from: await hostLimits() });
    expect(cleared.body.settings).toEqual({ capacity_override: null });
    expect(computed.body.settings.capacity.override).toBeNull();
    expect(computed.body.settings.general.capacity_override).toBeNull();
  });

  it('reads a stored capacity_override that is not a whole number as none', async () => {
    // Setup
    const stored = unserialize((await storedOption('seedpress_settings'))!.option_value) as Record<string, unknown>;
    await files.test.db.updateTable('options').set({ option_value: serialize({ ...stored, capacity_override: 12.5 }) }).where('option_name', '=', 'seedpress_settings').execute();

    // Action
    const res = await files.worker.call('GET', '/settings');

    // Assert
    expect(res.body.settings.general.capacity_override).toBeNull();
    expect(res.body.settings.capacity.override).toBeNull();
  });

  it.each([
    [9, 'invalid_count', 'capacity_override must be between 10 and 500.'],
    [501, 'invalid_count', 'capacity_override must be between 10 and 500.'],
    [12.5, 'invalid_parameter', 'Invalid parameter: capacity_override must be integer.'],
    ['12', 'invalid_parameter', 'Invalid parameter: capacity_override must be integer.'],
  ])('refuses capacity_override %p with %s and changes nothing', async (value, code, message) => {
    // Setup
    const before = await storedOption('seedpress_settings');

    // Action
    const res = await files.worker.call('POST', '/settings', { capacity_override: value });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code, message });
    expect(await storedOption('seedpress_settings')).toEqual(before);
  });

  it('refuses a count out of range with invalid_count', async () => {
    // Action
    const res = await files.worker.call('POST', '/settings', { default_user_count: 0 });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_count', message: 'default_user_count must be between 1 and 500.' });
  });
});

describe('GET/POST /settings/ai', () => {
  const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123';

  it('starts with no keys', async () => {
    // Action
    const res = await files.worker.call('GET', '/settings/ai');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      settings: {
        ...NO_AI,
        providers: {
          ai_a: { has_api_key: false, masked_api_key: '' },
          ai_b: { has_api_key: false, masked_api_key: '' },
          ai_c: { has_api_key: false, masked_api_key: '' },
        },
      },
    });
  });

  it('stores a key encrypted and shows it only masked', async () => {
    // Action
    const res = await files.worker.call('POST', '/settings/ai', { enabled: true, provider: 'ai_b', ai_b_api_key: KEY });
    const row = await storedOption('seedpress_ai_settings');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'AI settings saved.',
      settings: {
        enabled: true,
        provider: 'ai_b',
        has_api_key: true,
        hive_enabled: false,
        providers: {
          ai_a: { has_api_key: false, masked_api_key: '' },
          ai_b: { has_api_key: true, masked_api_key: `sk-p${'•'.repeat(24)}0123` },
          ai_c: { has_api_key: false, masked_api_key: '' },
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('abcdefghij');
    expect(row?.option_value).not.toContain('abcdefghij');
    expect(row?.option_value).toMatch(/s:4:"ai_b";s:\d+:"v1:/);
    expect(['no', 'off']).toContain(row?.autoload);
  });

  it('keeps an omitted key, removes a key set to an empty string', async () => {
    // Action
    const kept = await files.worker.call('POST', '/settings/ai', { hive_enabled: true });
    const removed = await files.worker.call('POST', '/settings/ai', { ai_b_api_key: '' });

    // Assert
    expect(kept.body.settings.providers.ai_b.has_api_key).toBe(true);
    expect(kept.body.settings.hive_enabled).toBe(true);
    expect(removed.body.settings.providers.ai_b).toEqual({ has_api_key: false, masked_api_key: '' });
    expect(removed.body.settings.enabled).toBe(true);
  });

  it('summarises the AI settings in GET /settings', async () => {
    // Action
    const res = await files.worker.call('GET', '/settings');

    // Assert
    expect(res.body.settings.ai).toEqual({ enabled: true, provider: 'ai_b', has_api_key: false, hive_enabled: true });
  });

  it('refuses an unknown provider', async () => {
    // Action
    const res = await files.worker.call('POST', '/settings/ai', { provider: 'ai_z' });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: provider must be one of: ai_a, ai_b, ai_c.' });
  });
});
