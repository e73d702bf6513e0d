import { deflateSync } from 'node:zlib';
import type { TrueTypeFont } from './truetype-font.js';

/** How the document's text is drawn: the operand that shows a line, and a line's width at a size. */
export interface Typeface {
  show(text: string): string;
  measure(text: string, size: number): number;
  /**
   * The font objects the pages use as /F1 (body) and /F2 (title), numbered from `first`; asked once
   * the pages are written, as an embedded font carries only the glyphs they showed.
   */
  objects(first: number): { fonts: [number, number]; bodies: Buffer[] };
}

/**
 * A Type 0 font over the TrueType font's glyphs (Identity-H: each character is its glyph number in
 * two bytes), with the widths of the glyphs used, a subset of the font embedded, and a ToUnicode
 * map so that the text can be searched and copied. A character the font lacks shows as "?".
 */
export function embeddedTypeface(font: TrueTypeFont): Typeface {
  const used = new Map<number, number>();
  /** The glyph and character shown for `char`: its own, else the question mark's. */
  const shown = (char: string): [number, number] => {
    const own = font.glyph(char.codePointAt(0)!);
    return own ? [own, char.codePointAt(0)!] : [font.glyph(0x3f), 0x3f];
  };
  const glyphOf = (char: string): number => {
    const [glyph, code] = shown(char);
    if (!used.has(glyph)) used.set(glyph, code);
    return glyph;
  };
  return {
    show: (text) => `<${[...text].map((char) => glyphOf(char).toString(16).padStart(4, '0')).join('')}>`,
    measure: (text, size) => [...text].reduce((sum, char) => sum + font.width(shown(char)[0]), 0) * size / 1000,
    objects: (first) => {
      const [type0, cidFont, descriptor, file, toUnicode] = [first, first + 1, first + 2, first + 3, first + 4];
      const glyphs = [...used.keys()].sort((a, b) => a - b);
      // A subset's name starts with six capital letters and a plus, different for different subsets.
      const tag = glyphs.reduce((hash, glyph) => (hash * 31 + glyph) % 308_915_776, 7).toString(26).padStart(6, '0').split('').map((digit) => String.fromCharCode(65 + parseInt(digit, 26))).join('');
      const name = `${tag}+${font.name}`;
      const scale = (value: number): number => Math.round(value * 1000 / font.unitsPerEm);
      const program = font.subset(glyphs);
      const packed = deflateSync(program);
      const map = toUnicodeMap(glyphs.map((glyph) => [glyph, used.get(glyph)!] as const));
      const bodies = [
        Buffer.from(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`, 'latin1'),
        Buffer.from(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /W [${glyphs.map((glyph) => `${glyph} [${font.width(glyph)}]`).join(' ')}] >>`, 'latin1'),
        Buffer.from(`<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${file} 0 R >>`, 'latin1'),
        Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Length1 ${program.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]),
        Buffer.from(`<< /Length ${Buffer.byteLength(map, 'latin1')} >>\nstream\n${map}\nendstream`, 'latin1'),
      ];
      // Title and body share the font: a second, bold font would double what every document carries.
      return { fonts: [type0, type0], bodies };
    },
  };
}

/** The CMap that maps each glyph number back to its character, 100 mappings per block as the format allows. */
function toUnicodeMap(pairs: ReadonlyArray<readonly [number, number]>): string {
  const hex = (glyph: number): string => glyph.toString(16).padStart(4, '0');
  const blocks: string[] = [];
  for (let at = 0; at < pairs.length; at += 100) {
    const block = pairs.slice(at, at + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([glyph, code]) => `<${hex(glyph)}> <${utf16Hex(String.fromCodePoint(code))}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <FFFF>', 'endcodespacerange',
    ...blocks,
    'endcmap', 'CMapName currentdict /CMapResource defineresource pop', 'end', 'end',
  ].join('\n');
}

/** `text` in UTF-16, big-endian, as hexadecimal digits: how PDF writes text of any script. */
export function utf16Hex(text: string): string {
  return Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
}
