import { loadSchemas } from '../../../worker/src/contract/route-manifest.js';
import { RequestValidator, type RequestParts } from '../../../worker/src/contract/validation.js';
import { ApiError } from '../../../worker/src/errors.js';

const validator = new RequestValidator(loadSchemas());
const parts = (p: Partial<RequestParts>): RequestParts => ({ params: {}, query: {}, body: {}, ...p });

function errorOf(schema: string, input: RequestParts): { status: number; body: unknown } {
  try {
    validator.validate(schema, input);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toBody() };
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('RequestValidator', () => {
  it('applies the spec defaults and casts query strings', () => {
    // Setup
    const input = parts({ query: { per_page: '20' } });

    // Action
    validator.validate('users.get', input);

    // Assert
    expect(input.query).toEqual({ per_page: 20, roles: [] });
  });

  it('turns a single roles value into a list', () => {
    // Setup
    const input = parts({ query: { roles: 'author' } });

    // Action
    validator.validate('users.get', input);

    // Assert
    expect(input.query.roles).toEqual(['author']);
  });

  it('casts path parameters', () => {
    // Setup
    const input = parts({ params: { id: '42' } });

    // Action
    validator.validate('post-meta.get', input);

    // Assert
    expect(input.params).toEqual({ id: 42 });
  });

  it.each([
    ['settings.post', parts({ body: { hourly_rate: 0 } }), 'Invalid parameter: hourly_rate must be >= 1.'],
    ['settings.post', parts({ body: { hourly_rate: '80' } }), 'Invalid parameter: hourly_rate must be number.'],
    ['settings.post', parts({ body: { telemetry_enabled: 1 } }), 'Invalid parameter: telemetry_enabled must be boolean.'],
    ['settings.post', parts({ body: { text_source: 'poetry' } }), 'Invalid parameter: text_source must be one of: realtext, lorem.'],
    ['settings.post', parts({ body: { colour: 'red' } }), 'Invalid parameter: colour is not a known parameter.'],
    ['settings.post', parts({ body: { locale: 'xx_XX' } }), 'Invalid parameter: locale has an invalid value.'],
    ['users.get', parts({ query: { per_page: 'many' } }), 'Invalid parameter: per_page must be integer.'],
    ['users.get', parts({ query: { roles: [''] } }), 'Invalid parameter: roles[0] must NOT have fewer than 1 characters.'],
    ['post-meta.get', parts({ params: { id: '0' } }), 'Invalid parameter: id must be >= 1.'],
    ['languages.get', parts({ query: { x: '1' } }), 'Invalid parameter: x is not a known parameter.'],
  ])('refuses bad input to %s with a 400 naming the field', (schema, input, message) => {
    expect(errorOf(schema, input)).toEqual({ status: 400, body: { success: false, code: 'invalid_parameter', message } });
  });

  it('answers counts out of range with invalid_count and the allowed range', () => {
    expect(errorOf('settings.post', parts({ body: { default_post_count: 501 } }))).toEqual({
      status: 400,
      body: { success: false, code: 'invalid_count', message: 'default_post_count must be between 1 and 500.' },
    });
  });

  it('does not give POST /settings any default, so omitted settings keep their value', () => {
    // Setup
    const input = parts({ body: { hourly_rate: 80 } });

    // Action
    validator.validate('settings.post', input);

    // Assert
    expect(input.body).toEqual({ hourly_rate: 80 });
  });

  it.each(['0x1', '9e8', ' 1', '1 ', 'Infinity', '+1'])('refuses the id %j in a path: only plain decimal digits are numbers', (id) => {
    expect(errorOf('post-meta.get', parts({ params: { id } }))).toEqual({
      status: 400,
      body: { success: false, code: 'invalid_parameter', message: 'Invalid parameter: id must be written in plain decimal digits.' },
    });
  });

  it.each([
    [{ offset: '9e8' }, 'Invalid parameter: offset must be written in plain decimal digits.'],
    [{ offset: '1e23' }, 'Invalid parameter: offset must be <= 9007199254740991.'],
    [{ offset: '9007199254740992' }, 'Invalid parameter: offset must be <= 9007199254740991.'],
    [{ limit: 'Infinity' }, 'Invalid parameter: limit must be written in plain decimal digits.'],
    [{ limit: ['0x1'] }, 'Invalid parameter: limit must be written in plain decimal digits.'],
  ])('refuses the history query %j', (query, message) => {
    expect(errorOf('history.get', parts({ query }))).toEqual({ status: 400, body: { success: false, code: 'invalid_parameter', message } });
  });

  it('still reads plain decimals from the query', () => {
    // Setup
    const input = parts({ query: { offset: '9007199254740991', limit: '7' } });

    // Action
    validator.validate('history.get', input);

    // Assert
    expect(input.query).toEqual({ offset: 9007199254740991, limit: 7 });
  });

  it.each([
    [{ ids: [1e23] }, 'Invalid parameter: ids[0] must be <= 9007199254740991.'],
    [{ ids: [JSON.parse('1e309') as number] }, 'Invalid parameter: ids[0] must be integer.'],
    [{ ids: [1.5] }, 'Invalid parameter: ids[0] must be integer.'],
  ])('refuses integers a JSON body cannot hold safely: %j', (body, message) => {
    expect(errorOf('generate-delete.delete', parts({ body: { type: 'post', ...body } }))).toEqual({ status: 400, body: { success: false, code: 'invalid_parameter', message } });
  });

  const chosen = (field: string, values: unknown[]) => ({ field_config: { core_fields: { [field]: { mode: 'choose', choose: { values } } } } });
  it.each([
    [chosen('post_title', ['x'.repeat(65_536)]), 'field_config.core_fields.post_title.choose.values[0] must NOT have more than 65535 characters.'],
    [chosen('post_title', ['é'.repeat(32_768)]), 'field_config.core_fields.post_title.choose.values[0] must NOT be longer than 65535 bytes in UTF-8 (it has 65536).'],
    [chosen('post_excerpt', ['ok', '😀'.repeat(16_384)]), 'field_config.core_fields.post_excerpt.choose.values[1] must NOT be longer than 65535 bytes in UTF-8 (it has 65536).'],
    [chosen('post_date', ['2026-02-30 10:00:00']), 'field_config.core_fields.post_date.choose.values[0] must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.'],
    [chosen('post_date', ['2026-01-31 25:61:61']), 'field_config.core_fields.post_date.choose.values[0] must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.'],
    [chosen('post_date', ['1000-01-01 23:59:59']), 'field_config.core_fields.post_date.choose.values[0] must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.'],
    [chosen('post_date', ['9999-12-31 00:00:00']), 'field_config.core_fields.post_date.choose.values[0] must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.'],
    [chosen('post_author', [1e23]), 'field_config.core_fields.post_author.choose.values[0] must be <= 9007199254740991.'],
    [chosen('post_author', ['0x1']), 'field_config.core_fields.post_author.choose.values[0] must be integer.'],
    [{ field_config: { custom_fields: { ['k'.repeat(256)]: { mode: 'none' } } } }, 'field_config.custom_fields must NOT have more than 255 characters.'],
    [{ comments_per_post_min: 7, comments_per_post_max: 3 }, 'comments_per_post_min (7) must not be greater than comments_per_post_max (3).'],
    [{ comments_per_post_min: 20 }, 'comments_per_post_min (20) must not be greater than comments_per_post_max (10).'],
    [{ taxonomy_config: { category: { mode: 'create', count_min: 5, count_max: 2 } } }, 'taxonomy_config.category.count_min (5) must not be greater than count_max (2).'],
    [
      { field_config: { custom_fields: { price: { mode: 'create', create: { word_count_min: 9, word_count_max: 3 } } } } },
      'field_config.custom_fields.price.create.word_count_min (9) must not be greater than word_count_max (3).',
    ],
    [{ field_config: { custom_fields: { price: { mode: 'create', create: { min: 10, max: 1 } } } } }, 'field_config.custom_fields.price.create.min (10) must not be greater than max (1).'],
    [{ field_config: { custom_fields: { price: { mode: 'create', create: { max: 1e300 } } } } }, 'field_config.custom_fields.price.create.max must be <= 1000000000000000.'],
  ])('refuses a generation request over a column limit, off the calendar or out of order (%#)', (body, message) => {
    for (const schema of ['generate-posts.post', 'generate-posts-stream.post']) {
      expect(errorOf(schema, parts({ body }))).toEqual({ status: 400, body: { success: false, code: 'invalid_parameter', message: `Invalid parameter: ${message}` } });
    }
  });

  it('accepts what fits: 65,535 bytes of multibyte text, a leap day, a 255-character field name, equal bounds', () => {
    // Setup
    const body = {
      ...chosen('post_title', ['é'.repeat(32_767) + 'x']),
      comments_per_post_min: 4,
      comments_per_post_max: 4,
    };
    body.field_config = { core_fields: { ...body.field_config.core_fields, ...chosen('post_date', ['2024-02-29 23:59:59']).field_config.core_fields }, custom_fields: { ['k'.repeat(255)]: { mode: 'none' } } } as never;

    // Action
    const validate = () => validator.validate('generate-posts.post', parts({ body }));

    // Assert
    expect(validate).not.toThrow();
  });

  it('rejects a host context that does not match its schema', () => {
    expect(() => validator.assertHostContext({ version: 1 })).toThrow(/Host context does not match/);
  });
});
