import { IdleCollection } from '../../../worker/src/platform/idle-collection.js';

const DELAY_MS = 30;
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('IdleCollection', () => {
  it('collects once, the delay after the last work ended', async () => {
    // Setup
    let collections = 0;
    const idle = new IdleCollection(() => collections++, DELAY_MS);

    // Action
    idle.begin();
    idle.begin();
    idle.end();
    await wait(DELAY_MS * 3);
    const whileOneWorks = collections;
    idle.end();
    await wait(DELAY_MS / 3);
    const beforeTheDelay = collections;
    await wait(DELAY_MS * 3);

    // Assert
    expect([whileOneWorks, beforeTheDelay, collections]).toEqual([0, 0, 1]);
  });

  it('waits again when work starts within the delay', async () => {
    // Setup
    let collections = 0;
    const idle = new IdleCollection(() => collections++, DELAY_MS);

    // Action
    idle.begin();
    idle.end();
    await wait(DELAY_MS / 3);
    idle.begin();
    await wait(DELAY_MS * 3);
    const whileWorking = collections;
    idle.end();
    await wait(DELAY_MS * 3);

    // Assert
    expect([whileWorking, collections]).toEqual([0, 1]);
  });
});
