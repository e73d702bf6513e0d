import sharp from 'sharp';
import { withoutCameraMetadata } from '../../../../worker/src/generators/images/camera-metadata.js';

const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#468' } });

describe('withoutCameraMetadata', () => {
  it('removes EXIF from a JPEG without touching its image data', async () => {
    // Setup
    const plain = await photo().jpeg().toBuffer();
    const tagged = await sharp(plain).withExif({ IFD0: { Artist: 'A. Photographer', Model: 'Camera 9000', Copyright: '(c) someone' } }).jpeg().toBuffer();

    // Action
    const cleaned = await withoutCameraMetadata(tagged);

    // Assert
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const meta = await sharp(cleaned).metadata();
    expect([meta.exif, meta.iptc, meta.xmp, meta.width, meta.height]).toEqual([undefined, undefined, undefined, 300, 200]);
    expect(cleaned.includes(Buffer.from('A. Photographer'))).toBe(false);
    expect(cleaned.subarray(-200).equals(tagged.subarray(-200))).toBe(true);
  });

  it('turns a JPEG upright when its EXIF orientation asks for it', async () => {
    // Setup
    const rotated = await photo().withMetadata({ orientation: 6 }).jpeg().toBuffer();

    // Action
    const cleaned = await withoutCameraMetadata(rotated);

    // Assert
    const meta = await sharp(cleaned).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([200, 300, undefined, undefined]);
  });

  it('leaves images without metadata, and PNGs, as they are', async () => {
    // Setup
    const jpeg = await photo().jpeg().toBuffer();
    const png = await photo().withExif({ IFD0: { Artist: 'x' } }).png().toBuffer();

    // Action + Assert
    expect(await withoutCameraMetadata(jpeg)).toBe(jpeg);
    expect(await withoutCameraMetadata(png)).toBe(png);
  });
});
