import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Edition } from '../contract/route-manifest.js';

/** What the shell asserts about one request; see docs/architecture.md, "Shell → worker token". */
export interface RequestClaims {
  userId: number;
  edition: Edition;
  contextHash: string;
  nonce: string;
  userLocale: string;
  /**
   * The table prefix of the site the call is for (`wp_2_` on a network's second site); absent
   * from shells that predate networks, which means the worker's own DB_PREFIX.
   */
  tablePrefix?: string;
}

export interface SignedRequest {
  token: string | undefined;
  method: string;
  /** Path plus query string exactly as received. */
  target: string;
}

export class TokenError extends Error {}

const MAX_LIFETIME_SECONDS = 60;

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

interface ShellClaims extends JWTPayload {
  ims?: unknown;
  mth?: unknown;
  psh?: unknown;
  bsh?: unknown;
  edn?: unknown;
  ctx?: unknown;
  nce?: unknown;
  loc?: unknown;
  pfx?: unknown;
}

/** A token admitted on its headers alone; the body it was issued for is checked once it is read. */
export interface AdmittedToken {
  claims: RequestClaims;
  bodyHash: string;
}

/**
 * Verifies the shell's HS256 token and binds it to this very request: method, hashes of the path
 * with query and of the body, at most 60 s of life, and one use only (jti). The ids used are known
 * only to this process, so a token issued before it started (`ims`, to the millisecond) is refused:
 * a token cannot be used once before a restart and again after it.
 */
export class TokenVerifier {
  private readonly key: Uint8Array;
  /** jti → expiry (epoch s); a token seen once is refused until it has expired anyway. */
  private readonly seen = new Map<string, number>();

  constructor(
    secret: string,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
    private readonly startedAtMs: number = Date.now(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * Everything but the body, from the request's head: a request without a valid token is refused
   * before its body is read. The token is used up here.
   */
  async admit(request: SignedRequest): Promise<AdmittedToken> {
    if (!request.token) throw new TokenError('Missing bearer token.');
    const payload = await this.decode(request.token);
    this.checkBinding(payload, request);
    this.consume(payload);
    const claims: RequestClaims = {
      userId: Number(payload.sub),
      edition: payload.edn as Edition,
      contextHash: payload.ctx as string,
      nonce: typeof payload.nce === 'string' ? payload.nce : '',
      userLocale: typeof payload.loc === 'string' ? payload.loc : '',
      ...(payload.pfx === undefined ? {} : { tablePrefix: payload.pfx as string }),
    };
    return { claims, bodyHash: String(payload.bsh) };
  }

  private async decode(token: string): Promise<ShellClaims> {
    try {
      const { payload } = await jwtVerify<ShellClaims>(token, this.key, {
        algorithms: ['HS256'],
        issuer: 'seedpress-shell',
        audience: 'seedpress-worker',
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        currentDate: new Date(this.now() * 1000),
        maxTokenAge: MAX_LIFETIME_SECONDS,
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new TokenError(`Invalid token: ${error.code}.`);
      throw error;
    }
  }

  private checkBinding(payload: ShellClaims, request: SignedRequest): void {
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_LIFETIME_SECONDS) throw new TokenError('Token lifetime exceeds 60 s.');
    if (!/^[1-9]\d*$/.test(String(payload.sub))) throw new TokenError('Token subject is not a user id.');
    if (payload.edn !== 'full' && payload.edn !== 'lite') throw new TokenError('Token edition is invalid.');
    if (typeof payload.ctx !== 'string' || !/^[0-9a-f]{64}$/.test(payload.ctx)) throw new TokenError('Token context hash is invalid.');
    if (payload.pfx !== undefined && (typeof payload.pfx !== 'string' || !/^[A-Za-z0-9_]+$/.test(payload.pfx))) throw new TokenError('Token table prefix is invalid.');
    if (payload.mth !== request.method) throw new TokenError('Token was issued for another method.');
    if (payload.psh !== sha256Hex(request.target)) throw new TokenError('Token was issued for another path.');
    if (typeof payload.bsh !== 'string') throw new TokenError('Token has no body hash.');
    if (!Number.isSafeInteger(payload.ims)) throw new TokenError('Token has no issue time in milliseconds.');
    if ((payload.ims as number) < this.startedAtMs) throw new TokenError('Token was issued before the worker started.');
  }

  private consume(payload: ShellClaims): void {
    const now = this.now();
    for (const [jti, exp] of this.seen) if (exp < now) this.seen.delete(jti);
    const jti = String(payload.jti);
    if (this.seen.has(jti)) throw new TokenError('Token has already been used.');
    this.seen.set(jti, payload.exp ?? now + MAX_LIFETIME_SECONDS);
  }
}

/** The body the token was issued for, and no other. */
export function checkBody(token: AdmittedToken, body: Buffer): RequestClaims {
  return checkBodyHash(token, sha256Hex(body));
}

/** The same, for a body hashed as it streamed past (uploads). */
export function checkBodyHash(token: AdmittedToken, bodyHash: string): RequestClaims {
  if (token.bodyHash !== bodyHash) throw new TokenError('Token was issued for another body.');
  return token.claims;
}
