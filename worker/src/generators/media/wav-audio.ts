/** A short sound: `seconds` of 16-bit mono PCM at `sampleRate`. */
export interface WavSpec {
  seconds: number;
  sampleRate: number;
  /** Picks the notes: the same seed gives the same sound. */
  seed: number;
}

const BITS = 16;
const AMPLITUDE = 0.3 * 0x7fff;
/** A pentatonic scale (Hz) sounds pleasant whichever notes are picked. */
const NOTES = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25];

/**
 * A RIFF/WAVE file as audio tools write it (a `fmt ` chunk for PCM, then `data`): a few notes,
 * each faded in and out so that no click is heard.
 */
export function renderWav({ seconds, sampleRate, seed }: WavSpec): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * (BITS / 8);
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * (BITS / 8), 28);
  out.writeUInt16LE(BITS / 8, 32);
  out.writeUInt16LE(BITS, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const noteLength = Math.round(sampleRate / 2);
  for (let n = 0; n < samples; n++) {
    const note = Math.floor(n / noteLength);
    const frequency = NOTES[(seed + note * 7) % NOTES.length]!;
    const within = (n % noteLength) / noteLength;
    const envelope = Math.min(1, within * 20, (1 - within) * 20);
    out.writeInt16LE(Math.round(AMPLITUDE * envelope * Math.sin((2 * Math.PI * frequency * n) / sampleRate)), 44 + n * 2);
  }
  return out;
}
