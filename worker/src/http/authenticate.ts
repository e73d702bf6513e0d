import type { NextFunction, Request, Response } from 'express';
import type { TokenVerifier } from '../services/token.service.js';

/** The raw body as received; its hash is bound into the token, so it is kept before any parsing. */
export const rawBodyOf = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

export function authenticate(verifier: TokenVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    res.locals.claims = await verifier.verify({ token, method: req.method, target: req.originalUrl, body: rawBodyOf(req) });
    next();
  };
}
