import { avcConfiguration, encodeH264, type H264Spec } from './h264-stream.js';

const TAG_VIDEO = 9;
const TAG_SCRIPT = 18;
/** FrameType (1: key frame, 2: inter frame) in the high nibble, CodecID 7 (AVC) in the low one. */
const KEY_FRAME = 0x17;
const INTER_FRAME = 0x27;
const AVC_SEQUENCE_HEADER = 0;
const AVC_NALU = 1;

function tag(type: number, timestampMs: number, data: Buffer): Buffer {
  const header = Buffer.alloc(11);
  header[0] = type;
  header.writeUIntBE(data.length, 1, 3);
  // The timestamp's low 24 bits, then its high 8 bits; StreamID 0.
  header.writeUIntBE(timestampMs & 0xffffff, 4, 3);
  header[7] = timestampMs >>> 24;
  const previousTagSize = Buffer.alloc(4);
  previousTagSize.writeUInt32BE(11 + data.length, 0);
  return Buffer.concat([header, data, previousTagSize]);
}

/** An AMF0 string without its type marker: a 16-bit length, then the characters. */
function amfName(name: string): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(name.length, 0);
  return Buffer.concat([length, Buffer.from(name, 'ascii')]);
}

function amfNumber(value: number): Buffer {
  const out = Buffer.alloc(9);
  out[0] = 0; // Number marker: an IEEE 754 double follows
  out.writeDoubleBE(value, 1);
  return out;
}

/** The `onMetaData` script tag's body: its name, then an ECMA array of the stream's properties. */
function onMetaData(properties: Readonly<Record<string, number>>): Buffer {
  const entries = Object.entries(properties);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(entries.length, 0);
  return Buffer.concat([
    Buffer.from([2]), amfName('onMetaData'),
    Buffer.from([8]), count, ...entries.flatMap(([name, value]) => [amfName(name), amfNumber(value)]),
    Buffer.from([0, 0, 9]), // object end
  ]);
}

/** A video tag's body: the frame and codec byte, the AVC packet type, and a composition time of 0. */
function avcPacket(frame: number, packetType: number, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([frame, packetType, 0, 0, 0]), payload]);
}

/**
 * A silent H.264 video in a Flash Video file, as Adobe's Video File Format Specification (version
 * 10.1) lays it out: a header that says video only, the `onMetaData` tag (duration, size, frame rate, codec),
 * the AVC sequence header (the decoder configuration), then a tag of 4-byte-length NAL units a frame.
 */
export function renderFlv(spec: H264Spec): Buffer {
  const stream = encodeH264(spec);
  const header = Buffer.from([0x46, 0x4c, 0x56, 1, 0x01, 0, 0, 0, 9, 0, 0, 0, 0]); // "FLV", version 1, video, header size 9, PreviousTagSize0
  const frameMs = 1000 / spec.fps;
  const frames = stream.pictures.map((unit, n) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(unit.length, 0);
    return tag(TAG_VIDEO, Math.round(n * frameMs), avcPacket(n === 0 ? KEY_FRAME : INTER_FRAME, AVC_NALU, Buffer.concat([length, unit])));
  });
  return Buffer.concat([
    header,
    tag(TAG_SCRIPT, 0, onMetaData({ duration: stream.pictures.length / spec.fps, width: spec.width, height: spec.height, framerate: spec.fps, videocodecid: 7 })),
    tag(TAG_VIDEO, 0, avcPacket(KEY_FRAME, AVC_SEQUENCE_HEADER, avcConfiguration(stream))),
    ...frames,
  ]);
}
