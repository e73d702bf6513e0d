import { renderWebm } from '../../../../worker/src/generators/media/webm-video.js';
import { renderVideo } from '../../../../worker/src/generators/media/media-render.js';
import { videoMetadata } from '../../../../worker/src/generators/media/file-metadata.js';
import { decode, frame, meanDifference } from './video-decoding.js';

/** A checkerboard of 8×8 squares, shifted by `offset` squares: edges on the 4×4 blocks VP8 is sent in. */
function checkerboard(width: number, height: number, offset: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) out.set(((col >> 3) + (row >> 3) + offset) % 2 ? [250, 240, 30] : [10, 20, 200], (row * width + col) * 3);
  }
  return out;
}

describe('renderWebm', () => {
  it('writes a VP8 WebM that ffmpeg decodes without error into the frames it was given', () => {
    // Arrange: sides that are no multiple of 16.
    const [width, height] = [72, 40];
    const frames = [0, 1, 0].map((offset) => checkerboard(width, height, offset));

    // Action
    const webm = renderWebm({ width, height, fps: 10, frames });
    const { probe, frames: decoded } = decode(webm, width, height, 'webm');

    // Assert
    expect(probe).toMatchObject({
      streams: [{ codec_name: 'vp8', width, height, pix_fmt: 'yuv420p', r_frame_rate: '10/1' }],
      format: { format_name: 'matroska,webm', duration: '0.300000' },
    });
    expect(decoded).toHaveLength(3);
    // Flat 4×4 blocks come back as they were, within YCbCr rounding.
    decoded.forEach((got, n) => expect(meanDifference(got, frames[n]!)).toBeLessThan(2));
  });

  it('keeps each frame closest to its own where edges fall inside the 4×4 blocks', () => {
    // Arrange
    const [width, height] = [70, 42];
    const offsets = [0, 8, 16, 30];
    const frames = offsets.map((x) => frame(width, height, x));

    // Action
    const { frames: decoded } = decode(renderWebm({ width, height, fps: 10, frames }), width, height, 'webm');

    // Assert
    expect(decoded).toHaveLength(4);
    decoded.forEach((got, n) => {
      const distances = frames.map((source) => meanDifference(got, source));
      for (const [m, d] of distances.entries()) if (m !== n) expect(d).toBeGreaterThan(distances[n]! + 2);
    });
  });
});

describe('renderVideo', () => {
  it('makes three seconds of a disc crossing a gradient as a WebM for `webm`', async () => {
    // Action
    const webm = await renderVideo(320, 240, 7, 'webm');
    const { probe, frames } = decode(webm, 320, 240, 'webm');

    // Assert
    expect(probe).toMatchObject({ streams: [{ codec_name: 'vp8', width: 320, height: 240 }], format: { format_name: 'matroska,webm', duration: '3.000000' } });
    expect(frames).toHaveLength(30);
    expect(meanDifference(frames[0]!, frames[29]!)).toBeGreaterThan(5);
  });
});

describe('webmMetadata', () => {
  it('is described as wp_read_video_metadata() describes it', async () => {
    // Arrange
    const webm = await renderVideo(320, 240, 7, 'webm');

    // Action
    const metadata = videoMetadata('webm', webm, { width: 320, height: 240, seconds: 3 });

    // Assert: what WordPress 6.8's getID3 reported for this file.
    expect(Object.entries(metadata)).toEqual(Object.entries({
      bitrate: Math.trunc((webm.length * 8) / 3), filesize: webm.length, mime_type: 'video/webm', length: 3, length_formatted: '0:03',
      width: 320, height: 240, fileformat: 'webm', dataformat: 'vp8',
    }));
  });
});
