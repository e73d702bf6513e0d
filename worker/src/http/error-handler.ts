import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { ApiError, ErrorCode } from '../errors.js';
import { TokenError } from '../services/token.service.js';

/**
 * The one mapping of a failure to what the client sees, for the JSON answers and the event stream
 * alike: spec errors as they are (a server error's cause logged), anything unknown logged and
 * answered without its internals.
 */
export function errorReply(error: unknown, logger: Logger, where: Record<string, unknown>): { status: number; body: ReturnType<ApiError['toBody']> } {
  if (error instanceof ApiError) {
    if (error.status >= 500) logger.error({ err: error.cause ?? error, ...where }, error.message);
    return { status: error.status, body: error.toBody() };
  }
  logger.error({ err: error, ...where }, 'unexpected error');
  return { status: 500, body: { success: false, code: ErrorCode.InternalError, message: 'An unexpected error occurred in the SeedPress worker.' } };
}

/** The one error handler: token failures as 401, oversized bodies as 413, the rest through errorReply(). */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (error instanceof TokenError) {
      logger.warn({ method: req.method, path: req.path, reason: error.message }, 'refused request without a valid shell token');
      // The body of a refused request is not read: the connection closes instead of draining it.
      res.set('Connection', 'close');
      res.status(401).json({
        success: false,
        code: ErrorCode.Unauthorized,
        message: 'The SeedPress worker only accepts requests signed by the SeedPress plugin.',
      });
      return;
    }
    if (isBodyTooLarge(error)) {
      res.status(413).json({ success: false, code: ErrorCode.InvalidParameter, message: 'The request body is too large.' });
      return;
    }
    const reply = errorReply(error, logger, { method: req.method, path: req.path });
    res.status(reply.status).json(reply.body);
  };
}

const isBodyTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large';
