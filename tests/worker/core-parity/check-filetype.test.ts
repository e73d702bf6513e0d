import { checkFiletype, checkFiletypeAndExt, type ContentSniffer } from '../../../worker/src/core-parity/check-filetype.js';
import { PhpContentSniffer } from '../../../worker/src/core-parity/content-sniffer.js';

/** A few of WordPress's default allowed types, in its order. */
const MIMES = { 'jpg|jpeg|jpe': 'image/jpeg', png: 'image/png', gif: 'image/gif', heic: 'image/heic', 'txt|asc': 'text/plain', csv: 'text/csv', pdf: 'application/pdf', zip: 'application/zip', 'mp4|m4v': 'video/mp4', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/** Answers as exif_imagetype() and finfo would for the content named. */
const sniffing = (image: string | false, file: string): ContentSniffer => ({ image: () => image, file: () => file });

describe('checkFiletype (wp_check_filetype)', () => {
  it.each([
    ['photo.JPG', { ext: 'JPG', type: 'image/jpeg' }],
    ['photo.jpeg', { ext: 'jpeg', type: 'image/jpeg' }],
    ['archive.tar.zip', { ext: 'zip', type: 'application/zip' }],
    ['shell.php', { ext: false, type: false }],
    ['shell.png.php', { ext: false, type: false }],
    ['no-extension', { ext: false, type: false }],
    ['trailing.png\n', { ext: 'png', type: 'image/png' }],
  ])('%j → %j', (name, expected) => {
    expect(checkFiletype(name, MIMES)).toEqual(expected);
  });
});

describe('checkFiletypeAndExt (wp_check_filetype_and_ext)', () => {
  it.each([
    ['a PNG named .png', 'photo.png', sniffing('image/png', 'image/png'), { ext: 'png', type: 'image/png', proper_filename: false }],
    ['a PNG named .jpg: renamed', 'photo.jpg', sniffing('image/png', 'image/png'), { ext: 'png', type: 'image/png', proper_filename: 'photo.png' }],
    ['PHP named .png', 'shell.png', sniffing(false, 'text/x-php'), { ext: false, type: false, proper_filename: false }],
    ['HTML named .jpg', 'page.jpg', sniffing(false, 'text/html'), { ext: false, type: false, proper_filename: false }],
    ['a PDF', 'doc.pdf', sniffing(false, 'application/pdf'), { ext: 'pdf', type: 'application/pdf', proper_filename: false }],
    ['HTML named .pdf', 'doc.pdf', sniffing(false, 'text/html'), { ext: false, type: false, proper_filename: false }],
    ['an unknown binary named .pdf (application leeway)', 'doc.pdf', sniffing(false, 'application/octet-stream'), { ext: 'pdf', type: 'application/pdf', proper_filename: false }],
    ['an unknown binary named .png (no leeway for images)', 'photo.png', sniffing(false, 'application/octet-stream'), { ext: false, type: false, proper_filename: false }],
    ['a CSV fileinfo calls text/plain', 'prices.csv', sniffing(false, 'text/plain'), { ext: 'csv', type: 'text/csv', proper_filename: false }],
    ['plain text named .pdf', 'doc.pdf', sniffing(false, 'text/plain'), { ext: false, type: false, proper_filename: false }],
    ['a QuickTime film named .mp4 (same major type)', 'film.mp4', sniffing(false, 'video/quicktime'), { ext: 'mp4', type: 'video/mp4', proper_filename: false }],
    ['a docx fileinfo names twice', 'letter.docx', sniffing(false, `${MIMES.docx}${MIMES.docx}`), { ext: 'docx', type: MIMES.docx, proper_filename: false }],
    ['a GIF named .heic: renamed', 'anim.heic', sniffing('image/gif', 'image/gif'), { ext: 'gif', type: 'image/gif', proper_filename: 'anim.gif' }],
    ['an extension not allowed', 'tool.exe', sniffing(false, 'application/x-dosexec'), { ext: false, type: false, proper_filename: false }],
  ])('%s', (_label, name, sniffer, expected) => {
    expect(checkFiletypeAndExt(Buffer.alloc(0), name, MIMES, sniffer)).toEqual(expected);
  });
});

describe('PhpContentSniffer', () => {
  let sniffer: PhpContentSniffer;
  beforeAll(async () => {
    sniffer = await PhpContentSniffer.create();
  });

  it.each([
    ['GIF89a', 'image/gif'],
    ['\xff\xd8\xff\xe0', 'image/jpeg'],
    ['\x89PNG\r\n\x1a\n', 'image/png'],
    ['BM\x00\x00', 'image/bmp'],
    ['II*\x00', 'image/tiff'],
    ['MM\x00*', 'image/tiff'],
    ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1', 'image/avif'],
    ['\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'image/heic'],
    ['<?php echo 1;', false],
    ['%PDF-1.4', false],
  ])('reads %j as exif_imagetype() and its fallbacks do: %s', (head, expected) => {
    expect(sniffer.image(Buffer.from(head, 'latin1'))).toBe(expected);
  });

  it.each([
    ['<?php echo 1; ?>', 'text/x-php'],
    ['<html><body>x</body></html>', 'text/html'],
    ['%PDF-1.4\n%%EOF\n', 'application/pdf'],
    ['', 'application/x-empty'],
  ])('reads %j as finfo does: %s', (content, expected) => {
    expect(sniffer.file(Buffer.from(content))).toBe(expected);
  });
});
