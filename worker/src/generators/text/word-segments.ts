/** One piece of text: a word, or the spaces and punctuation between words. */
export interface Segment {
  text: string;
  isWord: boolean;
}

// ICU's word breaker finds word boundaries in every script, including Chinese (dictionary-based),
// so counting and cutting text by words works the same way for all thirteen locales.
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Scripts written without spaces: only ICU's dictionaries know where their words end. */
const DICTIONARY_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** UAX #29 words as ICU finds them in alphabetic text: letters, marks and digits, joined by an apostrophe, period, colon, middle dot, comma or semicolon between them. */
const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’.:·,;][\p{L}\p{M}\p{N}_]+)*/gu;
const NON_WORD = /[^\S\r\n]+|\r\n|[\s\S]/gu;

/** The same segments ICU gives for alphabetic text, about ten times faster (checked against ICU over every bank in the tests). */
function segmentAlphabetic(text: string): Segment[] {
  const out: Segment[] = [];
  const between = (from: number, to: number): void => {
    for (const m of text.slice(from, to).matchAll(NON_WORD)) out.push({ text: m[0], isWord: false });
  };
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    between(last, m.index);
    out.push({ text: m[0], isWord: true });
    last = m.index + m[0].length;
  }
  between(last, text.length);
  return out;
}

export function segmentWords(text: string): Segment[] {
  if (!DICTIONARY_SCRIPTS.test(text)) return segmentAlphabetic(text);
  return segmentWithIcu(text);
}

export function segmentWithIcu(text: string): Segment[] {
  return [...segmenter.segment(text)].map((s) => ({ text: s.segment, isWord: s.isWordLike === true }));
}

export function countWords(text: string): number {
  return segmentWords(text).filter((s) => s.isWord).length;
}

/** The text up to and including its `count`th word: no dangling spaces or punctuation. */
export function firstWords(text: string, count: number): string {
  let seen = 0;
  let out = '';
  for (const segment of segmentWords(text)) {
    if (seen === count) break;
    out += segment.text;
    if (segment.isWord) seen++;
  }
  return out;
}
