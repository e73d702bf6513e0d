import sharp from 'sharp';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';

describe('renderPlaceholder', () => {
  it.each([
    [1200, 800],
    [100, 100],
    [100, 4000],
    [4000, 100],
  ])('renders a valid JPEG of exactly %i×%i', async (width, height) => {
    // Action
    const jpeg = await renderPlaceholder({ width, height, seed: 3, label: 'Real Estate' });

    // Assert
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('gives the same bytes for the same seed and size', async () => {
    // Action
    const first = await renderPlaceholder({ width: 640, height: 480, seed: 42 });
    const second = await renderPlaceholder({ width: 640, height: 480, seed: 42 });

    // Assert
    expect(first.equals(second)).toBe(true);
  });

  it('gives other colours for another seed', async () => {
    // Action
    const [a, b] = await Promise.all([42, 43].map((seed) => renderPlaceholder({ width: 64, height: 64, seed })));

    // Assert
    const [statsA, statsB] = await Promise.all([sharp(a).stats(), sharp(b).stats()]);
    expect(statsA.dominant).not.toEqual(statsB.dominant);
  });

  it('escapes a label that looks like markup', async () => {
    // Action
    const jpeg = await renderPlaceholder({ width: 300, height: 200, seed: 1, label: '<b>Tom & "Jerry"</b>' });

    // Assert
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('draws a person for a portrait: the head is lighter than the background there, the corners are not', async () => {
    // Setup
    const pixel = async (jpeg: Buffer, x: number, y: number): Promise<number> => {
      const { data } = await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).greyscale().raw().toBuffer({ resolveWithObject: true });
      return data[0]!;
    };

    // Action
    const plain = await renderPlaceholder({ width: 600, height: 800, seed: 7 });
    const person = await renderPlaceholder({ width: 600, height: 800, seed: 7, person: true });

    // Assert
    expect(await pixel(person, 300, 320)).toBeGreaterThan((await pixel(plain, 300, 320)) + 30);
    expect(Math.abs((await pixel(person, 5, 5)) - (await pixel(plain, 5, 5)))).toBeLessThan(4);
  });
});
