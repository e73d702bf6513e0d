import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import { mediaSpec } from '../../../../worker/src/generators/media/media-spec.js';

const SITE_TYPES = {
  'jpg|jpeg|jpe': 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf', wav: 'audio/wav', avi: 'video/avi', 'mp4|m4v': 'video/mp4', 'mov|qt': 'video/quicktime', flv: 'video/x-flv', webm: 'video/webm',
  'txt|asc|c|cc|h|srt': 'text/plain', csv: 'text/csv',
};
const def = (settings: Record<string, unknown> = {}): FieldDefinition => ({ key: 'k', name: 'logo', label: 'Logo', type: 'image', required: false, instructions: '', settings });

describe('mediaSpec', () => {
  it('makes each kind in its own format and size', () => {
    // Action
    const specs = (['image_logo', 'image_icon', 'image_portrait', 'image_background', 'gallery', 'file_document', 'file_audio', 'file_video', 'file_text'] as const).map((type) => {
      const spec = mediaSpec(type, def(), SITE_TYPES)!;
      return [type, spec.extension, spec.width, spec.height];
    });

    // Assert
    expect(specs).toEqual([
      ['image_logo', 'png', 600, 300],
      ['image_icon', 'png', 256, 256],
      ['image_portrait', 'jpg', 600, 800],
      ['image_background', 'jpg', 1920, 1080],
      ['gallery', 'jpg', 1200, 800],
      ['file_document', 'pdf', 0, 0],
      ['file_audio', 'wav', 0, 0],
      ['file_video', 'mp4', 320, 240],
      ['file_text', 'txt', 0, 0],
    ]);
  });

  it('keeps to the field\'s accepted types and size limits, and gives up when it accepts none of the kind\'s formats', () => {
    // Action
    const jpegLogo = mediaSpec('image_logo', def({ mime_types: 'jpg, jpeg' }), SITE_TYPES);
    const limited = mediaSpec('image_background', def({ max_width: '1600', min_height: '1200' }), SITE_TYPES);
    const noPdf = mediaSpec('file_document', def({ mime_types: 'docx' }), SITE_TYPES);
    const siteWithoutWav = mediaSpec('file_audio', def(), { mp3: 'audio/mpeg' });

    // Assert
    expect(jpegLogo).toMatchObject({ extension: 'jpg', width: 600, height: 300 });
    expect(limited).toMatchObject({ extension: 'jpg', width: 1600, height: 1200 });
    expect(noPdf).toBeNull();
    expect(siteWithoutWav).toBeNull();
  });

  it('makes a video an MP4 unless the field or the site takes only another format made, and an MP4 of even sides', () => {
    // Action
    const avi = mediaSpec('file_video', def({ mime_types: 'avi, wmv' }), SITE_TYPES);
    const siteWithoutMp4 = mediaSpec('file_video', def(), { avi: 'video/avi' });
    const narrow = mediaSpec('file_video', def({ max_width: '201', max_height: '151' }), SITE_TYPES);
    const quicktime = mediaSpec('file_video', def({ mime_types: 'mov', max_width: '201', max_height: '151' }), SITE_TYPES);
    const movOverAvi = mediaSpec('file_video', def({ allowed_extensions: ['avi', 'mov', 'qt'] }), SITE_TYPES);
    const flash = mediaSpec('file_video', def({ allowed_extensions: ['flv'], max_width: '201' }), SITE_TYPES);
    const flvOverAvi = mediaSpec('file_video', def({ mime_types: 'avi, flv' }), SITE_TYPES);
    const web = mediaSpec('file_video', def({ allowed_extensions: ['webm'] }), SITE_TYPES);
    const webmOverMov = mediaSpec('file_video', def({ mime_types: 'mov, webm' }), SITE_TYPES);
    const ogg = mediaSpec('file_video', def({ mime_types: 'ogv' }), SITE_TYPES);

    // Assert
    expect(avi).toMatchObject({ extension: 'avi' });
    expect(siteWithoutMp4).toMatchObject({ extension: 'avi' });
    expect(narrow).toMatchObject({ extension: 'mp4', width: 200, height: 150 });
    expect(quicktime).toMatchObject({ extension: 'mov', width: 200, height: 150 });
    expect(movOverAvi).toMatchObject({ extension: 'mov' });
    expect(flash).toMatchObject({ extension: 'flv', width: 200, height: 240 });
    expect(flvOverAvi).toMatchObject({ extension: 'flv' });
    expect(web).toMatchObject({ extension: 'webm', width: 320, height: 240 });
    expect(webmOverMov).toMatchObject({ extension: 'webm' });
    expect(ogg).toBeNull();
  });

  it('makes a text file a .txt, or a .csv for a field that takes CSV and not plain text', () => {
    // Action
    const text = mediaSpec('file_text', def({ allowed_extensions: ['txt', 'csv', 'tsv', 'rtx'] }), SITE_TYPES);
    const table = mediaSpec('file_text', def({ mime_types: 'csv' }), SITE_TYPES);
    const none = mediaSpec('file_text', def({ mime_types: 'tsv' }), SITE_TYPES);

    // Assert
    expect(text).toMatchObject({ type: 'file_text', extension: 'txt' });
    expect(table).toMatchObject({ type: 'file_text', extension: 'csv' });
    expect(none).toBeNull();
  });
});
