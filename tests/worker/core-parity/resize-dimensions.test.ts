import { constrainDimensions, imageResizeDimensions } from '../../../worker/src/core-parity/resize-dimensions.js';
import { planSubSizes } from '../../../worker/src/generators/images/sub-size-plan.js';
import { DEFAULT_IMAGE_SIZES } from '../../support/wordpress-defaults.js';


/** [dst_x, dst_y, src_x, src_y, dst_w, dst_h, src_w, src_h] as WordPress returns them. */
function asWordPress(orig: [number, number], dest: [number, number], crop: unknown): number[] | false {
  const d = imageResizeDimensions(orig[0], orig[1], dest[0], dest[1], crop);
  return d && [0, 0, d.srcX, d.srcY, d.dstW, d.dstH, d.srcW, d.srcH];
}

function sizesOf(width: number, height: number): Record<string, string> {
  return Object.fromEntries(planSubSizes(width, height, DEFAULT_IMAGE_SIZES).map((s) => [s.name, `${s.dstW}x${s.dstH}`]));
}

describe('imageResizeDimensions', () => {
  // The cases of WordPress's own tests/phpunit/tests/image/dimensions.php.
  it.each([
    [[640, 480], [400, 400], false, [0, 0, 0, 0, 400, 300, 640, 480]],
    [[480, 640], [400, 400], false, [0, 0, 0, 0, 300, 400, 480, 640]],
    [[640, 480], [400, 0], false, [0, 0, 0, 0, 400, 300, 640, 480]],
    [[480, 640], [400, 0], false, [0, 0, 0, 0, 400, 533, 480, 640]],
    [[640, 480], [0, 400], false, [0, 0, 0, 0, 533, 400, 640, 480]],
    [[480, 640], [0, 400], false, [0, 0, 0, 0, 300, 400, 480, 640]],
    [[640, 480], [800, 800], false, false],
    [[480, 640], [800, 0], false, false],
    [[640, 480], [0, 800], false, false],
    [[640, 480], [400, 400], true, [0, 0, 80, 0, 400, 400, 480, 480]],
    [[480, 640], [400, 400], true, [0, 0, 0, 80, 400, 400, 480, 480]],
    [[640, 480], [400, 0], true, [0, 0, 0, 0, 400, 300, 640, 480]],
    [[480, 640], [0, 400], true, [0, 0, 0, 0, 300, 400, 480, 640]],
    [[640, 480], [400, 500], true, [0, 0, 120, 0, 400, 480, 400, 480]],
    [[480, 640], [400, 500], true, [0, 0, 0, 20, 400, 500, 480, 600]],
    [[640, 480], [640, 480], true, false],
    [[640, 480], [640, 480], false, false],
    [[640, 480], [400, 500], ['left', 'top'], [0, 0, 0, 0, 400, 480, 400, 480]],
    [[480, 640], [400, 500], ['left', 'top'], [0, 0, 0, 0, 400, 500, 480, 600]],
    [[640, 480], [400, 500], ['right', 'bottom'], [0, 0, 240, 0, 400, 480, 400, 480]],
    [[480, 640], [400, 500], ['right', 'bottom'], [0, 0, 0, 40, 400, 500, 480, 600]],
  ] as Array<[[number, number], [number, number], unknown, number[] | false]>)('%j into %j, crop %j → %j', (orig, dest, crop, expected) => {
    expect(asWordPress(orig, dest, crop)).toEqual(expected);
  });

  it('reads crop the way PHP does', () => {
    expect(asWordPress([640, 480], [400, 400], '1')).toEqual([0, 0, 80, 0, 400, 400, 480, 480]);
    expect(asWordPress([640, 480], [400, 400], '0')).toEqual([0, 0, 0, 0, 400, 300, 640, 480]);
    expect(asWordPress([640, 480], [400, 400], [])).toEqual([0, 0, 0, 0, 400, 300, 640, 480]);
    expect(asWordPress([640, 480], [400, 400], ['left'])).toEqual([0, 0, 80, 0, 400, 400, 480, 480]);
  });
});

describe('constrainDimensions', () => {
  it('rounds a 1px shortfall up to the maximum, as WordPress does', () => {
    expect(constrainDimensions(1000, 667, 300, 300)).toEqual([300, 200]);
    expect(constrainDimensions(769, 100, 768, 0)).toEqual([768, 100]);
    expect(constrainDimensions(5000, 100, 300, 300)).toEqual([300, 6]);
    expect(constrainDimensions(100, 5000, 0, 0)).toEqual([100, 5000]);
  });
});

describe('planSubSizes (results of WordPress 6.8 for its default sizes)', () => {
  it('makes the usual sizes of a 1200×800 photo, in the order WordPress makes them', () => {
    // Action
    const plan = planSubSizes(1200, 800, DEFAULT_IMAGE_SIZES);

    // Assert
    expect(plan.map((s) => s.name)).toEqual(['medium', 'large', 'thumbnail', 'medium_large']);
    expect(sizesOf(1200, 800)).toEqual({ medium: '300x200', large: '1024x683', thumbnail: '150x150', medium_large: '768x512' });
    expect(plan.find((s) => s.name === 'thumbnail')).toMatchObject({ srcX: 200, srcY: 0, srcW: 800, srcH: 800 });
  });

  it('makes every size of a 4000×3000 photo from the original', () => {
    expect(sizesOf(4000, 3000)).toEqual({
      medium: '300x225',
      large: '1024x768',
      thumbnail: '150x150',
      medium_large: '768x576',
      '1536x1536': '1536x1152',
      '2048x2048': '2048x1536',
    });
    expect(imageResizeDimensions(4000, 3000, 2560, 2560)).toMatchObject({ dstW: 2560, dstH: 1920 });
  });

  it('skips sizes that would grow the image or equal it', () => {
    expect(sizesOf(600, 300)).toEqual({ medium: '300x150', thumbnail: '150x150' });
    expect(sizesOf(300, 300)).toEqual({ thumbnail: '150x150' });
    expect(sizesOf(150, 150)).toEqual({});
    expect(sizesOf(769, 100)).toEqual({ medium: '300x39', thumbnail: '150x100' });
  });

  it('handles portraits and extreme strips', () => {
    expect(sizesOf(1000, 1500)).toEqual({ medium: '200x300', large: '683x1024', thumbnail: '150x150', medium_large: '768x1152' });
    expect(sizesOf(100, 5000)).toEqual({ medium: '6x300', large: '20x1024', thumbnail: '100x150', '1536x1536': '31x1536', '2048x2048': '41x2048' });
    expect(imageResizeDimensions(2561, 1, 2560, 2560)).toBe(false);
  });

  it('puts the priority sizes first and keeps the others in registration order', () => {
    // Setup
    const sizes = { 'post-hero': { width: 900, height: 400, crop: ['center', 'top'] }, ...DEFAULT_IMAGE_SIZES };

    // Action
    const plan = planSubSizes(1200, 800, sizes);

    // Assert
    expect(plan.map((s) => s.name)).toEqual(['medium', 'large', 'thumbnail', 'medium_large', 'post-hero']);
    expect(plan[4]).toMatchObject({ dstW: 900, dstH: 400, srcX: 0, srcY: 0, srcW: 1200, srcH: 533 });
  });
});
