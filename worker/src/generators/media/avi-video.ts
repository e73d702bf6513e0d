/** A silent MJPEG video: its JPEG frames (all of `width`×`height`) shown at `fps`. */
export interface AviSpec {
  width: number;
  height: number;
  fps: number;
  frames: readonly Buffer[];
}

const AVIF_HASINDEX = 0x10;
const AVIIF_KEYFRAME = 0x10;

function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(data.length, 4);
  // RIFF chunks start on even offsets.
  return Buffer.concat([header, data, data.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function list(type: string, children: readonly Buffer[]): Buffer {
  return chunk('LIST', Buffer.concat([Buffer.from(type, 'ascii'), ...children]));
}

/** AVIMAINHEADER. */
function mainHeader(spec: AviSpec, maxFrameBytes: number): Buffer {
  const out = Buffer.alloc(56);
  out.writeUInt32LE(Math.round(1_000_000 / spec.fps), 0);
  out.writeUInt32LE(maxFrameBytes * spec.fps, 4);
  out.writeUInt32LE(AVIF_HASINDEX, 12);
  out.writeUInt32LE(spec.frames.length, 16);
  out.writeUInt32LE(1, 24); // streams
  out.writeUInt32LE(maxFrameBytes, 28);
  out.writeUInt32LE(spec.width, 32);
  out.writeUInt32LE(spec.height, 36);
  return out;
}

/** AVISTREAMHEADER of the video stream. */
function streamHeader(spec: AviSpec, maxFrameBytes: number): Buffer {
  const out = Buffer.alloc(56);
  out.write('vids', 0, 'ascii');
  out.write('MJPG', 4, 'ascii');
  out.writeUInt32LE(1, 20); // scale
  out.writeUInt32LE(spec.fps, 24); // rate
  out.writeUInt32LE(spec.frames.length, 32);
  out.writeUInt32LE(maxFrameBytes, 36);
  out.writeInt32LE(-1, 40); // quality: default
  out.writeUInt16LE(spec.width, 52);
  out.writeUInt16LE(spec.height, 54);
  return out;
}

/** BITMAPINFOHEADER of Motion JPEG frames. */
function streamFormat(spec: AviSpec): Buffer {
  const out = Buffer.alloc(40);
  out.writeUInt32LE(40, 0);
  out.writeInt32LE(spec.width, 4);
  out.writeInt32LE(spec.height, 8);
  out.writeUInt16LE(1, 12);
  out.writeUInt16LE(24, 14);
  out.write('MJPG', 16, 'ascii');
  out.writeUInt32LE(spec.width * spec.height * 3, 20);
  return out;
}

/**
 * An AVI as video tools write Motion JPEG: the header list (main header, one stream's header and
 * format), the `movi` list of `00dc` frame chunks, and the `idx1` index of their offsets.
 */
export function renderAvi(spec: AviSpec): Buffer {
  const maxFrameBytes = Math.max(...spec.frames.map((f) => f.length));
  const header = list('hdrl', [chunk('avih', mainHeader(spec, maxFrameBytes)), list('strl', [chunk('strh', streamHeader(spec, maxFrameBytes)), chunk('strf', streamFormat(spec))])]);
  const frames = spec.frames.map((frame) => chunk('00dc', frame));
  const index = Buffer.alloc(16 * frames.length);
  // idx1 offsets count from the `movi` type, 4 bytes before the first chunk.
  let offset = 4;
  frames.forEach((frame, n) => {
    index.write('00dc', n * 16, 'ascii');
    index.writeUInt32LE(AVIIF_KEYFRAME, n * 16 + 4);
    index.writeUInt32LE(offset, n * 16 + 8);
    index.writeUInt32LE(spec.frames[n]!.length, n * 16 + 12);
    offset += frame.length;
  });
  const body = Buffer.concat([Buffer.from('AVI ', 'ascii'), header, list('movi', frames), chunk('idx1', index)]);
  return chunk('RIFF', body);
}
