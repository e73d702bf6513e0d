import { removeAccents } from '../../core-parity/remove-accents.js';
import { embeddedTypeface, utf16Hex, type Typeface } from './pdf-embedded-font.js';
import { systemFont } from './system-font.js';
import type { TrueTypeFont } from './truetype-font.js';

/** A document as a PDF shows it: a title and paragraphs, laid out on as many A4 pages as they need. */
export interface PdfContent {
  title: string;
  paragraphs: readonly string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const TITLE_SIZE = 20;
const LEADING = 15;
const LINE_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 2 * TITLE_SIZE) / LEADING);

/** WinAnsi's typographic characters outside Latin-1, by their byte. */
const WIN_ANSI_EXTRA: ReadonlyMap<string, number> = new Map([
  ['€', 0x80], ['‚', 0x82], ['„', 0x84], ['…', 0x85], ['‘', 0x91], ['’', 0x92], ['“', 0x93], ['”', 0x94], ['•', 0x95], ['–', 0x96], ['—', 0x97], ['™', 0x99],
]);

/** A character's WinAnsi byte, or null. */
function winAnsi(char: string): number | null {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA.get(char) ?? null;
}

/**
 * The standard 14 fonts read WinAnsi: other letters lose their accents (ł → l, ő → o) as
 * remove_accents() takes them off, the rest (Cyrillic, Chinese) become '?'. PDF string
 * delimiters are escaped, bytes above ASCII written in octal.
 */
function pdfString(text: string): string {
  let out = '';
  for (const each of asWinAnsi(text)) {
    const code = winAnsi(each);
    if (each === '(' || each === ')' || each === '\\') out += `\\${each}`;
    else if (code === null) out += '?';
    else if (code < 0x7f) out += each;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `(${out})`;
}

/** `text` with letters outside WinAnsi written without their accents (ł → l, ő → o), as remove_accents() does. */
function asWinAnsi(text: string): string {
  let out = '';
  for (const char of text) out += winAnsi(char) === null ? removeAccents(char, 'en_US') : char;
  return out;
}

/** Whether `text` has a character WinAnsi cannot show, not even without its accents (stops at the first). */
function beyondWinAnsi(text: string): boolean {
  for (const char of text) {
    if (winAnsi(char) === null && [...removeAccents(char, 'en_US')].some((plain) => winAnsi(plain) === null)) return true;
  }
  return false;
}

/** A text string of the document's information (its title): UTF-16 with its byte order mark, any script. */
function textString(text: string): string {
  return `<FEFF${utf16Hex(text)}>`;
}

/** Helvetica and Helvetica-Bold, which every PDF viewer has: about half an em per character. */
const STANDARD: Typeface = {
  show: pdfString,
  measure: (text, size) => [...text].length * size * 0.5,
  objects: (first) => ({
    fonts: [first, first + 1],
    bodies: [
      Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
      Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
    ],
  }),
};

/** Lines of words within the margins; a line's width grows word by word (widths add up). */
function wrap(paragraph: string, face: Typeface): string[] {
  const lines: string[] = [];
  const space = face.measure(' ', BODY_SIZE);
  let line = '';
  let width = 0;
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const wordWidth = face.measure(word, BODY_SIZE);
    if (line && width + space + wordWidth > LINE_WIDTH) {
      lines.push(line);
      line = '';
    }
    width = line ? width + space + wordWidth : wordWidth;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Each page's lines; a blank line between paragraphs. */
function paginate(paragraphs: readonly string[], face: Typeface): string[][] {
  const lines = paragraphs.flatMap((p, i) => (i === 0 ? wrap(p, face) : ['', ...wrap(p, face)]));
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) pages.push(lines.slice(start, start + LINES_PER_PAGE));
  return pages.length > 0 ? pages : [[]];
}

function pageStream(title: string | null, lines: readonly string[], face: Typeface): string {
  const ops: string[] = ['BT'];
  const y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  if (title !== null) {
    ops.push(`/F2 ${TITLE_SIZE} Tf`, `${MARGIN} ${y} Td`, `${face.show(title)} Tj`, `/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `0 ${-2 * TITLE_SIZE} Td`);
  } else {
    ops.push(`/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `${MARGIN} ${y} Td`);
  }
  for (const line of lines) ops.push(`${face.show(line)} Tj`, 'T*');
  ops.push('ET');
  return ops.join('\n');
}

/**
 * A valid PDF 1.4 written by hand: catalog, page tree, the pages with their content streams, the
 * fonts, and a cross-reference table whose offsets are the objects' byte positions. Text the
 * standard fonts can show (Latin letters, their accents taken off where WinAnsi has none) uses
 * Helvetica; other text (Cyrillic, Greek, …) embeds `font`, a subset of the system's TrueType
 * font, and keeps what the standard fonts cannot show only when there is no such font.
 */
export function renderPdf(content: PdfContent, font: TrueTypeFont | null = systemFont()): Buffer {
  const face = font && [content.title, ...content.paragraphs].some(beyondWinAnsi) ? embeddedTypeface(font) : STANDARD;
  const pages = paginate(content.paragraphs, face);
  const streams = pages.map((lines, n) => pageStream(n === 0 ? content.title : null, lines, face));
  // Objects: 1 catalog, 2 page tree, then a page and its content stream per page, the info dictionary, then the fonts.
  const pageIds = pages.map((_, n) => 3 + 2 * n);
  const infoId = 3 + 2 * pages.length;
  const { fonts: [body, title], bodies: fontBodies } = face.objects(infoId + 1);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'),
  ];
  streams.forEach((stream, n) => {
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${body} 0 R /F2 ${title} 0 R >> >> /Contents ${pageIds[n]! + 1} 0 R >>`, 'latin1'));
    objects.push(Buffer.from(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`, 'latin1'));
  });
  objects.push(Buffer.from(`<< /Title ${textString(content.title)} /Producer (SeedPress) >>`, 'latin1'));
  objects.push(...fontBodies);
  return assemble(objects, infoId);
}

/** The file: header, numbered objects, cross-reference table, trailer. */
function assemble(objects: readonly Buffer[], infoId: number): Buffer {
  // A binary comment line after the header tells transfer tools the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(size);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), object, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    size += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail, 'latin1')]);
}
