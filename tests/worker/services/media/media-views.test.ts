import { serialize } from 'php-serialize';
import type { AttachmentRecord } from '../../../../worker/src/db/repositories/media.repository.js';
import { fileView, imageView, reducedRatio } from '../../../../worker/src/services/media/media-views.js';

const BASE = 'http://example.test/wp-content/uploads';
const record = (extra: Partial<AttachmentRecord>): AttachmentRecord => ({ id: 7, title: 'Lake', mime: 'image/jpeg', file: '2026/11/lake.jpg', metadata: '', generated: false, uploaded: false, ...extra });

describe('reducedRatio', () => {
  it.each([
    [1200, 800, '3:2'],
    [1920, 1080, '16:9'],
    [800, 800, '1:1'],
    [1201, 800, '1201:800'],
    [0, 800, null],
    [undefined, 800, null],
    [12.5, 10, null],
  ])('%s × %s → %s', (width, height, ratio) => {
    expect(reducedRatio(width, height)).toBe(ratio);
  });
});

describe('imageView', () => {
  it('gives the sizes\' URLs beside the file, its dimensions and ratio', () => {
    // Setup
    const metadata = serialize({ width: 2560, height: 1707, file: '2026/11/lake-scaled.jpg', sizes: { thumbnail: { file: 'lake-150x150.jpg' }, medium: { file: 'lake-300x200.jpg' } } });

    // Action
    const view = imageView(record({ file: '2026/11/lake-scaled.jpg', metadata, generated: true }), `${BASE}/`);

    // Assert
    expect(view).toEqual({
      id: 7, title: 'Lake', url: `${BASE}/2026/11/lake-scaled.jpg`, thumbnail: `${BASE}/2026/11/lake-150x150.jpg`, medium: `${BASE}/2026/11/lake-300x200.jpg`,
      dimensions: '2560x1707', ratio: '2560:1707', generated: true,
    });
  });

  it('falls back to the full image for sizes not made, and says nothing of a size it does not know', () => {
    expect(imageView(record({ file: 'icon.png', metadata: 'not serialized' }), BASE)).toEqual({
      id: 7, title: 'Lake', url: `${BASE}/icon.png`, thumbnail: `${BASE}/icon.png`, medium: `${BASE}/icon.png`, dimensions: null, ratio: null, generated: false,
    });
  });
});

describe('fileView', () => {
  it('takes the size from the metadata, the name and extension from the file', () => {
    expect(fileView(record({ mime: 'application/pdf', file: '2026/11/Report.Final.PDF', metadata: serialize({ filesize: 5120 }), uploaded: true }), BASE, 99)).toEqual({
      id: 7, title: 'Lake', filename: 'Report.Final.PDF', url: `${BASE}/2026/11/Report.Final.PDF`, mime_type: 'application/pdf', extension: 'pdf', filesize: 5120, uploaded: true,
    });
  });

  it('takes the size on disk where the metadata has none', () => {
    expect(fileView(record({ mime: 'application/zip', file: 'bundle.zip' }), BASE, 99)).toMatchObject({ filename: 'bundle.zip', extension: 'zip', filesize: 99 });
  });
});
