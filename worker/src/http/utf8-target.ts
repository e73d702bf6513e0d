import type { NextFunction, Request, Response } from 'express';
import { invalidParameter } from '../errors.js';

/**
 * Percent-encoding in the path and the query string must spell UTF-8. Refused here as the client's
 * mistake it is: the router would fail decoding a path parameter, the query parser would keep the
 * broken sequence as literal text.
 */
export function requireUtf8Target(req: Request, _res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.originalUrl);
  } catch {
    throw invalidParameter('The request URL is not valid percent-encoded UTF-8.');
  }
  next();
}
