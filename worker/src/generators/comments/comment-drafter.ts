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

/** Comments of one post, oldest first, replies after their parent, as a discussion unfolds. */
export class CommentDrafter {
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
      const first = this.faker.person.firstName();
      const last = this.faker.person.lastName();
      return {
        parent,
        author: `${first} ${last}`,
        email: this.faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
        url: this.faker.datatype.boolean({ probability: 0.3 }) ? this.faker.internet.url() : '',
        ip: this.faker.internet.ipv4(),
        agent: this.faker.internet.userAgent(),
        content: this.faker.datatype.boolean() ? this.text.sentence() : this.text.paragraph(),
        dateUtcMs,
      };
    });
  }
}
