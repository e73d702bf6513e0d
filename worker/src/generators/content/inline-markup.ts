import type { Faker } from '@faker-js/faker';
import { segmentWords, type Segment } from '../text/word-segments.js';
import { escapeText } from './html-escape.js';

export interface InlineMarks {
  bold: boolean;
  link: boolean;
}

/** Neutral link targets: readable, never a real site's page, the same in every locale. */
const LINK_SECTIONS = ['articles', 'guides', 'blog', 'news', 'resources', 'stories'];

/** Characters that join two word segments into one written word: e-mail, материально-технический, l’été. */
const JOINER = /^[-‐‑'’·]$/;

/** A run of segment indices, first to last inclusive. */
interface Range {
  first: number;
  last: number;
}

interface Span extends Range {
  open: string;
  close: string;
}

/**
 * A paragraph's text as escaped inner HTML, with one to three consecutive words in `<strong>` and
 * another run in a link when asked. Runs never split a written word nor cross punctuation, so no
 * tag swallows a full stop.
 */
export function inlineHtml(text: string, faker: Faker, marks: InlineMarks): string {
  // Most paragraphs carry no marks: no need to find words at all.
  if (!marks.bold && !marks.link) return escapeText(text);
  const segments = segmentWords(text);
  const words = writtenWords(segments);
  const spans: Span[] = [];
  if (marks.bold) addSpan(segments, words, spans, faker, '<strong>', '</strong>');
  if (marks.link) {
    const href = `https://example.com/${faker.helpers.arrayElement(LINK_SECTIONS)}/${faker.number.int({ min: 100, max: 9999 })}`;
    addSpan(segments, words, spans, faker, `<a href="${href}">`, '</a>');
  }
  const opening = new Map(spans.map((s) => [s.first, s.open]));
  const closing = new Map(spans.map((s) => [s.last, s.close]));
  let html = '';
  let plain = '';
  segments.forEach((segment, i) => {
    const open = opening.get(i);
    if (open !== undefined) {
      html += escapeText(plain) + open;
      plain = '';
    }
    plain += segment.text;
    const close = closing.get(i);
    if (close !== undefined) {
      html += escapeText(plain) + close;
      plain = '';
    }
  });
  return html + escapeText(plain);
}

/** Word segments, with joiner-linked neighbours merged into one written word. */
function writtenWords(segments: Segment[]): Range[] {
  const words: Range[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (!segments[i]!.isWord) continue;
    let last = i;
    while (JOINER.test(segments[last + 1]?.text ?? '') && segments[last + 2]?.isWord) last += 2;
    words.push({ first: i, last });
    i = last;
  }
  return words;
}

function addSpan(segments: Segment[], words: Range[], spans: Span[], faker: Faker, open: string, close: string): void {
  const taken = (w: Range): boolean => spans.some((s) => w.first <= s.last && w.last >= s.first);
  const starts = words.flatMap((w, i) => (taken(w) ? [] : [i]));
  if (starts.length === 0) return;
  const start = faker.helpers.arrayElement(starts);
  const wanted = faker.number.int({ min: 1, max: 3 });
  let end = start;
  // Extend over words separated by spaces only (in Chinese, by nothing at all) that are still free.
  while (end + 1 < words.length && end - start + 1 < wanted) {
    const next = words[end + 1]!;
    const between = segments.slice(words[end]!.last + 1, next.first);
    if (taken(next) || !between.every((s) => /^\s+$/.test(s.text))) break;
    end++;
  }
  spans.push({ first: words[start]!.first, last: words[end]!.last, open, close });
}
