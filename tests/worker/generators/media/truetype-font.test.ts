import { readFileSync } from 'node:fs';
import { firstReadable } from '../../../../worker/src/generators/media/system-font.js';
import { TrueTypeFont } from '../../../../worker/src/generators/media/truetype-font.js';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

describe('TrueTypeFont', () => {
  const font = new TrueTypeFont('DejaVuSans', readFileSync(DEJAVU));

  it('finds glyphs by character in the font\'s Unicode map, and none for a character it lacks', () => {
    // Action
    const glyphs = ['A', 'ж', 'Ω', '–', '中'].map((char) => font.glyph(char.codePointAt(0)!));

    // Assert
    expect(glyphs.slice(0, 4).every((glyph) => glyph > 0)).toBe(true);
    expect(new Set(glyphs.slice(0, 4)).size).toBe(4);
    expect(glyphs[4]).toBe(0);
    expect(font.unitsPerEm).toBe(2048);
    // DejaVu Sans: "A" is 684/1000 of the em wide, a space 318.
    expect([font.width(font.glyph(0x41)), font.width(font.glyph(0x20))]).toEqual([684, 318]);
  });

  it('subsets to the outlines used, keeping every glyph\'s number and width', () => {
    // Arrange
    const used = ['П', 'р', 'и', 'в', 'е', 'т'].map((char) => font.glyph(char.codePointAt(0)!));

    // Action
    const subset = font.subset(used);
    const read = new TrueTypeFont('subset', subset);

    // Assert
    expect(subset.length).toBeLessThan(readFileSync(DEJAVU).length / 5);
    expect(['П', 'ж', 'A'].map((char) => read.glyph(char.codePointAt(0)!))).toEqual(['П', 'ж', 'A'].map((char) => font.glyph(char.codePointAt(0)!)));
    expect(used.map((glyph) => read.width(glyph))).toEqual(used.map((glyph) => font.width(glyph)));
    expect(outlineLength(subset, used[0]!)).toBeGreaterThan(0);
    expect(outlineLength(subset, font.glyph('ж'.codePointAt(0)!))).toBe(0);
  });
});

/** A glyph's bytes in the glyf table, from the (long) loca table of a subset. */
function outlineLength(file: Buffer, glyph: number): number {
  const tables = new Map<string, number>();
  for (let i = 0; i < file.readUInt16BE(4); i++) tables.set(file.toString('latin1', 12 + 16 * i, 16 + 16 * i), file.readUInt32BE(20 + 16 * i));
  const loca = tables.get('loca')!;
  return file.readUInt32BE(loca + 4 * (glyph + 1)) - file.readUInt32BE(loca + 4 * glyph);
}

describe('firstReadable', () => {
  it('takes the first path that holds a TrueType font, skipping missing files and files of other kinds', () => {
    // Action
    const font = firstReadable(['/nonexistent/Missing.ttf', '/etc/hostname', DEJAVU]);

    // Assert
    expect(font?.name).toBe('DejaVuSans');
    expect(firstReadable(['/nonexistent/Missing.ttf', '/etc/hostname'])).toBeNull();
  });
});
