import { checkBody, TokenError, TokenVerifier } from '../../../worker/src/services/token.service.js';
import { shellToken } from '../../support/shell-token.js';

const SECRET = 'a'.repeat(40);
const NOW = 1_800_000_000;
const CTX = 'c'.repeat(64);

async function request(overrides: Partial<Parameters<typeof shellToken>[0]> = {}) {
  const options = { secret: SECRET, method: 'POST', target: '/settings?x=1', body: '{"a":1}', contextHash: CTX, issuedAtMs: NOW * 1000, ...overrides };
  return { token: await shellToken(options), method: 'POST', target: '/settings?x=1', body: Buffer.from('{"a":1}') };
}

/** Both steps, as the worker takes them: the head, then the body once it is read. */
async function verify(v: TokenVerifier, signed: { token: string | undefined; method: string; target: string; body: Buffer }) {
  return checkBody(await v.admit(signed), signed.body);
}

describe('TokenVerifier', () => {
  // A worker started ten seconds before the tokens are issued.
  const verifier = () => new TokenVerifier(SECRET, () => NOW + 5, (NOW - 10) * 1000);

  it('accepts a token bound to this request and returns its claims', async () => {
    // Setup
    const signed = await request({ userId: 7, edition: 'lite', nonce: 'abc' });

    // Action
    const claims = await verify(verifier(), signed);

    // Assert
    expect(claims).toEqual({ userId: 7, edition: 'lite', contextHash: CTX, nonce: 'abc', userLocale: 'en_US' });
  });

  it("returns the site's table prefix when the shell signed one", async () => {
    // Setup
    const signed = await request({ tablePrefix: 'wp_2_' });

    // Action
    const claims = await verify(verifier(), signed);

    // Assert
    expect(claims).toEqual({ userId: 1, edition: 'full', contextHash: CTX, nonce: 'test-nonce', userLocale: 'en_US', tablePrefix: 'wp_2_' });
  });

  it.each([
    ['no token', async () => ({ ...(await request()), token: undefined }), 'Missing bearer token.'],
    ['another secret', () => request({ secret: 'b'.repeat(40) }), 'Invalid token: ERR_JWS_SIGNATURE_VERIFICATION_FAILED.'],
    ['an expired token', () => request({ issuedAtMs: (NOW - 100) * 1000 }), 'Invalid token: ERR_JWT_EXPIRED.'],
    ['a token issued before the worker started', () => request({ issuedAtMs: (NOW - 10) * 1000 - 1 }), 'Token was issued before the worker started.'],
    ['a lifetime over 60 s', () => request({ lifetime: 61 }), 'Token lifetime exceeds 60 s.'],
    ['another method', async () => ({ ...(await request()), method: 'GET' }), 'Token was issued for another method.'],
    ['another path', async () => ({ ...(await request()), target: '/settings?x=2' }), 'Token was issued for another path.'],
    ['another body', async () => ({ ...(await request()), body: Buffer.from('{"a":2}') }), 'Token was issued for another body.'],
    ['a bad context hash', () => request({ contextHash: 'nope' }), 'Token context hash is invalid.'],
    ['a table prefix that is not a table name', () => request({ tablePrefix: 'wp_2_`; drop' }), 'Token table prefix is invalid.'],
    ['an empty table prefix', () => request({ tablePrefix: '' }), 'Token table prefix is invalid.'],
  ])('refuses %s', async (_name, build, message) => {
    // Setup
    const signed = await build();

    // Action
    const result = verify(verifier(), signed);

    // Assert
    await expect(result).rejects.toThrow(new TokenError(message));
  });

  it('refuses a token the second time it is used', async () => {
    // Setup
    const v = verifier();
    const signed = await request();
    await verify(v, signed);

    // Action
    const replay = verify(v, signed);

    // Assert
    await expect(replay).rejects.toThrow('Token has already been used.');
  });

  it('refuses an unsigned token (alg none)', async () => {
    // Setup
    const body = Buffer.from(JSON.stringify({ iss: 'seedpress-shell', aud: 'seedpress-worker', sub: '1', iat: NOW, exp: NOW + 30, jti: 'x' })).toString('base64url');
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;

    // Action
    const result = verify(verifier(), { token, method: 'GET', target: '/', body: Buffer.alloc(0) });

    // Assert
    await expect(result).rejects.toThrow(TokenError);
  });

  it('refuses after a restart a token used before it, and takes tokens issued after it', async () => {
    // Setup: a token used on the worker, which then restarts.
    const signed = await request({ issuedAtMs: NOW * 1000 });
    await verify(verifier(), signed);
    const restarted = new TokenVerifier(SECRET, () => NOW + 5, NOW * 1000 + 1);

    // Action
    const replay = verify(restarted, signed);
    const fresh = verify(restarted, await request({ issuedAtMs: NOW * 1000 + 2 }));

    // Assert
    await expect(replay).rejects.toThrow(new TokenError('Token was issued before the worker started.'));
    await expect(fresh).resolves.toMatchObject({ userId: 1 });
  });

  it('decides on the head alone, uses the token up there, and checks the body after', async () => {
    // Setup
    const v = verifier();
    const signed = await request();

    // Action
    const admitted = await v.admit({ token: signed.token, method: signed.method, target: signed.target });

    // Assert
    expect(() => checkBody(admitted, Buffer.from('{"a":2}'))).toThrow(new TokenError('Token was issued for another body.'));
    await expect(v.admit({ token: signed.token, method: signed.method, target: signed.target })).rejects.toThrow('Token has already been used.');
  });
});
