import sharp from 'sharp';
import type { ImageMime, ImageResult } from './image-request.js';

const MIME_BY_FORMAT: Readonly<Record<string, ImageMime>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Far above the 4000×4000 the API allows, low enough that a decompression bomb is refused. */
const MAX_PIXELS = 64_000_000;

/**
 * Accepts only bytes that decode completely as a JPEG, PNG or WebP. The header alone is not
 * enough: a body cut short still has a valid header, so the pixels are decoded (at a reduced
 * scale, which still reads every byte of the stream).
 */
export async function inspectImage(data: Buffer): Promise<ImageResult> {
  try {
    const { format, width, height } = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    const mime = format ? MIME_BY_FORMAT[format] : undefined;
    if (!mime) return { ok: false, reason: `the download is not a JPEG, PNG or WebP image (${format ?? 'unknown format'})` };
    await sharp(data, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return { ok: true, data, mime, width, height };
  } catch (error) {
    return { ok: false, reason: `the download is not a usable image: ${(error as Error).message}` };
  }
}
