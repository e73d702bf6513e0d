import { isWordPressAtLeast } from '../../core-parity/wp-version.js';

export interface SavedImage {
  /** Relative to the uploads basedir for the main file; a bare file name for a sub-size. */
  file: string;
  width: number;
  height: number;
  mime: string;
  filesize: number;
}

export interface MetadataParts {
  /** The file that became `_wp_attached_file` (the -scaled copy of a big image). */
  main: SavedImage;
  /** File name of the uploaded original when `main` is its -scaled copy. */
  originalImage?: string;
  sizes: Array<SavedImage & { name: string }>;
  wpVersion: string;
}

/**
 * What wp_read_image_metadata() returns for a file without EXIF or IPTC, after
 * wp_kses_post_deep() has turned its numbers into strings.
 */
function neutralImageMeta(): Record<string, unknown> {
  return {
    aperture: '0',
    credit: '',
    camera: '',
    caption: '',
    created_timestamp: '0',
    copyright: '',
    focal_length: '0',
    iso: '0',
    shutter_speed: '0',
    title: '',
    orientation: '0',
    keywords: [],
  };
}

/**
 * `_wp_attachment_metadata` with its keys in the order wp_create_image_subsizes() builds them;
 * `filesize` exists since WordPress 6.0.
 */
export function attachmentMetadata({ main, originalImage, sizes, wpVersion }: MetadataParts): Record<string, unknown> {
  const withFilesize = isWordPressAtLeast(wpVersion, 6, 0);
  const sizeEntries = sizes.map(({ name, file, width, height, mime, filesize }) => {
    const entry: Record<string, unknown> = { file, width, height, 'mime-type': mime };
    if (withFilesize) entry.filesize = filesize;
    return [name, entry] as const;
  });
  const metadata: Record<string, unknown> = { width: main.width, height: main.height, file: main.file };
  if (withFilesize) metadata.filesize = main.filesize;
  metadata.sizes = Object.fromEntries(sizeEntries);
  metadata.image_meta = neutralImageMeta();
  if (originalImage !== undefined) metadata.original_image = originalImage;
  return metadata;
}
