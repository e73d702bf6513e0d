/**
 * Original, hand-written text of one content locale for `realtext`. Sentences are complete and
 * end with their punctuation; titles, headings, list items and topics do not.
 */
export interface PhraseBank {
  /** Everyday blog prose, combined in seeded random order into paragraphs. */
  sentences: readonly string[];
  /** Complete post titles, capitalised as titles are in the language. */
  titles: readonly string[];
  /** Title patterns with one `{topic}` slot, filled with a `topics` entry; the slot opens the title so no grammar has to agree. */
  titlePatterns: readonly string[];
  /** Short noun phrases: category and tag names, and title topics. */
  topics: readonly string[];
  headings: readonly string[];
  listItems: readonly string[];
  /** Joins sentences: a space, or nothing in scripts written without spaces. */
  sentenceJoiner: string;
}

export const TOPIC_SLOT = '{topic}';
