import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import { ApiError } from '../../../../worker/src/errors.js';
import { CapacityService } from '../../../../worker/src/services/capacity/capacity.service.js';
import type { ItemLoad } from '../../../../worker/src/services/capacity/capacity.js';
import type { SettingsService } from '../../../../worker/src/services/settings.service.js';

const service = new CapacityService({ get: async () => ({ capacity_override: null }) } as unknown as SettingsService);
const host = (memory_limit: number, max_execution_time: number) => ({ limits: { memory_limit, max_execution_time } }) as HostContext;
const POSTS: ItemLoad = { kind: 'posts', pictures: 0, downloaded: false, comments: 0 };

async function refusal(site: HostContext, load: ItemLoad, count: number): Promise<string> {
  const error = await service.check(site, load, count).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

describe('CapacityService.check', () => {
  it.each([
    ['both limits', host(256 * 2 ** 20, 10), { ...POSTS, pictures: 1, downloaded: true }, 12, "At most 11 posts per request on this site (capacity computed from PHP's memory limit 256M and time limit 10 s, 1 downloaded picture per post); 12 were asked for."],
    ['no memory limit', host(-1, 30), { ...POSTS, pictures: 2 }, 40, "At most 37 posts per request on this site (capacity computed from PHP's time limit 30 s (no memory limit), 2 rendered pictures per post); 40 were asked for."],
    ['comments', host(-1, 30), { ...POSTS, comments: 100 }, 106, "At most 105 posts per request on this site (capacity computed from PHP's time limit 30 s (no memory limit), up to 100 comments per post); 106 were asked for."],
    ['no time limit', host(32 * 2 ** 20, 0), { ...POSTS, kind: 'users' }, 300, "At most 256 users per request on this site (capacity computed from PHP's memory limit 32M (no time limit)); 300 were asked for."],
  ] as const)('names the capacity and what it was computed from (%s)', async (_, site, load, count, start) => {
    // Action
    const message = await refusal(site, load, count);

    // Assert
    expect(message).toBe(`${start} Send several requests of at most ${/At most (\d+)/.exec(start)![1]} (both command lines do), or change the capacity_override setting.`);
  });

  it('lets a count of exactly the capacity through', async () => {
    // Action + Assert
    await expect(service.check(host(256 * 2 ** 20, 10), { ...POSTS, pictures: 1, downloaded: true }, 11)).resolves.toBeUndefined();
  });
});
