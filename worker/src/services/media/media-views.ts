import { unserialize } from 'php-serialize';
import type { AttachmentRecord } from '../../db/repositories/media.repository.js';

/** Spec "Media image". */
export interface MediaImageView {
  id: number;
  title: string;
  url: string;
  thumbnail: string;
  medium: string;
  /** `<width>x<height>`, or null when the metadata has no size. */
  dimensions: string | null;
  /** Width to height in lowest terms (`3:2`), or null. */
  ratio: string | null;
  generated: boolean;
}

/** Spec "Media file". */
export interface MediaFileView {
  id: number;
  title: string;
  filename: string;
  url: string;
  mime_type: string;
  extension: string;
  filesize: number;
  uploaded: boolean;
}

export interface AttachmentMetadata {
  width?: number;
  height?: number;
  filesize?: number;
  sizes?: Record<string, { file?: string }>;
}

export function parsedMetadata(serialized: string): AttachmentMetadata {
  if (serialized === '') return {};
  try {
    const value: unknown = unserialize(serialized);
    return typeof value === 'object' && value !== null ? (value as AttachmentMetadata) : {};
  } catch {
    return {};
  }
}

/** The ratio of two sides in lowest terms; null unless both are positive whole numbers. */
export function reducedRatio(width: number | undefined, height: number | undefined): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width! <= 0 || height! <= 0) return null;
  let [a, b] = [width!, height!];
  while (b !== 0) [a, b] = [b, a % b];
  return `${width! / a}:${height! / a}`;
}

/** wp_get_attachment_url() for a file in the uploads folder. */
export function fileUrl(baseUrl: string, file: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${file}`;
}

/** A registered size's URL, or the full image's where the size was not made (as wp_get_attachment_image_src() falls back). */
function sizeUrl(baseUrl: string, file: string, metadata: AttachmentMetadata, size: string): string {
  const sized = metadata.sizes?.[size]?.file;
  if (!sized) return fileUrl(baseUrl, file);
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return fileUrl(baseUrl, `${folder}${sized}`);
}

export function imageView(record: AttachmentRecord, baseUrl: string): MediaImageView {
  return imageFrom(record, parsedMetadata(record.metadata), baseUrl);
}

/** The view of an image whose metadata is at hand as an object (one just stored). */
export function imageFrom(record: Omit<AttachmentRecord, 'metadata'>, metadata: AttachmentMetadata, baseUrl: string): MediaImageView {
  const sized = Number.isInteger(metadata.width) && Number.isInteger(metadata.height);
  return {
    id: record.id,
    title: record.title,
    url: fileUrl(baseUrl, record.file),
    thumbnail: sizeUrl(baseUrl, record.file, metadata, 'thumbnail'),
    medium: sizeUrl(baseUrl, record.file, metadata, 'medium'),
    dimensions: sized ? `${metadata.width}x${metadata.height}` : null,
    ratio: reducedRatio(metadata.width, metadata.height),
    generated: record.generated,
  };
}

/** `sizeOnDisk`: the file's size where the metadata does not record it. */
export function fileView(record: AttachmentRecord, baseUrl: string, sizeOnDisk: number): MediaFileView {
  const filename = record.file.slice(record.file.lastIndexOf('/') + 1);
  const dot = filename.lastIndexOf('.');
  const recorded = parsedMetadata(record.metadata).filesize;
  return {
    id: record.id,
    title: record.title,
    filename,
    url: fileUrl(baseUrl, record.file),
    mime_type: record.mime,
    extension: dot > 0 ? filename.slice(dot + 1).toLowerCase() : '',
    filesize: Number.isInteger(recorded) ? recorded! : sizeOnDisk,
    uploaded: record.uploaded,
  };
}
