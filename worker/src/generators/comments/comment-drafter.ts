import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import type { CommentDraft } from '../posts/post-draft.js';
import type { TextGenerator } from '../text/text-generator.js';

export interface CommentPlanOptions {
  min: number;
  max: number;
  threading: boolean;
  /** Percent chance that a comment answers an earlier one. */
  replyProbability: number;
  /** WordPress's thread_comments_depth: replies never nest deeper. */
  maxDepth: number;
  nowMs: number;
}

/**
 * The people who comment on a site: a run's comments come from at most this many, each with one
 * e-mail, website, IP address and browser, as regular commenters do. Making a person costs
 * faker's template helpers (names, e-mail, user agent) far more than writing their comment.
 */
export const COMMENTERS = 60;

type Commenter = Pick<CommentDraft, 'author' | 'email' | 'url' | 'ip' | 'agent'>;

/** Comments of one post, oldest first, replies after their parent, as a discussion unfolds. */
export class CommentDrafter {
  /** Filled as they are first drawn, so a small run still has a different person per comment. */
  private readonly commenters: Commenter[] = [];

  constructor(
    private readonly faker: Faker,
    private readonly text: TextGenerator,
    private readonly o: CommentPlanOptions,
  ) {}

  draftFor(postDateUtcMs: number): CommentDraft[] {
    const count = between(this.faker, this.o.min, this.o.max);
    const start = Math.min(postDateUtcMs, this.o.nowMs);
    const span = Math.max(60_000, this.o.nowMs - start);
    const times = Array.from({ length: count }, () => start + this.faker.number.int({ min: 60_000, max: span })).sort((a, b) => a - b);
    const depth: number[] = [];
    return times.map((dateUtcMs) => {
      const candidates = depth.map((d, j) => (d + 1 < this.o.maxDepth ? j : -1)).filter((j) => j >= 0);
      const reply = this.o.threading && candidates.length > 0 && this.faker.number.int({ min: 1, max: 100 }) <= this.o.replyProbability;
      const parent = reply ? this.faker.helpers.arrayElement(candidates) : null;
      depth.push(parent === null ? 0 : depth[parent]! + 1);
      return {
        parent,
        ...this.commenter(),
        content: this.faker.datatype.boolean() ? this.text.sentence() : this.text.paragraph(),
        dateUtcMs,
      };
    });
  }

  private commenter(): Commenter {
    const index = this.faker.number.int({ min: 0, max: COMMENTERS - 1 });
    const known = this.commenters[index];
    if (known) return known;
    const first = this.faker.person.firstName();
    const last = this.faker.person.lastName();
    const made: Commenter = {
      author: `${first} ${last}`,
      email: this.faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      url: this.faker.datatype.boolean({ probability: 0.3 }) ? this.faker.internet.url() : '',
      ip: this.faker.internet.ipv4(),
      agent: this.faker.internet.userAgent(),
    };
    this.commenters[index] = made;
    return made;
  }
}
