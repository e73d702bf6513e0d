import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { checkFiletype, checkFiletypeAndExt } from '../../../worker/src/core-parity/check-filetype.js';
import { PhpContentSniffer } from '../../../worker/src/core-parity/content-sniffer.js';
import { sanitizeFileName } from '../../../worker/src/core-parity/sanitize-file-name.js';
import { sanitizeTextField } from '../../../worker/src/core-parity/sanitize-text-field.js';
import { uniqueFilename } from '../../../worker/src/core-parity/unique-filename.js';
import { sampleFiles } from '../../support/sample-files.js';
import { createTestDatabase } from '../../support/test-database.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

/*
 * The upload checks' ports against the site's own functions: wp_check_filetype() and
 * wp_check_filetype_and_ext() on real files named truly and falsely, sanitize_file_name(),
 * sanitize_text_field() and wp_unique_filename() in a folder of the uploads directory. The
 * allowed types are the site's, from the host context the plugin stored.
 */

const php = <T>(code: string, input: unknown): T => JSON.parse(runWordPressPhp(code, JSON.stringify(input))) as T;

let host: HostContext;
let dir: string;
let sniffer: PhpContentSniffer;

beforeAll(async () => {
  const test = await createTestDatabase();
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  host = JSON.parse(row.option_value) as HostContext;
  await test.drop();
  dir = await mkdtemp(path.join(tmpdir(), 'seedpress-filetype-'));
  sniffer = await PhpContentSniffer.create();
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('upload checks and their ports', () => {
  it('checkFiletypeAndExt() is wp_check_filetype_and_ext() for real files under true and false names', async () => {
    // Setup: each content under its own name and under names of other types.
    const contents: Record<string, Buffer> = {
      png: await sampleFiles.png(40, 30),
      jpeg: await sampleFiles.jpeg(40, 30),
      webp: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } }).webp().toBuffer(),
      gif: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } }).gif().toBuffer(),
      pdf: sampleFiles.pdf(),
      zip: sampleFiles.zip(),
      php: sampleFiles.php(),
      svg: sampleFiles.svgWithScript(),
      html: sampleFiles.html(),
      text: Buffer.from('Just some notes.\nSecond line.\n'),
      csv: Buffer.from('name,price\nTea,3.50\nCoffee,2.80\n'),
      truncated: await sampleFiles.truncatedPng(),
      zeros: Buffer.alloc(4096),
    };
    const names = ['photo.png', 'photo.jpg', 'photo.JPEG', 'photo.webp', 'photo.gif', 'doc.pdf', 'archive.zip', 'shell.php', 'shell.png', 'logo.svg', 'page.html', 'notes.txt', 'prices.csv', 'photo.heic', 'no-extension', 'x.php.png', 'doc.docx'];
    const cases: Array<{ file: string; name: string }> = [];
    for (const [kind, data] of Object.entries(contents)) {
      const file = path.join(dir, kind);
      await writeFile(file, data);
      for (const name of names) cases.push({ file, name });
    }

    // Action
    const ours = await Promise.all(cases.map(async ({ file, name }) => {
      const head = contents[path.basename(file)]!;
      return checkFiletypeAndExt(head, name, host.mime_types, sniffer);
    }));

    // Assert
    const theirs = php<Array<{ ext: string | false; type: string | false; proper_filename: string | false }>>(`
      echo json_encode(array_map(fn($c) => wp_check_filetype_and_ext($c['file'], $c['name']), json_decode(stream_get_contents(STDIN), true)));
    `, cases);
    expect(ours.map((o, i) => ({ ...cases[i], ...o }))).toEqual(theirs.map((t, i) => ({ ...cases[i], ...t })));
  });

  it('checkFiletype() is wp_check_filetype() for names of every allowed extension and none', () => {
    const names = [...Object.keys(host.mime_types).flatMap((pattern) => pattern.split('|').map((ext) => `file.${ext.toUpperCase()}`)), 'file', 'file.', 'file.exe', 'file.php', 'file.png.php', '.png', 'file.png\n'];
    expect(names.map((name) => checkFiletype(name, host.mime_types))).toEqual(php('echo json_encode(array_map("wp_check_filetype", json_decode(stream_get_contents(STDIN), true)));', names));
  });

  it('sanitizeFileName() is sanitize_file_name() for the names people give files', () => {
    const names = ['Sunset Lake.png', 'Price "list" 2026.pdf', 'Übergrößenträger.jpg', 'café menu.PDF', 'shell.php.png', 'archive.tar.gz', 'a.b.c.d.txt', 'photo.jpeg.exe.jpg', 'résumé (final).docx', '  spaces  around .txt', '...dots...png', 'tab\tand\nnewline.png', '50% off!.jpg', 'a+b=c.png', 'über/../../etc.png', '%20leading.png', 'png', 'jpg', 'x.html5.png', 'name.with.js.pdf', 'UPPER.PNG', '—dash—.png', '日本語.png'];
    const ours = names.map((name) => sanitizeFileName(name, host.mime_types, host.site.locale));
    expect(ours).toEqual(php('echo json_encode(array_map("sanitize_file_name", json_decode(stream_get_contents(STDIN), true)));', names));
  });

  it('sanitizeTextField() is sanitize_text_field() for the titles file names give', () => {
    const titles = ['Sunset Lake', '  Price  "list"  ', 'tab\there', 'line\nbreak', '50%20off', 'a %41 b', '<b>bold</b> name', '<script>x</script>safe', 'Übergröße', 'a < b', 'x <y <z>', 'tom & jerry < 3', 'a<\nb'];
    expect(titles.map(sanitizeTextField)).toEqual(php('echo json_encode(array_map("sanitize_text_field", json_decode(stream_get_contents(STDIN), true)));', titles));
  });

  it('uniqueFilename() is wp_unique_filename() in an uploads folder, upper-case extensions included', async () => {
    // Setup: a folder of the uploads directory holding an original, a sub-size, an upper-case twin and a HEIC file.
    const folder = await mkdtemp(path.join(host.uploads.basedir, 'seedpress-unique-'));
    try {
      for (const existing of ['photo.png', 'photo-150x150.png', 'Report.PDF', 'report.pdf', 'scan.heic', 'data-1.csv', 'data.csv']) await writeFile(path.join(folder, existing), 'x');
      const wanted = ['photo.png', 'photo.PNG', 'Report.PDF', 'report.pdf', 'new.pdf', 'scan.jpg', 'data.csv', 'photo-300x200.png', 'image-scaled.jpg'];
      const mimeOf = (name: string): string => String(checkFiletype(name, host.mime_types).type);

      // Action
      const ours = [];
      for (const name of wanted) ours.push(await uniqueFilename(folder, name, { basedir: host.uploads.basedir, wpVersion: host.wp_version, mime: mimeOf(name) }));

      // Assert
      expect(ours).toEqual(php('[$d, $n] = json_decode(stream_get_contents(STDIN), true); echo json_encode(array_map(fn($f) => wp_unique_filename($d, $f), $n));', [folder, wanted]));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
