import type { RouteDefinition } from '../route-manifest.js';
import type { Schema } from './schema-builders.js';

/**
 * The failure answers, one components/responses entry per HTTP status, each the error body with
 * the codes that status carries (README, "The API").
 */
const ERRORS: Record<number, { name: string; codes: string[]; when: string }> = {
  400: { name: 'BadRequest', codes: ['invalid_parameter', 'invalid_count', 'invalid_post_type', 'invalid_taxonomy'], when: 'The request does not fit the schema or the site; the message names the member.' },
  401: { name: 'NotLoggedIn', codes: ['rest_not_logged_in'], when: 'No authenticated user.' },
  403: {
    name: 'Forbidden',
    codes: ['rest_forbidden', 'rest_cookie_invalid_nonce', 'license_required', 'lite_readonly', 'lite_limit', 'system_template_readonly'],
    when: 'The user lacks `manage_options`, the nonce is wrong, the full edition has no valid license, or the limited edition refuses.',
  },
  404: { name: 'NotFound', codes: ['not_found'], when: 'The item named does not exist, or the route is absent from the limited edition.' },
  409: {
    name: 'HostContextStale',
    codes: ['host_context_stale', 'worker_external'],
    when: '`host_context_stale`: the site changed while the request was on its way; send it again. `worker_external`: the worker is run outside WordPress and cannot be restarted from the site.',
  },
  413: { name: 'BodyTooLarge', codes: ['invalid_parameter', 'file_too_large'], when: 'The body is over 64 MB, or an uploaded file over the site\'s upload limit.' },
  414: { name: 'TargetTooLong', codes: ['invalid_parameter'], when: 'Path and query are over 8,192 bytes.' },
  415: { name: 'NotJson', codes: ['unsupported_media_type'], when: 'A body that is not JSON (multipart where a file is uploaded), or an uploaded file of a type the site does not allow.' },
  500: { name: 'ServerError', codes: ['generation_failed', 'internal_error'], when: '`generation_failed`: nothing of the run was written. `internal_error`: details only in the worker log.' },
  502: { name: 'WorkerError', codes: ['worker_error'], when: 'The worker gave no usable answer.' },
  503: { name: 'WorkerUnavailable', codes: ['worker_unavailable'], when: 'The worker is not running.' },
};

export function errorComponents(): Record<string, Schema> {
  return Object.fromEntries(
    Object.values(ERRORS).map(({ name, codes, when }) => [
      name,
      {
        description: `${when} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] },
          },
        },
      },
    ]),
  );
}

/**
 * The statuses a route can fail with. Every route checks its query (unknown members are 400), the
 * user, nonce and license, the host context and the worker; only routes that name an item, and
 * full-edition ones, answer 404; a body can only be too large or not JSON where one is sent.
 */
export function errorStatuses(route: RouteDefinition, namesItem: boolean): number[] {
  const statuses = [400, 401, 403, 409, 414, 500, 502, 503];
  if (namesItem || route.edition === 'full') statuses.push(404);
  if (route.method !== 'GET') statuses.push(413, 415);
  return statuses.sort((a, b) => a - b);
}

export const errorResponseRef = (status: number): Schema => ({ $ref: `#/components/responses/${ERRORS[status]!.name}` });
