/**
 * What a PDF needs of a TrueType font: glyphs by character, their advance widths, the metrics of
 * its descriptor, and a subset holding only the glyphs a document uses (the whole file of a font
 * with Cyrillic, Greek and more is ~700 KB; a page of text uses a few hundred glyphs of it).
 */
export class TrueTypeFont {
  readonly unitsPerEm: number;
  readonly bbox: [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  private readonly tables = new Map<string, { offset: number; length: number }>();
  private readonly advances: number[] = [];
  private readonly charToGlyph: (code: number) => number;
  /** Looked up once per character: the cmap is searched segment by segment. */
  private readonly glyphs = new Map<number, number>();
  private readonly numGlyphs: number;

  constructor(readonly name: string, private readonly data: Buffer) {
    const count = data.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const record = 12 + 16 * i;
      this.tables.set(data.toString('latin1', record, record + 4), { offset: data.readUInt32BE(record + 8), length: data.readUInt32BE(record + 12) });
    }
    const head = this.table('head');
    this.unitsPerEm = data.readUInt16BE(head + 18);
    this.bbox = [data.readInt16BE(head + 36), data.readInt16BE(head + 38), data.readInt16BE(head + 40), data.readInt16BE(head + 42)];
    const hhea = this.table('hhea');
    this.ascent = data.readInt16BE(hhea + 4);
    this.descent = data.readInt16BE(hhea + 6);
    const os2 = this.tables.get('OS/2');
    this.capHeight = os2 && data.readUInt16BE(os2.offset) >= 2 ? data.readInt16BE(os2.offset + 88) : Math.round(this.ascent * 0.7);
    this.numGlyphs = data.readUInt16BE(this.table('maxp') + 4);
    const metrics = data.readUInt16BE(hhea + 34);
    const hmtx = this.table('hmtx');
    for (let glyph = 0; glyph < this.numGlyphs; glyph++) this.advances.push(data.readUInt16BE(hmtx + 4 * Math.min(glyph, metrics - 1)));
    this.charToGlyph = this.readCmap();
    // Outlines in a glyf table (TrueType), not CFF: those are what subset() keeps.
    this.table('glyf');
    this.table('loca');
  }

  /** The glyph of a character, 0 (the "missing" glyph) when the font has none. */
  glyph(code: number): number {
    let glyph = this.glyphs.get(code);
    if (glyph === undefined) this.glyphs.set(code, (glyph = this.charToGlyph(code)));
    return glyph;
  }

  /** A glyph's advance in thousandths of the em, PDF's unit for widths. */
  width(glyph: number): number {
    return Math.round((this.advances[glyph] ?? 0) * 1000 / this.unitsPerEm);
  }

  /**
   * The font with the outlines of `glyphs` (and of the glyphs they are built from) only: every
   * other glyph keeps its number and metrics but is empty, so the glyph numbers a PDF writes stay
   * those of the whole font. Tables a PDF viewer does not read (layout, kerning, glyph names) are left out.
   */
  subset(glyphs: Iterable<number>): Buffer {
    const glyf = this.table('glyf');
    const long = this.data.readInt16BE(this.table('head') + 50) === 1;
    const loca = this.table('loca');
    const at = (glyph: number): number => (long ? this.data.readUInt32BE(loca + 4 * glyph) : this.data.readUInt16BE(loca + 2 * glyph) * 2);
    const kept = new Set<number>([0]);
    const pending = [...glyphs];
    while (pending.length > 0) {
      const glyph = pending.pop()!;
      if (glyph >= this.numGlyphs || kept.has(glyph)) continue;
      kept.add(glyph);
      pending.push(...this.components(glyf + at(glyph), at(glyph + 1) - at(glyph)));
    }
    const outlines: Buffer[] = [];
    const offsets = Buffer.alloc(4 * (this.numGlyphs + 1));
    let size = 0;
    for (let glyph = 0; glyph < this.numGlyphs; glyph++) {
      offsets.writeUInt32BE(size, 4 * glyph);
      if (!kept.has(glyph)) continue;
      const outline = this.data.subarray(glyf + at(glyph), glyf + at(glyph + 1));
      const padded = Buffer.concat([outline, Buffer.alloc((4 - (outline.length % 4)) % 4)]);
      outlines.push(padded);
      size += padded.length;
    }
    offsets.writeUInt32BE(size, 4 * this.numGlyphs);
    const head = Buffer.from(this.raw('head'));
    head.writeUInt32BE(0, 8); // checkSumAdjustment: not read by PDF viewers.
    head.writeInt16BE(1, 50); // loca is written in the long format.
    const tables = new Map<string, Buffer>([['glyf', Buffer.concat(outlines)], ['head', head], ['loca', offsets]]);
    // What a PDF's TrueType font needs (head, hhea, loca, maxp, cvt, prep, glyf, hmtx, fpgm), its cmap and OS/2 metrics.
    for (const tag of ['OS/2', 'cmap', 'cvt ', 'fpgm', 'hhea', 'hmtx', 'maxp', 'prep']) if (this.tables.has(tag)) tables.set(tag, this.raw(tag));
    return assemble(tables);
  }

  private table(tag: string): number {
    const found = this.tables.get(tag);
    if (!found) throw new Error(`The font ${this.name} has no ${tag} table.`);
    return found.offset;
  }

  private raw(tag: string): Buffer {
    const { offset, length } = this.tables.get(tag)!;
    return this.data.subarray(offset, offset + length);
  }

  /** The glyphs a composite glyph is drawn from (none for a simple one). */
  private components(start: number, length: number): number[] {
    if (length === 0 || this.data.readInt16BE(start) >= 0) return [];
    const found: number[] = [];
    let at = start + 10;
    for (let more = true; more; ) {
      const flags = this.data.readUInt16BE(at);
      found.push(this.data.readUInt16BE(at + 2));
      at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      more = (flags & 0x20) !== 0;
    }
    return found;
  }

  /** The Unicode cmap: format 12 (every plane) when the font has one, else format 4 (the BMP). */
  private readCmap(): (code: number) => number {
    const cmap = this.table('cmap');
    const subtables = Array.from({ length: this.data.readUInt16BE(cmap + 2) }, (_, i) => {
      const record = cmap + 4 + 8 * i;
      const offset = cmap + this.data.readUInt32BE(record + 4);
      return { platform: this.data.readUInt16BE(record), encoding: this.data.readUInt16BE(record + 2), offset, format: this.data.readUInt16BE(offset) };
    }).filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)));
    const full = subtables.find((s) => s.format === 12);
    if (full) return this.format12(full.offset);
    const bmp = subtables.find((s) => s.format === 4);
    if (bmp) return this.format4(bmp.offset);
    throw new Error(`The font ${this.name} has no Unicode character map.`);
  }

  private format12(offset: number): (code: number) => number {
    const groups = Array.from({ length: this.data.readUInt32BE(offset + 12) }, (_, i) => {
      const at = offset + 16 + 12 * i;
      return [this.data.readUInt32BE(at), this.data.readUInt32BE(at + 4), this.data.readUInt32BE(at + 8)] as const;
    });
    return (code) => {
      const group = groups.find(([start, end]) => code >= start && code <= end);
      return group ? group[2] + code - group[0] : 0;
    };
  }

  private format4(offset: number): (code: number) => number {
    const segments = this.data.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const ranges = deltas + 2 * segments;
    return (code) => {
      if (code > 0xffff) return 0;
      for (let i = 0; i < segments; i++) {
        if (this.data.readUInt16BE(ends + 2 * i) < code) continue;
        const start = this.data.readUInt16BE(starts + 2 * i);
        if (start > code) return 0;
        const delta = this.data.readInt16BE(deltas + 2 * i);
        const range = this.data.readUInt16BE(ranges + 2 * i);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = this.data.readUInt16BE(ranges + 2 * i + range + 2 * (code - start));
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
}

/** A font file of `tables`: the directory, then each table at a 4-byte boundary with its checksum. */
function assemble(tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const body = tables.get(tag)!;
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    header.write(tag, 12 + 16 * i, 'latin1');
    header.writeUInt32BE(checksum(padded), 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(body.length, 24 + 16 * i);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

function checksum(padded: Buffer): number {
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}
