import sharp from 'sharp';
import { renderIcon, renderLogo } from '../../../../worker/src/generators/media/mark-images.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderPdf } from '../../../../worker/src/generators/media/pdf-document.js';
import { systemFont } from '../../../../worker/src/generators/media/system-font.js';
import { renderWav } from '../../../../worker/src/generators/media/wav-audio.js';
import { aviMetadata, wavMetadata } from '../../../../worker/src/generators/media/file-metadata.js';
import { renderVideo } from '../../../../worker/src/generators/media/media-render.js';

/** Every object the xref table lists, checked at its offset: "N 0 obj". */
function xrefProblems(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? [];
  const entries = table.split('\n').slice(2, 2 + Number(count));
  const problems: string[] = [];
  if (first !== '0' || !entries[0]!.startsWith('0000000000 65535 f')) problems.push('free entry 0 missing');
  entries.slice(1).forEach((entry, n) => {
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${n + 1} 0 obj\n`, offset)) problems.push(`object ${n + 1} not at ${offset}`);
  });
  const size = Number(/\/Size (\d+)/.exec(table)?.[1]);
  if (size !== Number(count)) problems.push(`/Size ${size} for ${count} entries`);
  return problems;
}

describe('renderPdf', () => {
  it('writes a PDF whose cross-reference table points at every object and whose streams have their stated lengths', () => {
    // Action
    const pdf = renderPdf({ title: 'Price list (2026) – Zürich, Łódź, Москва', paragraphs: Array.from({ length: 30 }, () => 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)) }, null);

    // Assert
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(xrefProblems(pdf)).toEqual([]);
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
    // Without a system font: parentheses are escaped, WinAnsi characters written as octal escapes, other letters without accents, the rest replaced.
    expect(text).toContain('(Price list \\(2026\\) \\226 Z\\374rich, L\\363dz, ??????) Tj');
  });

  it('writes Latin text in the standard fonts, and embeds a subset of the system font for Cyrillic or Greek, read back by poppler', () => {
    // Arrange
    const font = systemFont();
    if (!font) throw new Error('No system TrueType font (DejaVu Sans): make test-unit installs fonts-dejavu-core.');
    const dir = mkdtempSync(path.join(tmpdir(), 'seedpress-pdf-'));
    const read = (pdf: Buffer): { text: string; fonts: string } => {
      const file = path.join(dir, 'document.pdf');
      writeFileSync(file, pdf);
      return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }) };
    };

    try {
      // Action
      const latin = read(renderPdf({ title: 'Price list – Zürich', paragraphs: ['Lorem ipsum dolor sit amet.'] }, font));
      const cyrillic = renderPdf({ title: 'Прайс-лист – Москва', paragraphs: ['Съешь же ещё этих мягких французских булок, да выпей чаю. '.repeat(30), 'Καλημέρα κόσμε, 你好.'] }, font);
      const other = read(cyrillic);

      // Assert
      expect(latin.fonts).toMatch(/Helvetica\s+Type 1\s+WinAnsi/);
      expect(latin.fonts).not.toContain('CID TrueType');
      expect(latin.text).toContain('Price list – Zürich');
      expect(other.fonts).toMatch(/[A-Z]{6}\+DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      expect(other.text).toContain('Прайс-лист – Москва');
      expect(other.text.replace(/\s+/g, ' ')).toContain('Съешь же ещё этих мягких французских булок, да выпей чаю. Съешь же');
      // A character the font lacks is a "?".
      expect(other.text).toContain('Καλημέρα κόσμε, ??.');
      expect(xrefProblems(cyrillic)).toEqual([]);
      // A subset, not the whole font (DejaVu Sans alone is over 700 KB).
      expect(cyrillic.length).toBeLessThan(60_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('renderWav', () => {
  it('writes a RIFF/WAVE file of 16-bit mono PCM with the chunk sizes its samples take', () => {
    // Action
    const wav = renderWav({ seconds: 3, sampleRate: 16000, seed: 9 });

    // Assert
    expect(wav.length).toBe(44 + 3 * 16000 * 2);
    expect([wav.toString('ascii', 0, 4), wav.readUInt32LE(4), wav.toString('ascii', 8, 16)]).toEqual(['RIFF', wav.length - 8, 'WAVEfmt ']);
    expect([wav.readUInt32LE(16), wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt32LE(28), wav.readUInt16LE(32), wav.readUInt16LE(34)])
      .toEqual([16, 1, 1, 16000, 32000, 2, 16]);
    expect([wav.toString('ascii', 36, 40), wav.readUInt32LE(40)]).toEqual(['data', 96000]);
    // Not silence: a tone is heard.
    expect(Math.max(...Array.from({ length: 1000 }, (_, n) => Math.abs(wav.readInt16LE(44 + (4000 + n) * 2))))).toBeGreaterThan(5000);
  });

  it('is described as wp_read_audio_metadata() describes it', () => {
    // Action
    const metadata = wavMetadata({ seconds: 3, sampleRate: 16000 }, 96044);

    // Assert: what getID3 reported for such a file in WordPress 6.8 (tests/e2e/media-fields.e2e.test.ts compares on a live site).
    expect(Object.entries(metadata)).toEqual(Object.entries({
      dataformat: 'wav', bitrate_mode: 'cbr', wformattag: 1, codec: 'Pulse Code Modulation (PCM)', channels: 1, sample_rate: 16000, bitrate: 256000,
      bits_per_sample: 16, lossless: true, channelmode: 'mono', compression_ratio: 1, fileformat: 'wav', filesize: 96044, mime_type: 'audio/wav', length: 3, length_formatted: '0:03',
    }));
  });
});

describe('renderVideo', () => {
  it('writes a Motion JPEG AVI: headers for its size and frames, 30 JPEG frames in movi, and an index pointing at each', async () => {
    // Action
    const avi = await renderVideo(320, 240, 7, 'avi');

    // Assert
    expect([avi.toString('ascii', 0, 4), avi.readUInt32LE(4), avi.toString('ascii', 8, 12)]).toEqual(['RIFF', avi.length - 8, 'AVI ']);
    const avih = avi.indexOf('avih') + 8;
    expect([avi.readUInt32LE(avih), avi.readUInt32LE(avih + 16), avi.readUInt32LE(avih + 24), avi.readUInt32LE(avih + 32), avi.readUInt32LE(avih + 36)]).toEqual([100_000, 30, 1, 320, 240]);
    const strh = avi.indexOf('strh') + 8;
    expect([avi.toString('ascii', strh, strh + 8), avi.readUInt32LE(strh + 20), avi.readUInt32LE(strh + 24), avi.readUInt32LE(strh + 32)]).toEqual(['vidsMJPG', 1, 10, 30]);
    const movi = avi.indexOf('movi');
    const idx1 = avi.indexOf('idx1');
    expect(movi - 4 + 4 + avi.readUInt32LE(movi - 4)).toBe(idx1);
    const entries = avi.readUInt32LE(idx1 + 4) / 16;
    expect(entries).toBe(30);
    for (let n = 0; n < entries; n++) {
      const at = idx1 + 8 + n * 16;
      const frame = movi + avi.readUInt32LE(at + 8);
      expect(avi.toString('ascii', frame, frame + 4)).toBe('00dc');
      expect(avi.readUInt32LE(frame + 4)).toBe(avi.readUInt32LE(at + 12));
      expect(await sharp(avi.subarray(frame + 8, frame + 8 + avi.readUInt32LE(frame + 4))).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    }
    expect(aviMetadata(avi, { width: 320, height: 240, seconds: 3 })).toMatchObject({ bitrate: Math.trunc(((avi.readUInt32LE(movi - 4) - 8) / 3) * 8), filesize: avi.length, length: 3 });
  });
});

describe('logos and icons', () => {
  it('renders a logo as a PNG of the asked size with a transparent background, different per seed', async () => {
    // Action
    const [first, second] = await Promise.all([renderLogo({ width: 600, height: 300, seed: 1, format: 'png' }), renderLogo({ width: 600, height: 300, seed: 2, format: 'png' })]);

    // Assert
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 600, 300, true]);
    const corner = await sharp(first).extract({ left: 0, top: 0, width: 4, height: 4 }).raw().toBuffer();
    expect(corner.every((byte, n) => n % 4 !== 3 || byte === 0)).toBe(true);
    expect(first.equals(second)).toBe(false);
  });

  it('renders a square icon, and a JPEG on white when PNG is not accepted', async () => {
    // Action
    const icon = await renderIcon({ width: 256, height: 300, seed: 4, format: 'png' });
    const jpeg = await renderLogo({ width: 400, height: 400, seed: 4, format: 'jpg' });

    // Assert
    expect(await sharp(icon).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const [r, g, b] = await sharp(jpeg).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([r, g, b]).toEqual([255, 255, 255]);
  });
});
