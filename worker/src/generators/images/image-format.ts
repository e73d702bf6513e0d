import { imageLibrary } from './image-library.js';
import type { ResizeDimensions } from '../../core-parity/resize-dimensions.js';

export interface ImageFormat {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: string;
}

const FORMATS: Readonly<Record<string, ImageFormat>> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
};

export async function readImage(data: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  const sharp = await imageLibrary();
  const { format, width, height } = await sharp(data).metadata();
  const known = format ? FORMATS[format] : undefined;
  if (!known) throw new Error(`cannot store a ${format ?? 'unknown'} image: JPEG, PNG, WebP or GIF expected`);
  return { format: known, width, height };
}

/**
 * The copy WordPress's GD editor would save: the source rectangle scaled to the new size, in the
 * source's format, at WP_Image_Editor's default qualities (JPEG 82, WebP 86) and with libjpeg's
 * and libpng's default coding, as GD writes them, so files come out about as large as GD's.
 */
export async function renderResized(source: Buffer, format: ImageFormat, sourceSize: { width: number; height: number }, resize: ResizeDimensions): Promise<Buffer> {
  const sharp = await imageLibrary();
  let image = sharp(source);
  // Extracting the whole picture would only cost libvips its shrink-on-load shortcut.
  if (resize.srcW !== sourceSize.width || resize.srcH !== sourceSize.height) {
    image = image.extract({ left: resize.srcX, top: resize.srcY, width: resize.srcW, height: resize.srcH });
  }
  image = image.resize(resize.dstW, resize.dstH, { fit: 'fill' });
  if (format.mime === 'image/jpeg') return image.jpeg({ quality: 82, optimiseCoding: false }).toBuffer();
  if (format.mime === 'image/webp') return image.webp({ quality: 86 }).toBuffer();
  // GD saves a GIF's first frame as a GIF.
  if (format.mime === 'image/gif') return image.gif().toBuffer();
  return image.png({ adaptiveFiltering: true }).toBuffer();
}
