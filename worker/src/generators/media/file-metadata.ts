import type { WavSpec } from './wav-audio.js';

/**
 * `_wp_attachment_metadata` of a PDF on a site without an editor that renders PDFs (no Imagick):
 * wp_generate_attachment_metadata() records only the file's size.
 */
export function documentMetadata(filesize: number): Record<string, unknown> {
  return { filesize };
}

/** getID3's playtime_string: minutes:seconds, seconds rounded. */
function playtime(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What wp_read_audio_metadata() returns for a 16-bit mono PCM WAV (getID3's `audio` array, then
 * the file's format, size, MIME type and length), keys in its order.
 */
export function wavMetadata(spec: Pick<WavSpec, 'seconds' | 'sampleRate'>, filesize: number): Record<string, unknown> {
  const bitsPerSample = 16;
  return {
    dataformat: 'wav',
    bitrate_mode: 'cbr',
    wformattag: 1,
    codec: 'Pulse Code Modulation (PCM)',
    channels: 1,
    sample_rate: spec.sampleRate,
    bitrate: spec.sampleRate * bitsPerSample,
    bits_per_sample: bitsPerSample,
    lossless: true,
    channelmode: 'mono',
    compression_ratio: 1,
    fileformat: 'wav',
    filesize,
    mime_type: 'audio/wav',
    length: Math.round(spec.seconds),
    length_formatted: playtime(spec.seconds),
  };
}

/**
 * What wp_read_video_metadata() returns for a silent MJPEG AVI (WordPress 6.8's getID3): the video
 * stream's bitrate is the `movi` list's data (its size less 8 bytes) over the playing time.
 */
export function aviMetadata(avi: Buffer, spec: { width: number; height: number; seconds: number }): Record<string, unknown> {
  const movi = avi.indexOf('movi', 0, 'ascii');
  const moviSize = avi.readUInt32LE(movi - 4);
  return {
    lossless: false,
    bitrate: Math.trunc(((moviSize - 8) / spec.seconds) * 8),
    bitrate_mode: 'vbr',
    filesize: avi.length,
    mime_type: 'video/avi',
    length: Math.round(spec.seconds),
    length_formatted: playtime(spec.seconds),
    width: spec.width,
    height: spec.height,
    fileformat: 'avi',
    dataformat: 'avi',
    codec: 'Microsoft Motion JPEG DIB',
  };
}

/** Seconds from 1904, MP4's clock, to 1970. */
const MAC_EPOCH = 2_082_844_800;

/**
 * What wp_read_video_metadata() returns for a silent H.264 MP4 or QuickTime movie (WordPress 6.8's
 * getID3, which reads both alike): without an MP4 audio track getID3 calls the file QuickTime
 * (`video/quicktime`), and the `avc1` sample entry makes its format `mp4`; the bitrate is the
 * `mdat` payload over the playing time; the creation time is the movie header's.
 */
export function mp4Metadata(mp4: Buffer, spec: { width: number; height: number; seconds: number }): Record<string, unknown> {
  const mdat = mp4.indexOf('mdat', 0, 'ascii');
  const payload = mp4.readUInt32BE(mdat - 4) - 8;
  const mvhd = mp4.indexOf('mvhd', 0, 'ascii');
  const created = mp4.readUInt32BE(mvhd + 8) - MAC_EPOCH;
  return {
    bitrate: Math.trunc((payload * 8) / spec.seconds),
    filesize: mp4.length,
    mime_type: 'video/quicktime',
    length: Math.round(spec.seconds),
    length_formatted: playtime(spec.seconds),
    width: spec.width,
    height: spec.height,
    fileformat: 'mp4',
    dataformat: 'quicktime',
    created_timestamp: created,
  };
}

/**
 * What wp_read_video_metadata() returns for a silent H.264 FLV (WordPress 6.8's getID3,
 * module.audio-video.flv.php): the size and length from `onMetaData`, the bitrate the whole file
 * over that length, and getID3's name for FLV's AVC codec id.
 */
export function flvMetadata(flv: Buffer, spec: { width: number; height: number; seconds: number }): Record<string, unknown> {
  return {
    lossless: false,
    bitrate: Math.trunc((flv.length * 8) / spec.seconds),
    filesize: flv.length,
    mime_type: 'video/x-flv',
    length: Math.round(spec.seconds),
    length_formatted: playtime(spec.seconds),
    width: spec.width,
    height: spec.height,
    fileformat: 'flv',
    dataformat: 'flv',
    codec: 'Sorenson H.264',
  };
}

/**
 * What wp_read_video_metadata() returns for a silent VP8 WebM (WordPress 6.8's getID3,
 * module.audio-video.matroska.php): the length from the segment's Duration, the bitrate the whole
 * file over it.
 */
export function webmMetadata(webm: Buffer, spec: { width: number; height: number; seconds: number }): Record<string, unknown> {
  return {
    bitrate: Math.trunc((webm.length * 8) / spec.seconds),
    filesize: webm.length,
    mime_type: 'video/webm',
    length: Math.round(spec.seconds),
    length_formatted: playtime(spec.seconds),
    width: spec.width,
    height: spec.height,
    fileformat: 'webm',
    dataformat: 'vp8',
  };
}

/** A made video's metadata, by its format: the MP4 and the QuickTime movie read alike. */
export function videoMetadata(extension: string, video: Buffer, spec: { width: number; height: number; seconds: number }): Record<string, unknown> {
  if (extension === 'avi') return aviMetadata(video, spec);
  if (extension === 'flv') return flvMetadata(video, spec);
  if (extension === 'webm') return webmMetadata(video, spec);
  return mp4Metadata(video, spec);
}
