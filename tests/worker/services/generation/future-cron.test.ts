import { createHash } from 'node:crypto';
import { withFutureEvents, withoutFutureEvents } from '../../../../worker/src/services/generation/future-cron.js';

const key = (id: number) => createHash('md5').update(`a:1:{i:0;i:${id};}`).digest('hex');

describe('publish_future_post events', () => {
  it('files one event per scheduled post under its timestamp, keeping order and other events', () => {
    // Setup
    const cron = { '300': { wp_version_check: { x: { schedule: 'twicedaily', args: [], interval: 43200 } } }, version: 2 };

    // Action
    const next = withFutureEvents(cron, [{ id: 5, timestamp: 400 }, { id: 6, timestamp: 100 }, { id: 7, timestamp: 300 }]);

    // Assert
    expect(Object.keys(next)).toEqual(['100', '300', '400', 'version']);
    expect(next['100']).toEqual({ publish_future_post: { [key(6)]: { schedule: false, args: [6] } } });
    expect(next['300']).toEqual({ ...cron['300'], publish_future_post: { [key(7)]: { schedule: false, args: [7] } } });
  });

  it('removes the events of deleted posts and empty timestamps, nothing else', () => {
    // Setup
    const cron = withFutureEvents({ '300': { other: {} }, version: 2 }, [{ id: 5, timestamp: 400 }, { id: 6, timestamp: 300 }, { id: 9, timestamp: 400 }]);

    // Action
    const next = withoutFutureEvents(cron, [5, 6]);

    // Assert
    expect(next).toEqual({ '300': { other: {} }, '400': { publish_future_post: { [key(9)]: { schedule: false, args: [9] } } }, version: 2 });
  });
});
