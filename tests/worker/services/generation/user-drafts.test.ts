import { UserDrafts, type DraftedUser } from '../../../../worker/src/services/generation/user-drafts.js';

const drafter = (): { draftOne: () => DraftedUser; log: string[] } => {
  const log: string[] = [];
  let n = 0;
  const draftOne = (): DraftedUser => {
    n++;
    log.push(`draft ${n}`);
    return { role: 'subscriber', user: { row: { user_login: `user${n}` } as DraftedUser['user']['row'], meta: [] } };
  };
  return { draftOne, log };
};

describe('UserDrafts', () => {
  it('drafts in order up to the total, however it is asked', () => {
    // Setup
    const { draftOne } = drafter();
    const drafts = new UserDrafts(3, draftOne);

    // Action
    drafts.fill(2);
    drafts.fill(10);

    // Assert
    expect(drafts.drafted.map((d) => d.user.row.user_login)).toEqual(['user1', 'user2', 'user3']);
  });

  it('drafts the rest a few at a time, letting waiting work run between them', async () => {
    // Setup: 60 users, and work that waits for the event loop's next turn (as a statement's answer does).
    const { draftOne, log } = drafter();
    const drafts = new UserDrafts(60, draftOne);
    const waiting = new Promise<void>((resolve) => setImmediate(() => {
      log.push('other work');
      resolve();
    }));

    // Action
    await Promise.all([drafts.fillAll(), waiting]);

    // Assert: the other work ran after the first 25 users, not after all 60.
    expect(drafts.drafted).toHaveLength(60);
    expect(log.indexOf('other work')).toBe(25);
  });
});
