import { WASMagic } from 'wasmagic';
import type { ContentSniffer } from './check-filetype.js';

/**
 * PHP's finfo reads at most this much of a file (libmagic's FILE_BYTES_MAX): what a caller needs
 * to hand the sniffer for the same answer.
 */
export const SNIFF_BYTES = 7 * 1024 * 1024;

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const text = (head: Uint8Array, from: number, to: number): string => String.fromCharCode(...head.subarray(from, to));

/**
 * exif_imagetype() as image_type_to_mime_type() names its answer, for the image types WordPress
 * acts on (getimagesize_mimes_to_exts); the others it recognises (PSD, ICO, JPEG 2000, …) send
 * wp_check_filetype_and_ext() on to fileinfo exactly as no answer does.
 */
function exifImageType(head: Uint8Array): string | false {
  if (startsWith(head, ascii('GIF'))) return 'image/gif';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('BM'))) return 'image/bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (isAvif(head)) return 'image/avif';
  return false;
}

/** PHP's php_is_image_avif(): an ISO BMFF ftyp box whose major or a compatible brand is avif or avis. */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || text(head, 4, 8) !== 'ftyp') return false;
  const size = Math.min(((head[0]! << 24) >>> 0) + (head[1]! << 16) + (head[2]! << 8) + head[3]!, head.length);
  const brands = [text(head, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(head, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The answers of wp_get_image_mime() and finfo_file() for a file's first bytes (up to
 * SNIFF_BYTES), from a port of exif_imagetype()'s signatures and from libmagic itself (WASM).
 */
export class PhpContentSniffer implements ContentSniffer {
  private constructor(private readonly magic: WASMagic) {}

  static async create(): Promise<PhpContentSniffer> {
    return new PhpContentSniffer(await WASMagic.create());
  }

  /**
   * wp_get_image_mime(): exif_imagetype(), then the fallbacks on the first 12 bytes (its WebP one
   * never fires here: the port above knows WebP).
   */
  image(head: Uint8Array): string | false {
    const exif = exifImageType(head);
    if (exif) return exif;
    if (head.length <= 8 || text(head, 4, 8) !== 'ftyp') return false;
    const brand = text(head, 8, Math.min(12, head.length));
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (brand === 'heic') return 'image/heic';
    if (brand === 'heif') return 'image/heif';
    const found = this.file(head);
    return HEIC_TYPES.includes(found) ? found : false;
  }

  file(head: Uint8Array): string {
    return this.magic.detect(head);
  }
}
