import { vp8KeyFrame } from './vp8-frame.js';

/** A silent VP8 video: raw RGB frames (3 bytes a pixel, rows top to bottom), all of `width`×`height`, shown at `fps`. */
export interface WebmSpec {
  width: number;
  height: number;
  fps: number;
  frames: readonly Buffer[];
}

/** An EBML element's size: a variable-length integer of as few bytes as hold it. */
function size(value: number): Buffer {
  let length = 1;
  while (value >= 2 ** (7 * length) - 1) length++;
  const out = Buffer.alloc(length);
  out.writeUIntBE(value, 0, length);
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

/** An element: its ID (with its own length marker, as the Matroska specification lists it), size and body. */
function element(id: number, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const idBytes = Buffer.alloc(Math.ceil(Math.log2(id + 1) / 8));
  idBytes.writeUIntBE(id, 0, idBytes.length);
  return Buffer.concat([idBytes, size(body.length), body]);
}

function uint(id: number, value: number): Buffer {
  const length = Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const body = Buffer.alloc(length);
  body.writeUIntBE(value, 0, length);
  return element(id, body);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

function float(id: number, value: number): Buffer {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value, 0);
  return element(id, body);
}

/** A SimpleBlock of track 1: its time from the cluster's, and the key-frame flag. */
function simpleBlock(timeMs: number, frame: Buffer): Buffer {
  const head = Buffer.from([0x81, 0, 0, 0x80]);
  head.writeInt16BE(timeMs, 1);
  return element(0xa3, head, frame);
}

/**
 * A WebM (Matroska's subset for the web): the EBML header, then a segment of its info (times in
 * milliseconds), one VP8 track and one cluster of key frames. IDs from the Matroska specification (RFC 9559).
 */
export function renderWebm(spec: WebmSpec): Buffer {
  const frameMs = 1000 / spec.fps;
  const header = element(0x1a45dfa3,
    uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), // EBML versions, longest ID and size
    text(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2)); // DocType and its versions
  const info = element(0x1549a966,
    uint(0x2ad7b1, 1_000_000), // TimestampScale: a millisecond
    float(0x4489, spec.frames.length * frameMs), // Duration
    text(0x4d80, 'SeedPress'), text(0x5741, 'SeedPress')); // MuxingApp, WritingApp
  const tracks = element(0x1654ae6b, element(0xae,
    uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), // TrackNumber, TrackUID, TrackType: video
    uint(0x9c, 0), text(0x86, 'V_VP8'), uint(0x23e383, Math.round(frameMs * 1_000_000)), // FlagLacing, CodecID, DefaultDuration (ns)
    element(0xe0, uint(0xb0, spec.width), uint(0xba, spec.height)))); // PixelWidth, PixelHeight
  const cluster = element(0x1f43b675, uint(0xe7, 0), ...spec.frames.map((frame, n) => simpleBlock(Math.round(n * frameMs), vp8KeyFrame(frame, spec.width, spec.height))));
  return Buffer.concat([header, element(0x18538067, info, tracks, cluster)]);
}
