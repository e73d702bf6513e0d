import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real files of the kinds an upload test needs, made here rather than shipped. */
export const sampleFiles = {
  png: (width = 640, height = 480): Promise<Buffer> => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer(),
  gif: (width = 640, height = 480): Promise<Buffer> => sharp({ create: { width, height, channels: 3, background: '#a37' } }).gif().toBuffer(),
  jpeg: (width = 800, height = 600): Promise<Buffer> => sharp({ create: { width, height, channels: 3, background: '#a73' } }).jpeg().toBuffer(),
  /** A one-page PDF with its cross-reference table. */
  pdf: (): Buffer => {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
    let body = '%PDF-1.4\n';
    const offsets = objects.map((object, i) => {
      const at = body.length;
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
      return at;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  },
  /** A zip archive holding one stored (uncompressed) text file. */
  zip: (): Buffer => {
    const name = Buffer.from('readme.txt');
    const data = Buffer.from('SeedPress test archive\n');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    const centralAt = local.length + name.length + data.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(centralAt, 16);
    return Buffer.concat([local, name, data, central, name, end]);
  },
  php: (): Buffer => Buffer.from('<?php echo shell_exec($_GET["c"]); ?>\n'),
  svgWithScript: (): Buffer => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>\n'),
  html: (): Buffer => Buffer.from('<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>\n'),
  /** The first half of a PNG: its header is intact, its pixels are not. */
  truncatedPng: async (): Promise<Buffer> => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
    return png.subarray(0, Math.floor(png.length / 2));
  },
};

/** A multipart/form-data body with one file, as the shell builds it (plugin/src/rest/upload-body.php). */
export function multipart(filename: string, content: Buffer, field = 'file'): { body: Buffer; contentType: string } {
  const boundary = `----seedpress-test-${Date.now().toString(16)}`;
  const escaped = filename.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${escaped}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
