import { pino } from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { runtimeReport } from './platform/runtime-report.js';
import { removeFilesOfUnfinishedRuns } from './services/generation/unfinished-runs.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'seedpress-worker' } });
const db = createDatabase(config.db);
// Which build of the image library runs (native or WebAssembly) tells a slow image run apart from a broken one.
logger.info(runtimeReport(), 'SeedPress worker runtime');
if (config.unsafeTestOrigins.size > 0) {
  logger.warn({ origins: [...config.unsafeTestOrigins] }, 'SEEDPRESS_UNSAFE_TEST_ORIGINS is set: POST /media/upload-url may fetch from these loopback origins (a test setting, never for a real site)');
}

await migrateToLatest(db, config.db.prefix);
await removeFilesOfUnfinishedRuns(db, logger);
const server = createApp({ config, db, logger }).listen(config.port, config.host, () => {
  logger.info({ host: config.host, port: config.port }, 'SeedPress worker listening');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void db.destroy().then(() => process.exit(0)));
  });
}
