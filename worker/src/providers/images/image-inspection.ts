import { imageLibrary } from '../../generators/images/image-library.js';
import type { ImageMime, ImageResult } from './image-request.js';

const MIME_BY_FORMAT: Readonly<Record<string, ImageMime>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
/** What a provider's picture may be; an upload may also be a GIF. */
export const PICTURE_FORMATS: readonly string[] = ['jpeg', 'png', 'webp'];
export const UPLOAD_IMAGE_FORMATS: readonly string[] = [...PICTURE_FORMATS, 'gif'];

/** Far above the 4000×4000 the API allows, low enough that a decompression bomb is refused. */
const MAX_PIXELS = 64_000_000;

/**
 * Accepts only bytes that decode completely as an image of one of `formats` (sharp's names). The header alone is not
 * enough: a body cut short still has a valid header, so the pixels are decoded (at a reduced
 * scale, which still reads every byte of the stream).
 */
export async function inspectImage(data: Buffer, formats: readonly string[] = PICTURE_FORMATS): Promise<ImageResult> {
  const sharp = await imageLibrary();
  try {
    const { format, width, height } = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    const mime = format && formats.includes(format) ? MIME_BY_FORMAT[format] : undefined;
    if (!mime) return { ok: false, reason: `the download is not a ${formats.map((f) => (f === 'jpeg' ? 'JPEG' : f === 'webp' ? 'WebP' : f.toUpperCase())).join(', ').replace(/, ([^,]+)$/, ' or $1')} image (${format ?? 'unknown format'})` };
    await sharp(data, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return { ok: true, data, mime, width, height };
  } catch (error) {
    return { ok: false, reason: `the download is not a usable image: ${(error as Error).message}` };
  }
}
