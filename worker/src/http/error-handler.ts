import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { ApiError, ErrorCode } from '../errors.js';
import { TokenError } from '../services/token.service.js';

/** The one error handler: spec errors as they are, token failures as 401, anything else as a bare 500. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (error instanceof ApiError) {
      res.status(error.status).json(error.toBody());
      return;
    }
    if (error instanceof TokenError) {
      logger.warn({ method: req.method, path: req.path, reason: error.message }, 'refused request without a valid shell token');
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
    logger.error({ err: error, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ success: false, code: ErrorCode.InternalError, message: 'An unexpected error occurred in the SeedPress worker.' });
  };
}

const isBodyTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large';
