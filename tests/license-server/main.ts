import { startLicenseServer, testKeySpecs } from './license-server.js';

/*
 * The dev stack's license server (`make up` starts it): the test keys in every state, plus the
 * stack's own dev key from SEEDPRESS_LICENSE_KEY, which never expires and has no activation limit.
 * The key comes through the environment, so that no log shows it.
 */
const port = Number(process.env.SEEDPRESS_LICENSE_PORT);
const devKey = process.env.SEEDPRESS_LICENSE_KEY ?? '';
if (!Number.isInteger(port) || port <= 0 || devKey === '') {
  console.error('SEEDPRESS_LICENSE_PORT and SEEDPRESS_LICENSE_KEY must be set.');
  process.exit(1);
}

const server = await startLicenseServer({
  port,
  keys: [{ key: devKey, expiresAt: null, activationLimit: null, customerEmail: 'dev@example.com' }, ...testKeySpecs()],
});
console.log(`License stand-in listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
