/*
 * Meanings as sets of words, in every language the detector reads, so that a rule written for a
 * meaning holds for names nobody listed: "Texto del botón", "Knopftext", "Tekst przycisku" and
 * "Buton metni" all say "button". Entries are normalised tokens (name-normaliser.ts):
 *
 * - `word`: the whole token ("boton"), or two tokens in a row when written with `_` ("van_ban");
 * - `stem*`: a stem with any ending, as inflected languages write it ("przycisk*": przycisku,
 *   przyciski; "buton*": butonului), or the head of a compound ("knopf*": knopftext);
 * - `*tail`: the last part of a compound, as German, Dutch and the Nordic languages write them
 *   ("*cover": buchcover; "*nummer": flygnummer).
 *
 * A stem or a tail is kept long enough (four letters at least) not to catch unrelated words.
 */

/** A word as the normaliser writes tokens, without its accents: "рейс" is read without its breve, as "реис", "ведущий" as "ведущии". */
export function asRead(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export class Concept {
  private readonly words = new Set<string>();
  private readonly stems: string[] = [];
  private readonly tails: string[] = [];
  /** Whether any entry is two words in a row: only then are neighbours joined to be looked up. */
  private readonly pairs: boolean;
  /** Each token is read once: field names repeat their words across a site. */
  private readonly seen = new Map<string, boolean>();

  constructor(entries: readonly string[]) {
    for (const entry of entries.map(asRead)) {
      if (entry.endsWith('*')) this.stems.push(entry.slice(0, -1));
      else if (entry.startsWith('*')) this.tails.push(entry.slice(1));
      else this.words.add(entry);
    }
    this.pairs = [...this.words].some((word) => word.includes('_'));
  }

  /** Whether one token (or two joined by `_`) says this meaning. */
  has(token: string): boolean {
    const known = this.seen.get(token);
    if (known !== undefined) return known;
    const found = this.words.has(token)
      || this.stems.some((stem) => token.startsWith(stem))
      || this.tails.some((tail) => token.length >= tail.length + 3 && token.endsWith(tail));
    if (this.seen.size > 20_000) this.seen.clear();
    this.seen.set(token, found);
    return found;
  }

  /** The first of the tokens, or of each two in a row, that says this meaning. */
  in(tokens: readonly string[]): string | undefined {
    for (const token of tokens) if (this.has(token)) return token;
    if (!this.pairs) return undefined;
    for (let i = 1; i < tokens.length; i++) {
      const pair = `${tokens[i - 1]}_${tokens[i]}`;
      if (this.words.has(pair)) return pair;
    }
    return undefined;
  }
}
