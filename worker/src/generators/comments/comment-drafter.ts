import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import type { CommentDraft } from '../posts/post-draft.js';
import type { TextGenerator } from '../text/text-generator.js';
import { RESERVED_DOMAINS } from '../reserved-domains.js';

export interface CommentPlanOptions {
  min: number;
  max: number;
  threading: boolean;
  /** Percent chance that a comment answers an earlier one. */
  replyProbability: number;
  /** WordPress's thread_comments_depth: replies never nest deeper. */
  maxDepth: number;
  nowMs: number;
  /** Percent of comments held for moderation (comment_approved 0); none when left out. */
  pendingPercentage?: number;
  /** Percent written by visitors; the rest by `registered` users. All by visitors when left out. */
  anonymousPercentage?: number;
  registered?: readonly RegisteredCommenter[];
}

/** What POST /generate/comments does by default (schemas/endpoints/generate-comments.post.json), and post runs' comments do too. */
export const COMMENT_RUN_DEFAULTS = Object.freeze({ pendingPercentage: 10, anonymousPercentage: 70, avatarPercentage: 60 });

/** A user of the site who comments: core fills the comment's author fields from the account. */
export interface RegisteredCommenter {
  id: number;
  name: string;
  email: string;
  url: string;
}

/**
 * The people who comment on a site: a run's comments come from at most this many, each with one
 * e-mail, website, IP address and browser, as regular commenters do. Making a person costs
 * faker's template helpers (names, e-mail, user agent) far more than writing their comment.
 */
export const COMMENTERS = 60;

type Commenter = Pick<CommentDraft, 'author' | 'email' | 'url' | 'ip' | 'agent' | 'userId'>;

/** Comments of one post, oldest first, replies after their parent, as a discussion unfolds. */
export class CommentDrafter {
  /** Filled as they are first drawn, so a small run still has a different person per comment. */
  private readonly commenters: Commenter[] = [];
  /** Registered users' browsers and addresses, once drawn. */
  private readonly members = new Map<number, Commenter>();

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
        approved: this.faker.number.int({ min: 1, max: 100 }) <= (this.o.pendingPercentage ?? 0) ? '0' : '1',
      };
    });
  }

  private commenter(): Commenter {
    const registered = this.o.registered ?? [];
    if (registered.length > 0 && this.faker.number.int({ min: 1, max: 100 }) > (this.o.anonymousPercentage ?? 100)) {
      return this.member(this.faker.helpers.arrayElement(registered));
    }
    return this.visitor();
  }

  private member(user: RegisteredCommenter): Commenter {
    const known = this.members.get(user.id);
    if (known) return known;
    const made: Commenter = { author: user.name, email: user.email, url: user.url, ip: this.faker.internet.ipv4(), agent: this.faker.internet.userAgent(), userId: user.id };
    this.members.set(user.id, made);
    return made;
  }

  private visitor(): Commenter {
    const index = this.faker.number.int({ min: 0, max: COMMENTERS - 1 });
    const known = this.commenters[index];
    if (known) return known;
    const first = this.faker.person.firstName();
    const last = this.faker.person.lastName();
    const made: Commenter = {
      author: `${first} ${last}`,
      email: this.faker.internet.email({ firstName: first, lastName: last, provider: this.faker.helpers.arrayElement(RESERVED_DOMAINS) }).toLowerCase(),
      url: this.faker.datatype.boolean({ probability: 0.3 }) ? `https://${this.faker.internet.domainWord()}.${this.faker.helpers.arrayElement(RESERVED_DOMAINS)}` : '',
      ip: this.faker.internet.ipv4(),
      agent: this.faker.internet.userAgent(),
      userId: 0,
    };
    this.commenters[index] = made;
    return made;
  }
}
