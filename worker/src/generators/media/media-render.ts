import sharp from 'sharp';
import { renderIcon, renderLogo, type MarkFormat } from './mark-images.js';
import type { MediaOrder } from './media-order.js';
import { renderPdf, type PdfContent } from './pdf-document.js';
import { renderWav, type WavSpec } from './wav-audio.js';

/** A few seconds of sound at a speech-quality rate: a real file, kept small. */
export const WAV_SPEC: Omit<WavSpec, 'seed'> = { seconds: 3, sampleRate: 16000 };

/** Kinds drawn here; the others are photos (or placeholders) from the run's image provider. */
export const DRAWN = new Set<MediaOrder['type']>(['image_logo', 'image_icon', 'file_document', 'file_audio']);

/** A drawn kind's file; `document`: a document's text. */
export async function renderDrawn(order: MediaOrder, seed: number, document: PdfContent): Promise<Buffer> {
  switch (order.type) {
    case 'image_logo':
      return renderLogo({ width: order.width, height: order.height, seed, format: order.extension as MarkFormat });
    case 'image_icon':
      return renderIcon({ width: order.width, height: order.height, seed, format: order.extension as MarkFormat });
    case 'file_document':
      return renderPdf(document);
    case 'file_audio':
      return renderWav({ ...WAV_SPEC, seed });
    default:
      throw new Error(`${order.type} is not drawn`);
  }
}

/** A provider's image in the format the field accepts (a JPEG photo for a field that takes only PNG). */
export async function inFormat(data: Buffer, extension: string): Promise<Buffer> {
  const { format } = await sharp(data).metadata();
  const wanted = extension === 'jpg' ? 'jpeg' : extension;
  if (format === wanted) return data;
  if (wanted === 'png') return sharp(data).png().toBuffer();
  if (wanted === 'webp') return sharp(data).webp({ quality: 86 }).toBuffer();
  if (wanted === 'gif') return sharp(data).gif().toBuffer();
  return sharp(data).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
}
