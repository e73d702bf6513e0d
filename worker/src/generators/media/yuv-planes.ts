/**
 * A frame as 4:2:0 planes (BT.601, studio range), padded to whole 16×16 macroblocks by repeating
 * the edge: what H.264 codes.
 */
export interface Planes {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
  /** Luma width; chroma planes are half of it. */
  stride: number;
}

/** A sample kept within 1…255: early decoders refuse samples of 0 in I_PCM. */
function sample(value: number): number {
  const rounded = (value + 0.5) | 0;
  return rounded < 1 ? 1 : rounded > 255 ? 255 : rounded;
}

export function toPlanes(rgb: Buffer, width: number, height: number): Planes {
  const stride = Math.ceil(width / 16) * 16;
  const rows = Math.ceil(height / 16) * 16;
  const y = new Uint8Array(stride * rows);
  const cb = new Uint8Array((stride / 2) * (rows / 2));
  const cr = new Uint8Array((stride / 2) * (rows / 2));
  // Padding repeats the last column and row; plain loops: this runs for every pixel of every frame.
  const column = new Int32Array(stride);
  for (let x = 0; x < stride; x++) column[x] = (x < width ? x : width - 1) * 3;
  for (let row = 0; row < rows; row++) {
    const line = (row < height ? row : height - 1) * width * 3;
    for (let x = 0; x < stride; x++) {
      const p = line + column[x]!;
      y[row * stride + x] = sample(16 + (65.481 * rgb[p]! + 128.553 * rgb[p + 1]! + 24.966 * rgb[p + 2]!) / 255);
    }
  }
  const half = stride / 2;
  for (let row = 0; row < rows / 2; row++) {
    const top = (2 * row < height ? 2 * row : height - 1) * width * 3;
    const bottom = (2 * row + 1 < height ? 2 * row + 1 : height - 1) * width * 3;
    for (let x = 0; x < half; x++) {
      const left = column[2 * x]!;
      const right = column[2 * x + 1]!;
      const r = (rgb[top + left]! + rgb[top + right]! + rgb[bottom + left]! + rgb[bottom + right]!) / 4;
      const g = (rgb[top + left + 1]! + rgb[top + right + 1]! + rgb[bottom + left + 1]! + rgb[bottom + right + 1]!) / 4;
      const b = (rgb[top + left + 2]! + rgb[top + right + 2]! + rgb[bottom + left + 2]! + rgb[bottom + right + 2]!) / 4;
      cb[row * half + x] = sample(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      cr[row * half + x] = sample(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { y, cb, cr, stride };
}
