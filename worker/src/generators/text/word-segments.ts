/** One piece of text: a word, or the spaces and punctuation between words. */
export interface Segment {
  text: string;
  isWord: boolean;
}

// ICU's word breaker finds word boundaries in every script, including Chinese (dictionary-based),
// so counting and cutting text by words works the same way for all thirteen locales.
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

export function segmentWords(text: string): Segment[] {
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
