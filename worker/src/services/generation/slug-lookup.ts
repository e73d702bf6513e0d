/**
 * Which slugs the site already uses, asked for many chunks at once. Chunks announce their bases
 * as they arrive; the first chunk that needs an answer asks for every base announced so far, so
 * chunks drafted ahead find theirs answered. The writer also asks before each INSERT of posts,
 * which puts the next chunks' lookup in front of that INSERT on the transaction's connection:
 * their rows are then built while the database writes the chunk before.
 */
export class SlugLookup {
  private announced: string[] = [];
  private readonly asked = new Map<string, Promise<Set<string>>>();

  constructor(private readonly lookUp: (slugs: string[]) => Promise<Set<string>>) {}

  announce(bases: readonly string[]): void {
    for (const base of bases) if (base !== '' && !this.asked.has(base)) this.announced.push(base);
  }

  /** Sends one lookup for every announced base not asked for yet. */
  askAnnounced(): void {
    const slugs = [...new Set(this.announced)].filter((base) => !this.asked.has(base));
    this.announced = [];
    if (slugs.length === 0) return;
    const answer = this.lookUp(slugs);
    // Awaited by the chunks that need it, maybe only after it failed.
    answer.catch(() => undefined);
    for (const slug of slugs) this.asked.set(slug, answer);
  }

  /** Slugs the site uses: those of these bases (announced before), and maybe of others asked with them. */
  async taken(bases: readonly string[]): Promise<Set<string>> {
    if (bases.some((base) => base !== '' && !this.asked.has(base))) this.askAnnounced();
    const answers = new Set(bases.filter((base) => base !== '').map((base) => this.asked.get(base)!));
    return new Set((await Promise.all(answers)).flatMap((answer) => [...answer]));
  }
}
