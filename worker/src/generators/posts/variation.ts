import type { Faker } from '@faker-js/faker';
import type { VariationProfile } from '../../services/generation/generation-options.js';

/**
 * Decides, per post, which optional parts get filled: everything without variation, nothing
 * optional for `minimal`, about half for `partial`, a random share per post for `random`.
 */
export class Variation {
  private share = 1;

  constructor(
    private readonly faker: Faker,
    private readonly enabled: boolean,
    private readonly profile: VariationProfile,
  ) {}

  /** Starts a new post: `random` draws how complete this post is. */
  nextPost(): void {
    if (!this.enabled) this.share = 1;
    else if (this.profile === 'minimal') this.share = 0;
    else if (this.profile === 'partial') this.share = 0.5;
    else this.share = this.faker.number.float({ min: 0.3, max: 1 });
  }

  fillOptional(): boolean {
    if (this.share >= 1) return true;
    if (this.share <= 0) return false;
    return this.faker.number.float({ min: 0, max: 1 }) < this.share;
  }
}
