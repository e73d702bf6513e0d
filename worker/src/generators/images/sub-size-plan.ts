import type { RegisteredSize } from './registered-size.js';
import { imageResizeDimensions, type ResizeDimensions } from '../../core-parity/resize-dimensions.js';

export interface PlannedSubSize extends ResizeDimensions {
  name: string;
}

/**
 * _wp_make_subsizes() makes these first, so that an interrupted upload still has the sizes
 * themes use most; the order is also the order of `sizes` in the attachment metadata.
 */
const PRIORITY = ['medium', 'large', 'thumbnail', 'medium_large'];

/** The sub-sizes WordPress makes of an image of this size, in the order it makes them. */
export function planSubSizes(width: number, height: number, sizes: Record<string, RegisteredSize>): PlannedSubSize[] {
  const names = [...PRIORITY.filter((name) => name in sizes), ...Object.keys(sizes).filter((name) => !PRIORITY.includes(name))];
  const planned: PlannedSubSize[] = [];
  for (const name of names) {
    const size = sizes[name]!;
    const dimensions = imageResizeDimensions(width, height, size.width, size.height, size.crop);
    if (dimensions) planned.push({ name, ...dimensions });
  }
  return planned;
}
