import type { NextFunction, Request, Response } from 'express';
import { checkBody, type AdmittedToken, type TokenVerifier } from '../services/token.service.js';

/** The raw body as received; its hash is bound into the token, so it is kept before any parsing. */
export const rawBodyOf = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

/** The token, from the request's head: without a valid one the body is never read. */
export function authenticate(verifier: TokenVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    res.locals.token = await verifier.admit({ token, method: req.method, target: req.originalUrl });
    next();
  };
}

/** Once the body is read: it must be the one the token was issued for. */
export function requireSignedBody(req: Request, res: Response, next: NextFunction): void {
  res.locals.claims = checkBody(res.locals.token as AdmittedToken, rawBodyOf(req));
  next();
}
