import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One structured line per request: enough to follow a call from WordPress to the database. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          user: res.locals.claims?.userId,
        },
        'request',
      );
    });
    next();
  };
}
