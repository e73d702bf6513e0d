import { SlugLookup } from '../../../../worker/src/services/generation/slug-lookup.js';

/** A site with these slugs; records every lookup the way the repository would be asked. */
function site(existing: string[]) {
  const asked: string[][] = [];
  const lookup = new SlugLookup(async (slugs) => {
    asked.push(slugs);
    return new Set(slugs.filter((s) => existing.includes(s)));
  });
  return { lookup, asked };
}

describe('SlugLookup', () => {
  it('asks once for every base announced so far when the first chunk needs its answer', async () => {
    // Setup
    const { lookup, asked } = site(['hello', 'third']);
    lookup.announce(['hello', 'world']);
    lookup.announce(['again', 'third']);

    // Action
    const first = await lookup.taken(['hello', 'world']);
    const second = await lookup.taken(['again', 'third']);

    // Assert
    expect(asked).toEqual([['hello', 'world', 'again', 'third']]);
    expect(first).toEqual(new Set(['hello', 'third']));
    expect(second).toEqual(new Set(['hello', 'third']));
  });

  it('asks for the bases announced after an earlier lookup in a lookup of their own, and never for a base twice', async () => {
    // Setup
    const { lookup, asked } = site(['later']);
    lookup.announce(['first', '']);
    await lookup.taken(['first', '']);
    lookup.announce(['first', 'later', 'later']);

    // Action
    lookup.askAnnounced();
    const taken = await lookup.taken(['first', 'later']);

    // Assert
    expect(asked).toEqual([['first'], ['later']]);
    expect(taken).toEqual(new Set(['later']));
  });

  it('sends nothing when every announced base was asked for already', () => {
    // Setup
    const { lookup, asked } = site([]);
    lookup.announce(['one']);
    lookup.askAnnounced();
    lookup.announce(['one', '']);

    // Action
    lookup.askAnnounced();

    // Assert
    expect(asked).toEqual([['one']]);
  });

  it('raises a failed lookup for every chunk that waits for it', async () => {
    // Setup
    const lookup = new SlugLookup(async () => {
      throw new Error('lost connection');
    });
    lookup.announce(['a']);
    lookup.announce(['b']);

    // Action
    lookup.askAnnounced();

    // Assert
    await expect(lookup.taken(['a'])).rejects.toThrow('lost connection');
    await expect(lookup.taken(['b'])).rejects.toThrow('lost connection');
  });
});
