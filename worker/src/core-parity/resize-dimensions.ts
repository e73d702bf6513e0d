import { phpRound } from './php-round.js';
import { phpTruthy } from './php-truthy.js';

/** The arguments WordPress hands to imagecopyresampled(): a source rectangle and the new size. */
export interface ResizeDimensions {
  srcX: number;
  srcY: number;
  srcW: number;
  srcH: number;
  dstW: number;
  dstH: number;
}

/** Port of wp_constrain_dimensions() (wp-includes/media.php, WordPress 6.x). */
export function constrainDimensions(currentWidth: number, currentHeight: number, maxWidth = 0, maxHeight = 0): [number, number] {
  if (!maxWidth && !maxHeight) return [currentWidth, currentHeight];

  let widthRatio = 1.0;
  let heightRatio = 1.0;
  let didWidth = false;
  let didHeight = false;
  if (maxWidth > 0 && currentWidth > 0 && currentWidth > maxWidth) {
    widthRatio = maxWidth / currentWidth;
    didWidth = true;
  }
  if (maxHeight > 0 && currentHeight > 0 && currentHeight > maxHeight) {
    heightRatio = maxHeight / currentHeight;
    didHeight = true;
  }

  const smallerRatio = Math.min(widthRatio, heightRatio);
  const largerRatio = Math.max(widthRatio, heightRatio);
  // A zero maximum always "overflows" here, which is how a 768×0 size ends up using the width ratio.
  const overflows = phpRound(currentWidth * largerRatio) > maxWidth || phpRound(currentHeight * largerRatio) > maxHeight;
  const ratio = overflows ? smallerRatio : largerRatio;

  let w = Math.max(1, phpRound(currentWidth * ratio));
  let h = Math.max(1, phpRound(currentHeight * ratio));
  // WordPress rounds a 1px shortfall up to the exact maximum.
  if (didWidth && w === maxWidth - 1) w = maxWidth;
  if (didHeight && h === maxHeight - 1) h = maxHeight;
  return [w, h];
}

/**
 * Port of image_resize_dimensions() (wp-includes/media.php, WordPress 6.x) without its filters:
 * false when the image would have to grow, or would stay (within 1px) the size it is.
 */
export function imageResizeDimensions(origW: number, origH: number, destW: number, destH: number, crop: unknown = false): ResizeDimensions | false {
  if (origW <= 0 || origH <= 0) return false;
  if (destW <= 0 && destH <= 0) return false;

  if (!destH) {
    if (origW < destW) return false;
  } else if (!destW) {
    if (origH < destH) return false;
  } else if (origW < destW && origH < destH) {
    return false;
  }

  let newW: number;
  let newH: number;
  let cropW: number;
  let cropH: number;
  let srcX = 0;
  let srcY = 0;
  if (phpTruthy(crop)) {
    // The largest part of the original that scales to the box; a side smaller than the box stays uncropped.
    const aspectRatio = origW / origH;
    newW = Math.min(destW, origW);
    newH = Math.min(destH, origH);
    if (!newW) newW = phpRound(newH * aspectRatio);
    if (!newH) newH = phpRound(newW / aspectRatio);

    const sizeRatio = Math.max(newW / origW, newH / origH);
    cropW = phpRound(newW / sizeRatio);
    cropH = phpRound(newH / sizeRatio);

    const [x, y] = Array.isArray(crop) && crop.length === 2 ? crop : ['center', 'center'];
    if (x === 'left') srcX = 0;
    else if (x === 'right') srcX = origW - cropW;
    else srcX = Math.floor((origW - cropW) / 2);
    if (y === 'top') srcY = 0;
    else if (y === 'bottom') srcY = origH - cropH;
    else srcY = Math.floor((origH - cropH) / 2);
  } else {
    cropW = origW;
    cropH = origH;
    [newW, newH] = constrainDimensions(origW, origH, destW, destH);
  }

  if (Math.abs(newW - origW) <= 1 && Math.abs(newH - origH) <= 1) return false;
  return { srcX: Math.trunc(srcX), srcY: Math.trunc(srcY), srcW: Math.trunc(cropW), srcH: Math.trunc(cropH), dstW: Math.trunc(newW), dstH: Math.trunc(newH) };
}
