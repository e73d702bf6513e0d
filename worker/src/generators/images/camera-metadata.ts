import { imageLibrary } from './image-library.js';

const APP1 = 0xe1; // Exif and XMP
const APP13 = 0xed; // Photoshop resources, where IPTC lives
const START_OF_SCAN = 0xda;

/**
 * Photos from the net can carry their author's EXIF/IPTC (names, cameras, GPS positions) into a
 * test site. Without them WordPress reads the neutral defaults for `image_meta`, which is what the
 * stored metadata says. JPEGs lose those segments byte for byte (no re-encoding); a JPEG whose
 * EXIF says "rotate me" is turned upright first, since the flag that said so goes away.
 * WordPress reads no metadata of PNG or WebP, so those stay as they are.
 */
export async function withoutCameraMetadata(data: Buffer): Promise<Buffer> {
  const sharp = await imageLibrary();
  const { format, orientation, exif, iptc, xmp } = await sharp(data).metadata();
  if (format !== 'jpeg' || (!exif && !iptc && !xmp)) return data;
  if (orientation !== undefined && orientation !== 1) return sharp(data).rotate().jpeg({ quality: 90 }).toBuffer();
  return stripJpegSegments(data, [APP1, APP13]);
}

/** Walks the marker segments up to the image data; anything unexpected leaves the file untouched. */
function stripJpegSegments(data: Buffer, markers: number[]): Buffer {
  if (data[0] !== 0xff || data[1] !== 0xd8) return data;
  const kept: Buffer[] = [data.subarray(0, 2)];
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return data;
    const marker = data[pos + 1]!;
    if (marker === 0xff) {
      pos++; // fill byte
      continue;
    }
    if (marker === START_OF_SCAN) break;
    const end = pos + 2 + data.readUInt16BE(pos + 2);
    if (end > data.length) return data;
    if (!markers.includes(marker)) kept.push(data.subarray(pos, end));
    pos = end;
  }
  kept.push(data.subarray(pos));
  return Buffer.concat(kept);
}
