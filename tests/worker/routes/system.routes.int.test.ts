import { createServer } from 'node:net';
import { createDatabase } from '../../../worker/src/db/database.js';
import { SystemService } from '../../../worker/src/services/system.service.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

/*
 * The worker's part of GET /system/status (the shell adds the rest): what it runs on, how long it
 * has been up, its resident memory, and whether its database answers.
 */

const files = freshWorkerPerFile();

describe('GET /system/status on the worker', () => {
  it('reports the process and reaches its database', async () => {
    // Action
    const res = await files.worker.call('GET', '/system/status');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      worker: {
        platform: process.platform,
        arch: process.arch,
        libc: process.platform === 'linux' ? expect.stringMatching(/^(glibc|musl)$/) : null,
        node: process.versions.node,
        image_backend: 'native',
        sharp: expect.stringMatching(/^\d+\.\d+\.\d+/),
        libvips: expect.stringMatching(/^\d+\.\d+\.\d+/),
        pid: process.pid,
        uptime_seconds: Math.floor(process.uptime()),
        memory_rss_bytes: expect.any(Number),
      },
      database: { reachable: true, message: null },
    });
    expect(res.body.worker.memory_rss_bytes).toBeGreaterThan(0.5 * process.memoryUsage.rss());
    expect(res.body.worker.memory_rss_bytes).toBeLessThan(2 * process.memoryUsage.rss());
  });

  it('takes no parameters', async () => {
    // Action
    const res = await files.worker.call('GET', '/system/status?verbose=1');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: verbose is not a known parameter.' });
  });
});

describe('SystemService.database()', () => {
  it('says why a database that refuses connections is not reachable', async () => {
    // Setup: a port that was free a moment ago, so nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const db = createDatabase({ ...files.test.config, port });

    try {
      // Action
      const reach = await new SystemService(db).database();

      // Assert
      expect(reach).toEqual({ reachable: false, message: `connect ECONNREFUSED 127.0.0.1:${port}` });
    } finally {
      await db.destroy();
    }
  });

  it('says so when the credentials are refused', async () => {
    // Setup
    const db = createDatabase({ ...files.test.config, password: 'not-the-password' });

    try {
      // Action
      const reach = await new SystemService(db).database();

      // Assert
      expect(reach.reachable).toBe(false);
      expect(reach.message).toMatch(/^Access denied for user '[^']+'@'[^']+' \(using password: YES\)$/);
    } finally {
      await db.destroy();
    }
  });
});
