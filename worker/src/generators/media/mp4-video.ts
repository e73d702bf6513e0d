/**
 * A silent H.264 video in an MP4 file, written without a codec library: every macroblock that
 * changes from one frame to the next is sent as I_PCM (its samples as they are), every other one
 * is skipped (copied from the frame before). Lossless and simple, yet a file browsers play, which
 * WordPress's video player needs, as Constrained Baseline in an `isom` MP4.
 */
export interface Mp4Spec {
  /** Even numbers: 4:2:0 chroma has half the samples each way. */
  width: number;
  height: number;
  fps: number;
  /** Raw RGB frames (3 bytes a pixel, rows top to bottom), all of `width`×`height`. */
  frames: readonly Buffer[];
  /** Seconds since 1970: the movie's creation and modification time. */
  created: number;
}

/** Sample-entry depth and the MP4 boxes' fixed fields. */
const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
/** Seconds from 1904 (the MP4 clock) to 1970. */
const MAC_EPOCH = 2_082_844_800;
/** mb_type of I_PCM in an I slice; P slices number their intra types after the 5 inter ones. */
const I_PCM = 25;
const P_INTRA_OFFSET = 5;
const LOG2_MAX_FRAME_NUM = 8;
/** Per level (Table A-1): level_idc, MaxFS (macroblocks a frame), MaxMBPS (macroblocks a second). */
const LEVELS: ReadonlyArray<readonly [number, number, number]> = [
  [10, 99, 1485], [11, 396, 3000], [12, 396, 6000], [13, 396, 11880], [20, 396, 11880], [21, 792, 19800], [22, 1620, 20250],
  [30, 1620, 40500], [31, 3600, 108000], [32, 5120, 216000], [40, 8192, 245760], [42, 8704, 522240], [50, 22080, 589824], [51, 36864, 983040], [52, 36864, 2073600],
];

/** An RBSP written bit by bit (Exp-Golomb codes for ue(v)/se(v)). */
class BitWriter {
  private readonly chunks: Buffer[] = [];
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    if (++this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  u(bits: number, value: number): void {
    for (let n = bits - 1; n >= 0; n--) this.bit(Math.floor(value / 2 ** n) % 2);
  }

  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.u(length, 0);
    this.u(length + 1, code);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  /** Zero bits up to the next byte (pcm_alignment_zero_bit). */
  align(): void {
    while (this.count !== 0) this.bit(0);
  }

  /** Whole bytes, once aligned. */
  raw(data: Buffer): void {
    this.chunks.push(Buffer.from(this.bytes), data);
    this.bytes = [];
  }

  /** rbsp_trailing_bits(), then the payload. */
  finish(): Buffer {
    this.bit(1);
    this.align();
    this.chunks.push(Buffer.from(this.bytes));
    return Buffer.concat(this.chunks);
  }
}

/** A NAL unit: its header byte, then the RBSP with emulation prevention (no 00 00 0x with x ≤ 3 inside). */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out = Buffer.alloc(1 + rbsp.length + Math.ceil(rbsp.length / 2));
  out[0] = (refIdc << 5) | type;
  let at = 1;
  let zeros = 0;
  for (let n = 0; n < rbsp.length; n++) {
    const byte = rbsp[n]!;
    if (zeros === 2 && byte <= 3) {
      out[at++] = 3;
      zeros = 0;
    }
    out[at++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, at);
}

function level(macroblocks: number, fps: number): number {
  return (LEVELS.find(([, frame, rate]) => macroblocks <= frame && macroblocks * fps <= rate) ?? LEVELS[LEVELS.length - 1]!)[0];
}

function sequenceParameterSet(width: number, height: number, fps: number): Buffer {
  const mbWidth = Math.ceil(width / 16);
  const mbHeight = Math.ceil(height / 16);
  const w = new BitWriter();
  w.u(8, 66); // profile_idc: Baseline
  w.u(8, 0xc0); // constraint_set0 and set1: Constrained Baseline
  w.u(8, level(mbWidth * mbHeight, fps));
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  const cropRight = (mbWidth * 16 - width) / 2;
  const cropBottom = (mbHeight * 16 - height) / 2;
  w.bit(cropRight > 0 || cropBottom > 0 ? 1 : 0);
  if (cropRight > 0 || cropBottom > 0) {
    w.ue(0);
    w.ue(cropRight);
    w.ue(0);
    w.ue(cropBottom);
  }
  w.bit(0); // vui_parameters_present_flag: the MP4 carries the timing
  return nal(3, 7, w.finish());
}

function pictureParameterSet(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.u(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag: slices turn the filter off
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.finish());
}

/** A frame as 4:2:0 planes (BT.601, studio range), padded to whole macroblocks by repeating the edge. */
interface Planes {
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

function toPlanes(rgb: Buffer, width: number, height: number): Planes {
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

/** pcm_sample_luma[256], then pcm_sample_chroma: Cb's 64, Cr's 64. */
function macroblockSamples(planes: Planes, mbX: number, mbY: number): Buffer {
  const out = Buffer.alloc(384);
  const half = planes.stride / 2;
  for (let row = 0; row < 16; row++) out.set(planes.y.subarray((mbY * 16 + row) * planes.stride + mbX * 16, (mbY * 16 + row) * planes.stride + mbX * 16 + 16), row * 16);
  for (let row = 0; row < 8; row++) {
    out.set(planes.cb.subarray((mbY * 8 + row) * half + mbX * 8, (mbY * 8 + row) * half + mbX * 8 + 8), 256 + row * 8);
    out.set(planes.cr.subarray((mbY * 8 + row) * half + mbX * 8, (mbY * 8 + row) * half + mbX * 8 + 8), 320 + row * 8);
  }
  return out;
}

/** One frame as a slice: the first an IDR of I_PCM macroblocks, the others P slices that skip what did not change. */
function slice(planes: Planes, previous: Planes | null, frameNum: number, mbWidth: number, mbHeight: number): Buffer {
  const idr = previous === null;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(idr ? 7 : 5); // slice_type: I or P, all slices of the picture alike
  w.ue(0); // pic_parameter_set_id
  w.u(LOG2_MAX_FRAME_NUM, frameNum % 2 ** LOG2_MAX_FRAME_NUM);
  if (idr) {
    w.ue(0); // idr_pic_id
  } else {
    w.bit(0); // num_ref_idx_active_override_flag
    w.bit(0); // ref_pic_list_modification_flag_l0
  }
  // dec_ref_pic_marking(): no_output_of_prior_pics_flag and long_term_reference_flag, or adaptive marking off.
  if (idr) w.u(2, 0);
  else w.bit(0);
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: skipped macroblocks stay exact copies
  let skipped = 0;
  for (let mbY = 0; mbY < mbHeight; mbY++) {
    for (let mbX = 0; mbX < mbWidth; mbX++) {
      const samples = macroblockSamples(planes, mbX, mbY);
      if (previous !== null && samples.equals(macroblockSamples(previous, mbX, mbY))) {
        skipped++;
        continue;
      }
      if (previous !== null) {
        w.ue(skipped); // mb_skip_run
        skipped = 0;
      }
      w.ue(idr ? I_PCM : P_INTRA_OFFSET + I_PCM);
      w.align();
      w.raw(samples);
    }
  }
  if (skipped > 0) w.ue(skipped);
  return nal(idr ? 3 : 2, idr ? 5 : 1, w.finish());
}

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'ascii');
  return Buffer.concat([header, body]);
}

/** A FullBox: version and flags, then the fields. */
function fullBox(type: string, version: number, flags: number, ...children: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE((version << 24) | flags, 0);
  return box(type, head, ...children);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((v, n) => out.writeUInt32BE(v >>> 0, 4 * n));
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((v, n) => out.writeUInt16BE(v & 0xffff, 2 * n));
  return out;
}

/** AVCDecoderConfigurationRecord: the parameter sets, and 4-byte NAL lengths in the samples. */
function avcC(sps: Buffer, pps: Buffer): Buffer {
  return box('avcC', Buffer.from([1, sps[1]!, sps[2]!, sps[3]!, 0xff, 0xe1]), u16(sps.length), sps, Buffer.from([1]), u16(pps.length), pps);
}

function sampleEntry(spec: Mp4Spec, sps: Buffer, pps: Buffer): Buffer {
  return box('avc1',
    Buffer.alloc(6), u16(1), // reserved, data_reference_index
    Buffer.alloc(16), u16(spec.width, spec.height),
    u32(0x00480000, 0x00480000, 0), u16(1), // 72 dpi each way, reserved, frame_count
    Buffer.alloc(32), u16(0x18, 0xffff), // compressorname (none), depth, pre_defined
    avcC(sps, pps));
}

/**
 * The movie: `ftyp`, then `moov` (one video track whose samples sit in one chunk) before `mdat`,
 * so a player can start before the whole file has come.
 */
export function renderMp4(spec: Mp4Spec): Buffer {
  const mbWidth = Math.ceil(spec.width / 16);
  const mbHeight = Math.ceil(spec.height / 16);
  const sps = sequenceParameterSet(spec.width, spec.height, spec.fps);
  const pps = pictureParameterSet();
  let previous: Planes | null = null;
  const samples = spec.frames.map((frame, n) => {
    const planes = toPlanes(frame, spec.width, spec.height);
    const unit = slice(planes, previous, n, mbWidth, mbHeight);
    previous = planes;
    return Buffer.concat([u32(unit.length), unit]);
  });
  const timescale = 1000;
  const delta = Math.round(timescale / spec.fps);
  const duration = delta * samples.length;
  const time = spec.created + MAC_EPOCH;
  const ftyp = box('ftyp', Buffer.from('isom', 'ascii'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'ascii'));
  const moovFor = (offset: number): Buffer => box('moov',
    fullBox('mvhd', 0, 0, u32(time, time, timescale, duration, 0x10000), u16(0x100), Buffer.alloc(10), u32(...MATRIX), Buffer.alloc(24), u32(2)),
    box('trak',
      fullBox('tkhd', 0, 3, u32(time, time, 1, 0, duration), Buffer.alloc(8), u16(0, 0, 0, 0), u32(...MATRIX), u32(spec.width * 0x10000, spec.height * 0x10000)),
      box('mdia',
        fullBox('mdhd', 0, 0, u32(time, time, timescale, duration), u16(0x55c4, 0)), // language "und"
        fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'ascii'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'ascii')),
        box('minf',
          fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
          box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
          box('stbl',
            fullBox('stsd', 0, 0, u32(1), sampleEntry(spec, sps, pps)),
            fullBox('stts', 0, 0, u32(1, samples.length, delta)),
            fullBox('stss', 0, 0, u32(1, 1)),
            fullBox('stsc', 0, 0, u32(1, 1, samples.length, 1)),
            fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
            fullBox('stco', 0, 0, u32(1, offset)))))));
  const moovSize = moovFor(0).length;
  return Buffer.concat([ftyp, moovFor(ftyp.length + moovSize + 8), box('mdat', ...samples)]);
}
