import { COMMENTERS, CommentDrafter } from '../../../../worker/src/generators/comments/comment-drafter.js';
import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const NOW = Date.parse('2026-06-01T12:00:00Z');

function drafter(seed: number, o: Partial<ConstructorParameters<typeof CommentDrafter>[2]> = {}): CommentDrafter {
  const faker = createFaker('en_US', seed);
  return new CommentDrafter(faker, createTextGenerator(faker, 'en_US', 'lorem'), { min: 2, max: 2, threading: false, replyProbability: 0, maxDepth: 5, nowMs: NOW, ...o });
}

describe('CommentDrafter', () => {
  it('writes comments of a small run by different people with complete identities', () => {
    // Action
    const comments = drafter(1, { min: 5, max: 5 }).draftFor(NOW - 86_400_000);

    // Assert
    expect(comments).toHaveLength(5);
    expect(new Set(comments.map((c) => c.author)).size).toBeGreaterThanOrEqual(4);
    for (const c of comments) {
      expect(c.author).toMatch(/^\S+ \S+/);
      expect(c.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(c.ip).toMatch(/^\d{1,3}(\.\d{1,3}){3}$/);
      expect(c.agent.length).toBeGreaterThan(10);
      expect(c.content.length).toBeGreaterThan(0);
    }
  });

  it('lets a large run’s comments come from a bounded set of regular commenters, each always with the same details', () => {
    // Setup
    const plan = drafter(2);

    // Action
    const comments = Array.from({ length: 500 }, () => plan.draftFor(NOW - 30 * 86_400_000)).flat();

    // Assert
    const byAuthor = new Map<string, Set<string>>();
    for (const c of comments) byAuthor.set(c.author, (byAuthor.get(c.author) ?? new Set()).add(`${c.email}|${c.url}|${c.ip}|${c.agent}`));
    expect(byAuthor.size).toBeGreaterThan(COMMENTERS / 2);
    expect(byAuthor.size).toBeLessThanOrEqual(COMMENTERS);
    for (const details of byAuthor.values()) expect(details.size).toBe(1);
  });

  it('is deterministic for a seed', () => {
    // Action
    const [a, b] = [drafter(3).draftFor(NOW - 1000), drafter(3).draftFor(NOW - 1000)];

    // Assert
    expect(a).toEqual(b);
  });

  it('holds pending_percentage for moderation and lets registered users write the rest of anonymous_percentage, as themselves', () => {
    // Setup
    const registered = [{ id: 7, name: 'Ann Lee', email: 'ann@example.com', url: 'https://example.com/ann' }, { id: 9, name: 'Bo Chen', email: 'bo@example.net', url: '' }];

    // Action
    const comments = drafter(4, { min: 400, max: 400, pendingPercentage: 25, anonymousPercentage: 50, registered }).draftFor(NOW - 86_400_000);

    // Assert
    const pending = comments.filter((c) => c.approved === '0').length;
    const members = comments.filter((c) => c.userId !== 0);
    expect(pending).toBeGreaterThan(60);
    expect(pending).toBeLessThan(140);
    expect(members.length).toBeGreaterThan(150);
    expect(members.length).toBeLessThan(250);
    for (const c of members) {
      const user = registered.find((u) => u.id === c.userId)!;
      expect([c.author, c.email, c.url]).toEqual([user.name, user.email, user.url]);
    }
    expect(comments.filter((c) => c.userId === 0).every((c) => /@example\.(com|net|org)$/.test(c.email))).toBe(true);
  });

  it('approves everything and has only visitors when neither is asked for (post runs)', () => {
    // Action
    const comments = drafter(5, { min: 50, max: 50 }).draftFor(NOW - 86_400_000);

    // Assert
    expect(comments.every((c) => c.approved === '1' && c.userId === 0)).toBe(true);
  });
});
