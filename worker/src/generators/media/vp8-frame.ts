import { COEFF_UPDATE_PROBS } from './vp8-tables.js';
import { toPlanes, type Planes } from './yuv-planes.js';

/** RFC 6386 section 7.3: the boolean entropy encoder; 32 bits of padding at the end, as libvpx flushes it. */
class BoolEncoder {
  private readonly out: number[] = [];
  private range = 255;
  private bottom = 0;
  private bitCount = 24;

  bool(prob: number, value: boolean | number): void {
    const split = 1 + (((this.range - 1) * prob) >> 8);
    if (value) {
      this.bottom = (this.bottom + split) >>> 0;
      this.range -= split;
    } else {
      this.range = split;
    }
    while (this.range < 128) {
      this.range <<= 1;
      if (this.bottom & 0x80000000) this.carry();
      this.bottom = (this.bottom << 1) >>> 0;
      if (--this.bitCount === 0) {
        this.out.push(this.bottom >>> 24);
        this.bottom &= 0xffffff;
        this.bitCount = 8;
      }
    }
  }

  /** L(n): an unsigned number, most significant bit first, at even odds. */
  literal(bits: number, value: number): void {
    for (let n = bits - 1; n >= 0; n--) this.bool(128, (value >> n) & 1);
  }

  finish(): Buffer {
    for (let n = 0; n < 32; n++) this.bool(128, 0);
    return Buffer.from(this.out);
  }

  private carry(): void {
    let at = this.out.length - 1;
    while (this.out[at] === 255) this.out[at--] = 0;
    this.out[at]!++;
  }
}

/** Token probabilities set in every frame's header, so no table of defaults is needed: even odds throughout. */
const TOKEN_PROB = 128;
const ZIGZAG = [0, 1, 4, 8, 5, 2, 3, 6, 9, 12, 13, 10, 7, 11, 14, 15];
/** DCT_CAT1…6: the smallest level of each, and the odds of its extra bits. */
const CATEGORIES: ReadonlyArray<readonly [number, readonly number[]]> = [
  [5, [159]], [7, [165, 145]], [11, [173, 148, 140]], [19, [176, 155, 140, 135]], [35, [180, 157, 141, 134, 130]],
  [67, [254, 254, 243, 230, 196, 177, 153, 140, 133, 130, 129]],
];
/** Quantizer index 0: dc_qlookup[0] and ac_qlookup[0] are 4; the Y2 block's factors are 2 × 4 and max(8, 4 × 155 / 100). */
const Y2_FACTOR = 8;
const UV_DC_FACTOR = 4;

/**
 * One 4×4 block's coefficients (levels in raster order) as tokens, from `first` on. With every
 * token probability the same, the band and the neighbours' context that pick one do not matter.
 */
function tokens(e: BoolEncoder, levels: readonly number[], first: number): void {
  let last = -1;
  for (let i = first; i < 16; i++) if (levels[ZIGZAG[i]!] !== 0) last = i;
  let afterZero = false;
  for (let i = first; i <= last; i++) {
    const level = levels[ZIGZAG[i]!]!;
    const size = Math.abs(level);
    if (!afterZero) e.bool(TOKEN_PROB, 1); // not the end of the block
    e.bool(TOKEN_PROB, size !== 0);
    afterZero = size === 0;
    if (size === 0) continue;
    e.bool(TOKEN_PROB, size > 1);
    if (size > 1) tokenSize(e, size);
    e.bool(128, level < 0);
  }
  if (last < 15) e.bool(TOKEN_PROB, 0); // DCT_EOB
}

/** The token tree below "more than one": 2, 3, 4, then the categories and their extra bits. */
function tokenSize(e: BoolEncoder, size: number): void {
  e.bool(TOKEN_PROB, size > 4);
  if (size <= 4) {
    e.bool(TOKEN_PROB, size > 2);
    if (size > 2) e.bool(TOKEN_PROB, size === 4);
    return;
  }
  let category = CATEGORIES.length - 1;
  while (size < CATEGORIES[category]![0]) category--;
  e.bool(TOKEN_PROB, category >= 2);
  e.bool(TOKEN_PROB, category >= 2 ? category >= 4 : category === 1);
  if (category >= 2) e.bool(TOKEN_PROB, category % 2 === 1);
  const [least, odds] = CATEGORIES[category]!;
  odds.forEach((prob, n) => e.bool(prob, ((size - least) >> (odds.length - 1 - n)) & 1));
}

/** DC_PRED (RFC 6386 section 12.2): the mean of the reconstructed row above and column to the left, where there are any. */
function dcPrediction(plane: Uint8Array, stride: number, x: number, y: number, size: number): number {
  const up = y > 0;
  const left = x > 0;
  if (!up && !left) return 128;
  let sum = 0;
  for (let n = 0; n < size; n++) {
    if (up) sum += plane[(y - 1) * stride + x + n]!;
    if (left) sum += plane[(y + n) * stride + x - 1]!;
  }
  const shift = Math.log2(size) - 1 + Number(up) + Number(left);
  return (sum + (1 << (shift - 1))) >> shift;
}

function mean(plane: Uint8Array, stride: number, x: number, y: number): number {
  let sum = 0;
  for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) sum += plane[(y + row) * stride + x + col]!;
  return sum / 16;
}

function fill(plane: Uint8Array, stride: number, x: number, y: number, value: number): void {
  const sample = value < 0 ? 0 : value > 255 ? 255 : value;
  for (let row = 0; row < 4; row++) plane.fill(sample, (y + row) * stride + x, (y + row) * stride + x + 4);
}

/** The inverse Walsh-Hadamard transform (RFC 6386 section 14.3): the Y2 block's coefficients to the 16 luma blocks' DCs. */
function inverseWalsh(input: readonly number[]): number[] {
  const mid = new Array<number>(16);
  for (let i = 0; i < 4; i++) {
    const [a, b, c, d] = [input[i]! + input[12 + i]!, input[4 + i]! + input[8 + i]!, input[4 + i]! - input[8 + i]!, input[i]! - input[12 + i]!];
    [mid[i], mid[4 + i], mid[8 + i], mid[12 + i]] = [a + b, c + d, a - b, d - c];
  }
  const out = new Array<number>(16);
  for (let i = 0; i < 16; i += 4) {
    const [a, b, c, d] = [mid[i]! + mid[i + 3]!, mid[i + 1]! + mid[i + 2]!, mid[i + 1]! - mid[i + 2]!, mid[i]! - mid[i + 3]!];
    [out[i], out[i + 1], out[i + 2], out[i + 3]] = [(a + b + 3) >> 3, (c + d + 3) >> 3, (a - b + 3) >> 3, (d - c + 3) >> 3];
  }
  return out;
}

/** Rows of the Walsh-Hadamard matrix: the inverse transform is H·X·Hᵀ / 8, so X = Hᵀ·D·H / 2. */
const WALSH = [[1, 1, 1, 1], [1, 1, -1, -1], [1, -1, -1, 1], [1, -1, 1, -1]];

/** The Y2 levels whose inverse transform comes nearest to these 16 luma DCs (raster order). */
function forwardWalsh(dcs: readonly number[]): number[] {
  const levels = new Array<number>(16);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      let sum = 0;
      for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) sum += WALSH[i]![row]! * dcs[i * 4 + j]! * WALSH[j]![col]!;
      levels[row * 4 + col] = Math.round(sum / 2 / Y2_FACTOR);
    }
  }
  return levels;
}

/** A macroblock's luma: the Y2 block of the 16 blocks' differences from the prediction, then the 16 blocks, empty. */
function luma(e: BoolEncoder, source: Planes, recon: Uint8Array, mbX: number, mbY: number): void {
  const [x, y, stride] = [mbX * 16, mbY * 16, source.stride];
  const predicted = dcPrediction(recon, stride, x, y, 16);
  // A 4×4 block's DCT of a flat difference r has a DC of 8r.
  const dcs = Array.from({ length: 16 }, (_, b) => 8 * (mean(source.y, stride, x + (b % 4) * 4, y + (b >> 2) * 4) - predicted));
  const levels = forwardWalsh(dcs);
  inverseWalsh(levels.map((level) => level * Y2_FACTOR)).forEach((dc, b) => fill(recon, stride, x + (b % 4) * 4, y + (b >> 2) * 4, predicted + ((dc + 4) >> 3)));
  tokens(e, levels, 0);
  const empty = new Array<number>(16).fill(0);
  for (let b = 0; b < 16; b++) tokens(e, empty, 1);
}

/** A macroblock's 8×8 of one chroma plane: four blocks of a DC each. */
function chroma(e: BoolEncoder, source: Uint8Array, recon: Uint8Array, stride: number, mbX: number, mbY: number): void {
  const [x, y] = [mbX * 8, mbY * 8];
  const predicted = dcPrediction(recon, stride, x, y, 8);
  for (let b = 0; b < 4; b++) {
    const [bx, by] = [x + (b % 2) * 4, y + (b >> 1) * 4];
    const level = Math.round((8 * (mean(source, stride, bx, by) - predicted)) / UV_DC_FACTOR);
    fill(recon, stride, bx, by, predicted + ((level * UV_DC_FACTOR + 4) >> 3));
    tokens(e, [level, ...new Array<number>(15).fill(0)], 0);
  }
}

/** The frame header's fields (section 19.2) for a key frame without segments, loop filter or quantizer deltas. */
function frameHeader(e: BoolEncoder): void {
  e.literal(1, 0); // color_space: YCbCr as BT.601
  e.literal(1, 0); // clamping_type: the decoder clamps
  e.literal(1, 0); // segmentation_enabled
  e.literal(1, 0); // filter_type
  e.literal(6, 0); // loop_filter_level: none, so blocks stay as sent
  e.literal(3, 0); // sharpness_level
  e.literal(1, 0); // loop_filter_adj_enable
  e.literal(2, 0); // log2_nbr_of_dct_partitions: one
  e.literal(7, 0); // y_ac_qi: the finest quantizer
  e.literal(5, 0); // no delta for y_dc, y2_dc, y2_ac, uv_dc, uv_ac
  e.literal(1, 0); // refresh_entropy_probs
  for (const prob of COEFF_UPDATE_PROBS.flat(3)) {
    e.bool(prob, 1);
    e.literal(8, TOKEN_PROB);
  }
  e.literal(1, 0); // mb_no_skip_coeff: every macroblock has its tokens
}

/**
 * An RGB frame of `width`×`height` as a VP8 key frame (RFC 6386), written without a codec library:
 * every macroblock is predicted from its neighbours (DC_PRED) and the difference sent as one level
 * for each 4×4 block (the luma's through the second-order Y2 block), so the picture is the frame
 * in 4×4 averages. The encoder follows the decoder's reconstruction to predict from what it will
 * see. Levels stay within DCT_CAT6's reach: at most 8 × 255 for a Y2 DC.
 */
export function vp8KeyFrame(rgb: Buffer, width: number, height: number): Buffer {
  const source = toPlanes(rgb, width, height);
  const recon = { y: new Uint8Array(source.y.length), cb: new Uint8Array(source.cb.length), cr: new Uint8Array(source.cr.length) };
  const modes = new BoolEncoder();
  const residue = new BoolEncoder();
  frameHeader(modes);
  for (let mbY = 0; mbY < Math.ceil(height / 16); mbY++) {
    for (let mbX = 0; mbX < source.stride / 16; mbX++) {
      // kf_ymode_tree to DC_PRED, then uv_mode_tree to DC_PRED, with the key frames' fixed odds.
      modes.bool(145, 1);
      modes.bool(156, 0);
      modes.bool(163, 0);
      modes.bool(142, 0);
      luma(residue, source, recon.y, mbX, mbY);
      chroma(residue, source.cb, recon.cb, source.stride / 2, mbX, mbY);
      chroma(residue, source.cr, recon.cr, source.stride / 2, mbX, mbY);
    }
  }
  const first = modes.finish();
  // Section 9.1: the frame tag (key frame, version 0, shown, first partition's size), start code, sizes at scale 1.
  const head = Buffer.alloc(10);
  head.writeUIntLE((first.length << 5) | (1 << 4), 0, 3);
  head.set([0x9d, 0x01, 0x2a], 3);
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, first, residue.finish()]);
}
