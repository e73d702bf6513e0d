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

  it('rejects a host context that does not match its schema', () => {
    expect(() => validator.assertHostContext({ version: 1 })).toThrow(/Host context does not match/);
  });
});
