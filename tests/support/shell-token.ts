import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { sha256Hex } from '../../worker/src/services/token.service.js';

export interface ShellTokenOptions {
  secret: string;
  method: string;
  target: string;
  body?: string | Buffer;
  contextHash?: string;
  userId?: number;
  edition?: 'full' | 'lite';
  nonce?: string;
  /** Epoch milliseconds; defaults to now. */
  issuedAtMs?: number;
  lifetime?: number;
  jti?: string;
  /** The site's table prefix (pfx), as the shell signs it; absent when not given. */
  tablePrefix?: string;
}

/** Signs a token the way plugin/src/worker/token.php does, for tests that talk to the worker directly. */
export async function shellToken(o: ShellTokenOptions): Promise<string> {
  const issuedAtMs = o.issuedAtMs ?? Date.now();
  const iat = Math.floor(issuedAtMs / 1000);
  return new SignJWT({
    ims: issuedAtMs,
    mth: o.method,
    psh: sha256Hex(o.target),
    bsh: sha256Hex(o.body ?? ''),
    edn: o.edition ?? 'full',
    ctx: o.contextHash ?? '0'.repeat(64),
    nce: o.nonce ?? 'test-nonce',
    loc: 'en_US',
    ...(o.tablePrefix === undefined ? {} : { pfx: o.tablePrefix }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('seedpress-shell')
    .setAudience('seedpress-worker')
    .setSubject(String(o.userId ?? 1))
    .setIssuedAt(iat)
    .setExpirationTime(iat + (o.lifetime ?? 30))
    .setJti(o.jti ?? randomBytes(16).toString('hex'))
    .sign(new TextEncoder().encode(o.secret));
}
