import type { LicenseOutcome } from '../services/license/license.service.js';
import { LICENSE_OPTION } from '../services/license/license-store.js';
import type { Services } from '../services/services.js';
import type { JsonReply, RouteHandlers } from './route-handler.js';

/** A key the server refused is the client's to fix (400); no verdict from the server is a bad gateway (502). */
const STATUS: Record<LicenseOutcome['kind'], number> = { done: 200, refused: 400, unreachable: 502 };

function reply(outcome: LicenseOutcome): JsonReply {
  const { kind, message, license } = outcome;
  const body = kind === 'done' ? { success: true, message, license } : { success: false, message, ...(license && { license }) };
  return { status: STATUS[kind], body, touched: { options: [LICENSE_OPTION] } };
}

export const licenseRoutes = (s: Services): RouteHandlers => ({
  'GET /license': async ({ host }) => ({ body: { success: true, license: await s.license.view(host) } }),
  'POST /license/activate': async ({ host, body }) => reply(await s.license.activate(host, body.license_key)),
  'POST /license/deactivate': async () => reply(await s.license.deactivate()),
  'POST /license/refresh': async ({ host }) => reply(await s.license.refresh(host)),
});
