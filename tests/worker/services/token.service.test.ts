import { TokenError, TokenVerifier } from '../../../worker/src/services/token.service.js';
import { shellToken } from '../../support/shell-token.js';

const SECRET = 'a'.repeat(40);
const NOW = 1_800_000_000;
const CTX = 'c'.repeat(64);

async function request(overrides: Partial<Parameters<typeof shellToken>[0]> = {}) {
  const options = { secret: SECRET, method: 'POST', target: '/settings?x=1', body: '{"a":1}', contextHash: CTX, issuedAt: NOW, ...overrides };
  return { token: await shellToken(options), method: 'POST', target: '/settings?x=1', body: Buffer.from('{"a":1}') };
}

describe('TokenVerifier', () => {
  const verifier = () => new TokenVerifier(SECRET, () => NOW + 5);

  it('accepts a token bound to this request and returns its claims', async () => {
    // Setup
    const signed = await request({ userId: 7, edition: 'lite', nonce: 'abc' });

    // Action
    const claims = await verifier().verify(signed);

    // Assert
    expect(claims).toEqual({ userId: 7, edition: 'lite', contextHash: CTX, nonce: 'abc', userLocale: 'en_US' });
  });

  it.each([
    ['no token', async () => ({ ...(await request()), token: undefined }), 'Missing bearer token.'],
    ['another secret', () => request({ secret: 'b'.repeat(40) }), 'Invalid token: ERR_JWS_SIGNATURE_VERIFICATION_FAILED.'],
    ['an expired token', () => request({ issuedAt: NOW - 100 }), 'Invalid token: ERR_JWT_EXPIRED.'],
    ['a lifetime over 60 s', () => request({ lifetime: 61 }), 'Token lifetime exceeds 60 s.'],
    ['another method', async () => ({ ...(await request()), method: 'GET' }), 'Token was issued for another method.'],
    ['another path', async () => ({ ...(await request()), target: '/settings?x=2' }), 'Token was issued for another path.'],
    ['another body', async () => ({ ...(await request()), body: Buffer.from('{"a":2}') }), 'Token was issued for another body.'],
    ['a bad context hash', () => request({ contextHash: 'nope' }), 'Token context hash is invalid.'],
  ])('refuses %s', async (_name, build, message) => {
    // Setup
    const signed = await build();

    // Action
    const result = verifier().verify(signed);

    // Assert
    await expect(result).rejects.toThrow(new TokenError(message));
  });

  it('refuses a token the second time it is used', async () => {
    // Setup
    const v = verifier();
    const signed = await request();
    await v.verify(signed);

    // Action
    const replay = v.verify(signed);

    // Assert
    await expect(replay).rejects.toThrow('Token has already been used.');
  });

  it('refuses an unsigned token (alg none)', async () => {
    // Setup
    const body = Buffer.from(JSON.stringify({ iss: 'seedpress-shell', aud: 'seedpress-worker', sub: '1', iat: NOW, exp: NOW + 30, jti: 'x' })).toString('base64url');
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;

    // Action
    const result = verifier().verify({ token, method: 'GET', target: '/', body: Buffer.alloc(0) });

    // Assert
    await expect(result).rejects.toThrow(TokenError);
  });
});
