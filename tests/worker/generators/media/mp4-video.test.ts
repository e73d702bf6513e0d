import { renderMov, renderMp4 } from '../../../../worker/src/generators/media/mp4-video.js';
import { renderVideo } from '../../../../worker/src/generators/media/media-render.js';
import { mp4Metadata } from '../../../../worker/src/generators/media/file-metadata.js';
import { decode, frame, meanDifference } from './video-decoding.js';

describe('renderMp4', () => {
  it('writes an H.264 MP4 that ffmpeg decodes without error into the frames it was given', () => {
    // Arrange: sides that are no multiple of 16, and a square that moves, then stands still.
    const [width, height] = [70, 42];
    const frames = [0, 8, 16, 16, 30].map((x) => frame(width, height, x));

    // Action
    const mp4 = renderMp4({ width, height, fps: 10, frames, created: 1_700_000_000 });
    const { probe, frames: decoded } = decode(mp4, width, height, 'mp4');

    // Assert
    expect(probe).toMatchObject({
      streams: [{ codec_name: 'h264', profile: 'Constrained Baseline', width, height, pix_fmt: 'yuv420p', nb_frames: '5', r_frame_rate: '10/1', duration: '0.500000' }],
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', tags: { major_brand: 'isom', creation_time: '2023-11-14T22:13:20.000000Z' } },
    });
    expect(decoded).toHaveLength(5);
    // 4:2:0 chroma and YCbCr rounding: close to the source, and each frame closest to its own.
    decoded.forEach((got, n) => {
      const distances = frames.map((source) => meanDifference(got, source));
      expect(distances[n]).toBeLessThan(6);
      for (const [m, d] of distances.entries()) if ([0, 8, 16, 16, 30][m] !== [0, 8, 16, 16, 30][n]) expect(d).toBeGreaterThan(distances[n]! + 2);
    });
  });

  it('sends only the macroblocks that change after the first frame', () => {
    // Arrange
    const still = frame(320, 240, 0);

    // Action
    const one = renderMp4({ width: 320, height: 240, fps: 10, frames: [still], created: 0 });
    const many = renderMp4({ width: 320, height: 240, fps: 10, frames: Array.from({ length: 30 }, () => still), created: 0 });

    // Assert: 300 macroblocks of 384 samples in the first frame, a few bytes for each other.
    expect(one.length).toBeGreaterThan(300 * 384);
    expect(many.length - one.length).toBeLessThan(29 * 40);
  });
});

describe('renderMov', () => {
  it('writes the same H.264 stream as a QuickTime movie that ffmpeg decodes without error', () => {
    // Arrange
    const [width, height] = [70, 42];
    const frames = [0, 8, 16].map((x) => frame(width, height, x));

    // Action
    const mov = renderMov({ width, height, fps: 10, frames, created: 1_700_000_000 });
    const { probe, frames: decoded } = decode(mov, width, height, 'mov');

    // Assert
    expect(probe).toMatchObject({
      streams: [{ codec_name: 'h264', codec_tag_string: 'avc1', width, height, nb_frames: '3', r_frame_rate: '10/1', duration: '0.300000' }],
      format: { format_long_name: 'QuickTime / MOV', tags: { major_brand: 'qt  ', compatible_brands: 'qt  ', creation_time: '2023-11-14T22:13:20.000000Z' } },
    });
    expect(decoded).toHaveLength(3);
    decoded.forEach((got, n) => expect(meanDifference(got, frames[n]!)).toBeLessThan(6));
    const mp4 = renderMp4({ width, height, fps: 10, frames, created: 1_700_000_000 });
    expect(mov.subarray(mov.indexOf('mdat'))).toEqual(mp4.subarray(mp4.indexOf('mdat')));
  });

  it('names its handlers as QuickTime does: a media and a data handler, with counted names', () => {
    // Action
    const mov = renderMov({ width: 32, height: 32, fps: 10, frames: [frame(32, 32, 0)], created: 0 });

    // Assert
    const handlers = [...mov.toString('latin1').matchAll(/hdlr\0{4}(.{8})\0{12}(.)(\w+)/g)].map(([, kind, length, name]) => [kind, length!.charCodeAt(0), name]);
    expect(handlers).toEqual([['mhlrvide', 12, 'VideoHandler'], ['dhlrurl ', 11, 'DataHandler']]);
  });
});

describe('renderVideo', () => {
  it('makes three seconds of a disc crossing a gradient as an MP4 that ffmpeg plays', async () => {
    // Action
    const mp4 = await renderVideo(320, 240, 7, 'mp4', 1_700_000_000);
    const { probe, frames } = decode(mp4, 320, 240, 'mp4');

    // Assert
    expect(probe).toMatchObject({ streams: [{ codec_name: 'h264', width: 320, height: 240, nb_frames: '30', duration: '3.000000' }] });
    expect(frames).toHaveLength(30);
    expect(meanDifference(frames[0]!, frames[29]!)).toBeGreaterThan(5);
    // Less than the 30 full frames' samples: most of each frame is skipped.
    expect(mp4.length).toBeLessThan(30 * 300 * 384 / 3);
  });

  it('makes the same three seconds as a QuickTime movie for `mov`', async () => {
    // Action
    const mov = await renderVideo(320, 240, 7, 'mov', 1_700_000_000);
    const { probe, frames } = decode(mov, 320, 240, 'mov');

    // Assert
    expect(probe).toMatchObject({ streams: [{ codec_name: 'h264', width: 320, height: 240, nb_frames: '30', duration: '3.000000' }], format: { tags: { major_brand: 'qt  ' } } });
    expect(frames).toHaveLength(30);
  });
});

describe('mp4Metadata', () => {
  it.each(['mp4', 'mov'] as const)('describes a %s as WordPress 6.8\'s wp_read_video_metadata() does (a QuickTime movie as the MP4 of the same stream)', async (format) => {
    // Arrange
    const video = await renderVideo(320, 240, 7, format, 1_700_000_000);
    const mdat = video.indexOf('mdat');

    // Action
    const metadata = mp4Metadata(video, { width: 320, height: 240, seconds: 3 });

    // Assert: what getID3 reported for such a file (tests/e2e/media-fields.e2e.test.ts compares an MP4 on a live site).
    expect(Object.entries(metadata)).toEqual(Object.entries({
      bitrate: Math.trunc(((video.length - mdat - 4) * 8) / 3), filesize: video.length, mime_type: 'video/quicktime', length: 3, length_formatted: '0:03',
      width: 320, height: 240, fileformat: 'mp4', dataformat: 'quicktime', created_timestamp: 1_700_000_000,
    }));
  });
});
