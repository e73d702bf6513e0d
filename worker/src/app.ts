import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { loadRouteManifest, loadSchemas, loadShellSchemas, routeKey, toExpressPath, type RouteDefinition } from './contract/route-manifest.js';
import { RequestValidator } from './contract/validation.js';
import type { Database } from './db/database.js';
import { ApiError, ErrorCode } from './errors.js';
import { authenticate, requireSignedBody } from './http/authenticate.js';
import { collectWhenIdle } from './http/collect-when-idle.js';
import { receiveUpload } from './http/multipart-upload.js';
import { errorHandler, errorReply } from './http/error-handler.js';
import { parseJsonBody } from './http/json-body.js';
import { requestLog } from './http/request-log.js';
import { touchedHeader } from './http/touched-header.js';
import { requireUtf8Target } from './http/utf8-target.js';
import { allRoutes } from './routes/index.js';
import { mountHandoffRoutes } from './routes/handoff.routes.js';
import type { Handler, RequestScope, RouteHandlers, StreamReply, Touched } from './routes/route-handler.js';
import type { LicenseTiming } from './services/services.js';
import { SiteRegistry } from './services/site-registry.js';
import { maxUploadBytes } from './services/media/upload/upload-check.js';
import { TokenVerifier, type AdmittedToken, type RequestClaims } from './services/token.service.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  /** Clock for token checks, in epoch seconds; tests pass their own. */
  now?: () => number;
  /** The license's clock and the license server's time limit; tests pass their own. */
  license?: Partial<LicenseTiming>;
}

const TOUCHED_HEADER = 'X-SeedPress-Touched';
/** The worker does not see the site's files: the shell takes what the call generated or deleted (routes/handoff.routes.ts). */
const HANDOFF_HEADER = 'X-SeedPress-Handoff';

function mount(router: express.Router, route: RouteDefinition, sites: SiteRegistry<RouteHandlers>, validator: RequestValidator, logger: Logger): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](toExpressPath(route.path), async (req: Request, res: Response) => {
    // An upload's body is still unread here: its hash is checked as it streams in (receiveUpload()).
    const claims = route.upload ? (res.locals.token as AdmittedToken).claims : (res.locals.claims as RequestClaims);
    if (route.edition === 'full' && claims.edition === 'lite') throw new ApiError(ErrorCode.NotFound, 'This endpoint is not available in the limited edition.');
    const { services, derived: handlers } = await sites.site(claims.tablePrefix);
    const handler = handlers[routeKey(route)] as Handler;
    const host = await services.hostContext.get(claims.contextHash);
    // Set before any handler runs: a stream's head goes out before its run writes anything.
    if (services.handoff.isStaged(host)) res.set(HANDOFF_HEADER, '1');
    if (claims.edition === 'full' && !route.unlicensed) await services.license.requireValid(host);
    const upload = route.upload ? await receiveUpload(req, res, res.locals.token as AdmittedToken, maxUploadBytes(host)) : undefined;
    if (upload) res.locals.claims = upload.claims;
    try {
      const parts = { params: { ...req.params }, query: { ...(req.query as Record<string, unknown>) }, body: upload ? upload.fields : parseJsonBody(req) };
      // Recorded before validation fills in defaults: a template's settings yield only to what the client really sent.
      const given = new Set([...Object.keys(parts.query), ...Object.keys(parts.body)]);
      validator.validate(route.schema, parts);
      const scope: RequestScope = { claims, host, given, ...parts, file: upload?.file };
      const reply = await handler(scope);
      if ('stream' in reply) return stream(res, reply, logger);
      if (reply.touched) res.set(TOUCHED_HEADER, touchedHeader(reply.touched));
      res.status(reply.status ?? 200).json(reply.body);
    } finally {
      await upload?.discard();
    }
  });
}

/**
 * Server-sent events, one `data:` line per event. What the run touched travels as an SSE comment
 * the shell consumes (a header cannot follow a body). Failures after the first byte can only be
 * told as an event. A client that closes the request first (a cancel) aborts the run: nothing
 * more is written to it.
 */
async function stream(res: Response, reply: StreamReply, logger: Logger): Promise<void> {
  const cancel = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) cancel.abort(new Error('The client closed the stream.'));
  });
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  const write = (text: string): void => {
    if (!cancel.signal.aborted) res.write(text);
  };
  const send = (event: Record<string, unknown>): void => write(`data: ${JSON.stringify(event)}\n\n`);
  const reportTouched = (touched: Touched): void => write(`: seedpress-touched ${JSON.stringify(touched)}\n\n`);
  try {
    await reply.stream(send, reportTouched, cancel.signal);
  } catch (error) {
    if (cancel.signal.aborted) logger.info('A stream\'s client went away; its run was stopped and rolled back.');
    else {
      const { code, message } = errorReply(error, logger, { stream: true }).body;
      send({ type: 'error', code, message });
    }
  }
  res.end();
}

/** The worker's HTTP surface: open health check, then token, validation and the manifest's routes. */
export function createApp({ config, db, logger, now, license }: AppDependencies): express.Express {
  const validator = new RequestValidator([...loadSchemas(), ...loadShellSchemas()]);
  const sites = new SiteRegistry({ config, db, validator, logger, ...(license ? { license } : {}) }, allRoutes);
  const router = express.Router();
  for (const route of loadRouteManifest().routes) {
    if (!sites.main.derived[routeKey(route)]) throw new Error(`No handler for ${routeKey(route)} in schemas/routes.json.`);
    mount(router, route, sites, validator, logger);
  }
  mountHandoffRoutes(router, async (prefix) => (await sites.site(prefix)).services, validator);

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(requestLog(logger));
  app.use(collectWhenIdle());
  app.use(authenticate(new TokenVerifier(config.secret, now)));
  // Upload routes read their own bodies, streaming them to disk; every other body is read here.
  const uploads = new Set(loadRouteManifest().routes.filter((r) => r.upload).map((r) => `${r.method} ${r.path}`));
  const isUpload = (req: Request): boolean => uploads.has(`${req.method} ${req.path}`);
  app.use(express.raw({ type: (req) => !isUpload(req as Request), limit: '64mb' }));
  app.use((req, res, next) => (isUpload(req) ? next() : requireSignedBody(req, res, next)));
  app.use(requireUtf8Target);
  app.use(router);
  app.use(() => {
    throw new ApiError(ErrorCode.NotFound, 'No such endpoint.');
  });
  app.use(errorHandler(logger));
  return app;
}
