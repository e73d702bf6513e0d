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
