import { imageLibrary } from '../images/image-library.js';
import { renderIcon, renderLogo, type MarkFormat } from './mark-images.js';
import type { MediaOrder } from './media-order.js';
import { renderPdf, type PdfContent } from './pdf-document.js';
import { renderWav, type WavSpec } from './wav-audio.js';
import { renderAvi } from './avi-video.js';
import { renderFlv } from './flv-video.js';
import { renderMov, renderMp4 } from './mp4-video.js';
import { renderText } from './text-files.js';
import { renderWebm } from './webm-video.js';

/** A few seconds of sound at a speech-quality rate: a real file, kept small. */
export const WAV_SPEC: Omit<WavSpec, 'seed'> = { seconds: 3, sampleRate: 16000 };

/** Three seconds at 10 frames a second: a frame lasts exactly 100 000 µs, as AVI headers count. */
export const VIDEO_SPEC = { seconds: 3, fps: 10 };

/** Kinds drawn here for each file; the others are photos (or placeholders) from the run's image provider, and videos, a few per run. */
export const DRAWN = new Set<MediaOrder['type']>(['image_logo', 'image_icon', 'file_document', 'file_audio', 'file_text']);

/**
 * A drawn kind's file; `document`: a document's text (a PDF's, a .txt's); `table`: a CSV's bytes,
 * drawn with the run's other text.
 */
export async function renderDrawn(order: MediaOrder, seed: number, document: PdfContent, table?: Buffer): Promise<Buffer> {
  switch (order.type) {
    case 'image_logo':
      return renderLogo({ width: order.width, height: order.height, seed, format: order.extension as MarkFormat });
    case 'image_icon':
      return renderIcon({ width: order.width, height: order.height, seed, format: order.extension as MarkFormat });
    case 'file_document':
      return renderPdf(document);
    case 'file_audio':
      return renderWav({ ...WAV_SPEC, seed });
    case 'file_text':
      if (order.extension === 'csv') {
        if (!table) throw new Error('a CSV file needs its table');
        return table;
      }
      return renderText(document);
    default:
      throw new Error(`${order.type} is not drawn`);
  }
}

/** A provider's image in the format the field accepts (a JPEG photo for a field that takes only PNG). */
export async function inFormat(data: Buffer, extension: string): Promise<Buffer> {
  const sharp = await imageLibrary();
  const { format } = await sharp(data).metadata();
  const wanted = extension === 'jpg' ? 'jpeg' : extension;
  if (format === wanted) return data;
  if (wanted === 'png') return sharp(data).png().toBuffer();
  if (wanted === 'webp') return sharp(data).webp({ quality: 86 }).toBuffer();
  if (wanted === 'gif') return sharp(data).gif().toBuffer();
  return sharp(data).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
}

/** One frame of a video: a light disc crossing a gradient, `progress` of the way from left to right. */
function frameSvg(width: number, height: number, hue: number, progress: number): string {
  const radius = Math.round(height * 0.18);
  const x = Math.round(radius + progress * (width - 2 * radius));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue}, 55%, 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 55%, 25%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${x}" cy="${Math.round(height / 2)}" r="${radius}" fill="#fff" opacity="0.85"/>
</svg>`;
}

/**
 * A short silent video of `width`×`height`: an H.264 MP4, or for `mov` the same as a QuickTime
 * movie (`created`: its creation time, seconds since 1970), for `flv` as Flash Video, for `webm`
 * a VP8 WebM, or for `avi` a Motion JPEG AVI.
 */
export async function renderVideo(width: number, height: number, seed: number, extension = 'mp4', created = Math.floor(Date.now() / 1000)): Promise<Buffer> {
  const count = VIDEO_SPEC.seconds * VIDEO_SPEC.fps;
  const hue = seed % 360;
  const sharp = await imageLibrary();
  const frame = (n: number) => sharp(Buffer.from(frameSvg(width, height, hue, n / (count - 1)))).flatten();
  if (extension === 'avi') {
    const frames = await Promise.all(Array.from({ length: count }, (_, n) => frame(n).jpeg({ quality: 75 }).toBuffer()));
    return renderAvi({ width, height, fps: VIDEO_SPEC.fps, frames });
  }
  const frames = await Promise.all(Array.from({ length: count }, (_, n) => frame(n).removeAlpha().raw().toBuffer()));
  if (extension === 'flv') return renderFlv({ width, height, fps: VIDEO_SPEC.fps, frames });
  if (extension === 'webm') return renderWebm({ width, height, fps: VIDEO_SPEC.fps, frames });
  return (extension === 'mov' ? renderMov : renderMp4)({ width, height, fps: VIDEO_SPEC.fps, frames, created });
}
