import { toPlanes, type Planes } from './yuv-planes.js';

/**
 * A silent H.264 stream, written without a codec library: every macroblock that changes from one
 * frame to the next is sent as I_PCM (its samples as they are), every other one is skipped (copied
 * from the frame before). Lossless and simple, yet Constrained Baseline, which browsers play.
 */
export interface H264Spec {
  /** Even numbers: 4:2:0 chroma has half the samples each way. */
  width: number;
  height: number;
  fps: number;
  /** Raw RGB frames (3 bytes a pixel, rows top to bottom), all of `width`×`height`. */
  frames: readonly Buffer[];
}

/** The parameter sets, and one picture (a NAL unit) a frame, the first an IDR. */
export interface H264Stream {
  sps: Buffer;
  pps: Buffer;
  pictures: Buffer[];
}

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

export function encodeH264(spec: H264Spec): H264Stream {
  const mbWidth = Math.ceil(spec.width / 16);
  const mbHeight = Math.ceil(spec.height / 16);
  let previous: Planes | null = null;
  const pictures = spec.frames.map((frame, n) => {
    const planes = toPlanes(frame, spec.width, spec.height);
    const unit = slice(planes, previous, n, mbWidth, mbHeight);
    previous = planes;
    return unit;
  });
  return { sps: sequenceParameterSet(spec.width, spec.height, spec.fps), pps: pictureParameterSet(), pictures };
}

/** AVCDecoderConfigurationRecord (ISO/IEC 14496-15): the parameter sets, and 4-byte NAL lengths in the samples. */
export function avcConfiguration(stream: H264Stream): Buffer {
  const { sps, pps } = stream;
  const length = (unit: Buffer): Buffer => Buffer.from([unit.length >> 8, unit.length & 0xff]);
  return Buffer.concat([Buffer.from([1, sps[1]!, sps[2]!, sps[3]!, 0xff, 0xe1]), length(sps), sps, Buffer.from([1]), length(pps), pps]);
}
