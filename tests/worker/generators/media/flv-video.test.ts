import { renderFlv } from '../../../../worker/src/generators/media/flv-video.js';
import { renderVideo } from '../../../../worker/src/generators/media/media-render.js';
import { flvMetadata, videoMetadata } from '../../../../worker/src/generators/media/file-metadata.js';
import { decode, frame, meanDifference } from './video-decoding.js';

/** The file's tags in order: type, timestamp, body; each checked against the size written after it. */
function tags(flv: Buffer): Array<{ type: number; timestamp: number; body: Buffer }> {
  const out: Array<{ type: number; timestamp: number; body: Buffer }> = [];
  let at = flv.readUInt32BE(5) + 4;
  while (at < flv.length) {
    const size = flv.readUIntBE(at + 1, 3);
    expect(flv.readUInt32BE(at + 11 + size)).toBe(11 + size);
    out.push({ type: flv[at]!, timestamp: flv.readUIntBE(at + 4, 3) + (flv[at + 7]! << 24), body: flv.subarray(at + 11, at + 11 + size) });
    at += 11 + size + 4;
  }
  return out;
}

/** An `onMetaData` body read back: the event's name, and the ECMA array's numbers in order. */
function readMetaData(body: Buffer): { event: string; properties: Array<[string, number]>; end: number[] } {
  const name = (at: number): string => body.toString('ascii', at + 2, at + 2 + body.readUInt16BE(at));
  expect([body[0], body[13]]).toEqual([2, 8]); // string, then ECMA array markers
  const event = name(1);
  const properties: Array<[string, number]> = [];
  let at = 18;
  for (let n = body.readUInt32BE(14); n > 0; n--) {
    const key = name(at);
    at += 2 + key.length;
    expect(body[at]).toBe(0); // number marker
    properties.push([key, body.readDoubleBE(at + 1)]);
    at += 9;
  }
  return { event, properties, end: [...body.subarray(at)] };
}

describe('renderFlv', () => {
  it('writes an H.264 FLV that ffmpeg decodes without error into the frames it was given', () => {
    // Arrange: sides that are no multiple of 16, and a square that moves, then stands still.
    const [width, height] = [70, 42];
    const frames = [0, 8, 16, 16, 30].map((x) => frame(width, height, x));

    // Action
    const flv = renderFlv({ width, height, fps: 10, frames });
    const { probe, frames: decoded } = decode(flv, width, height, 'flv');

    // Assert
    expect(probe).toMatchObject({
      streams: [{ codec_name: 'h264', profile: 'Constrained Baseline', width, height, pix_fmt: 'yuv420p', r_frame_rate: '10/1' }],
      format: { format_name: 'flv', duration: '0.500000', nb_streams: 1 },
    });
    expect(decoded).toHaveLength(5);
    decoded.forEach((got, n) => expect(meanDifference(got, frames[n]!)).toBeLessThan(6));
  });

  it('lays out the header, onMetaData, the AVC sequence header, then a key frame and inter frames on their times', () => {
    // Action
    const flv = renderFlv({ width: 32, height: 32, fps: 10, frames: [0, 4, 8].map((x) => frame(32, 32, x)) });

    // Assert
    expect([...flv.subarray(0, 13)]).toEqual([0x46, 0x4c, 0x56, 1, 1, 0, 0, 0, 9, 0, 0, 0, 0]);
    const [script, sequence, ...pictures] = tags(flv);
    expect(script).toMatchObject({ type: 18, timestamp: 0 });
    expect(readMetaData(script!.body)).toEqual({
      event: 'onMetaData', properties: [['duration', 0.3], ['width', 32], ['height', 32], ['framerate', 10], ['videocodecid', 7]], end: [0, 0, 9],
    });
    expect([...sequence!.body.subarray(0, 6)]).toEqual([0x17, 0, 0, 0, 0, 1]);
    expect(pictures.map((p) => [p.type, p.timestamp, p.body[0], p.body[1]])).toEqual([[9, 0, 0x17, 1], [9, 100, 0x27, 1], [9, 200, 0x27, 1]]);
  });
});

describe('renderVideo', () => {
  it('makes three seconds of a disc crossing a gradient as an FLV for `flv`', async () => {
    // Action
    const flv = await renderVideo(320, 240, 7, 'flv');
    const { probe, frames } = decode(flv, 320, 240, 'flv');

    // Assert
    expect(probe).toMatchObject({ streams: [{ codec_name: 'h264', width: 320, height: 240 }], format: { format_name: 'flv', duration: '3.000000' } });
    expect(frames).toHaveLength(30);
    expect(meanDifference(frames[0]!, frames[29]!)).toBeGreaterThan(5);
  });
});

describe('flvMetadata', () => {
  it('is described as wp_read_video_metadata() describes it', async () => {
    // Arrange
    const flv = await renderVideo(320, 240, 7, 'flv');

    // Action
    const metadata = videoMetadata('flv', flv, { width: 320, height: 240, seconds: 3 });

    // Assert: what WordPress 6.8's getID3 reported for this file.
    expect(metadata).toEqual(flvMetadata(flv, { width: 320, height: 240, seconds: 3 }));
    expect(Object.entries(metadata)).toEqual(Object.entries({
      lossless: false, bitrate: Math.trunc((flv.length * 8) / 3), filesize: flv.length, mime_type: 'video/x-flv', length: 3, length_formatted: '0:03',
      width: 320, height: 240, fileformat: 'flv', dataformat: 'flv', codec: 'Sorenson H.264',
    }));
  });
});
