import type { Request, Response, Router } from 'express';
import type { RequestValidator } from '../contract/validation.js';
import { ApiError, ErrorCode } from '../errors.js';
import type { RequestClaims } from '../services/token.service.js';
import type { HandoffReceipt } from '../services/handoff/handoff-outbox.js';
import type { Services } from '../services/services.js';
import { parseJsonBody } from '../http/json-body.js';

type SiteServices = (prefix: string | undefined) => Promise<Services>;
type Parts = { params: Record<string, unknown>; query: Record<string, unknown>; body: Record<string, unknown> };

/**
 * The shell's side of file handoff: it takes the list of what is owed, fetches each file, writes
 * it into the site's uploads and acknowledges. Only the shell's signed calls reach these.
 */
export function mountHandoffRoutes(router: Router, siteServices: SiteServices, validator: RequestValidator): void {
  const scoped = (schema: string, handle: (services: Services, parts: Parts, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    const claims = res.locals.claims as RequestClaims;
    const parts: Parts = { params: {}, query: { ...(req.query as Record<string, unknown>) }, body: parseJsonBody(req) };
    validator.validate(schema, parts);
    await handle(await siteServices(claims.tablePrefix), parts, res);
  };

  router.post('/handoff/take', scoped('handoff-take.post', async (services, _parts, res) => {
    res.json(await services.handoff.take());
  }));

  router.get('/handoff/file', scoped('handoff-file.get', async (services, { query }, res) => {
    const bytes = await services.handoff.outbox.read(query.path as string);
    if (!bytes) throw new ApiError(ErrorCode.NotFound, 'No such staged file.');
    res.type('application/octet-stream').send(bytes);
  }));

  router.post('/handoff/ack', scoped('handoff-ack.post', async (services, { body }, res) => {
    await services.handoff.acknowledge(body as unknown as HandoffReceipt);
    res.status(204).end();
  }));
}
