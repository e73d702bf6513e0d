import { removeAccents } from '../../core-parity/remove-accents.js';

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
/** Helvetica averages about half an em per character: enough to wrap lines inside the margins. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5));
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
  for (const char of text) {
    const plain = winAnsi(char) === null ? removeAccents(char, 'en_US') : char;
    for (const each of plain) {
      const code = winAnsi(each);
      if (each === '(' || each === ')' || each === '\\') out += `\\${each}`;
      else if (code === null) out += '?';
      else if (code < 0x7f) out += each;
      else out += `\\${code.toString(8).padStart(3, '0')}`;
    }
  }
  return `(${out})`;
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Each page's lines; a blank line between paragraphs. */
function paginate(paragraphs: readonly string[]): string[][] {
  const lines = paragraphs.flatMap((p, i) => (i === 0 ? wrap(p) : ['', ...wrap(p)]));
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) pages.push(lines.slice(start, start + LINES_PER_PAGE));
  return pages.length > 0 ? pages : [[]];
}

function pageStream(title: string | null, lines: readonly string[]): string {
  const ops: string[] = ['BT'];
  const y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  if (title !== null) {
    ops.push(`/F2 ${TITLE_SIZE} Tf`, `${MARGIN} ${y} Td`, `${pdfString(title)} Tj`, `/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `0 ${-2 * TITLE_SIZE} Td`);
  } else {
    ops.push(`/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `${MARGIN} ${y} Td`);
  }
  for (const line of lines) ops.push(`${pdfString(line)} Tj`, 'T*');
  ops.push('ET');
  return ops.join('\n');
}

/**
 * A valid PDF 1.4 written by hand: catalog, page tree, the pages with their content streams, two
 * standard fonts, and a cross-reference table whose offsets are the objects' byte positions.
 */
export function renderPdf(content: PdfContent): Buffer {
  const pages = paginate(content.paragraphs);
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content stream per page, then the info dictionary.
  const pageIds = pages.map((_, n) => 5 + 2 * n);
  const infoId = 5 + 2 * pages.length;
  const bodies = new Map<number, string>();
  bodies.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  bodies.set(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  bodies.set(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  bodies.set(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((lines, n) => {
    const stream = pageStream(n === 0 ? content.title : null, lines);
    bodies.set(pageIds[n]!, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[n]! + 1} 0 R >>`);
    bodies.set(pageIds[n]! + 1, `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  bodies.set(infoId, `<< /Title ${pdfString(content.title)} /Producer (SeedPress) >>`);

  // A binary comment line after the header tells transfer tools the file is binary.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id <= infoId; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${bodies.get(id)!}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${infoId + 1}\n0000000000 65535 f \n`;
  for (let id = 1; id <= infoId; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${infoId + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
