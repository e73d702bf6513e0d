import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** ffmpeg's reading of a file: its stream, and every frame decoded to raw RGB (an error on any decoding problem). */
export function decode(video: Buffer, width: number, height: number, extension: string): { probe: Record<string, unknown>; frames: Buffer[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'seedpress-video-'));
  try {
    const file = path.join(dir, `video.${extension}`);
    writeFileSync(file, video);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-xerror', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 * 1024 * 1024 });
    const size = width * height * 3;
    return { probe, frames: Array.from({ length: raw.length / size }, (_, n) => raw.subarray(n * size, (n + 1) * size)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let n = 0; n < a.length; n++) sum += Math.abs(a[n]! - b[n]!);
  return sum / a.length;
}

/** A frame of flat colour with a square at `x`. */
export function frame(width: number, height: number, x: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const inside = col >= x && col < x + 20 && row >= 10 && row < 30;
      out.set(inside ? [250, 240, 30] : [20, 60, 140], (row * width + col) * 3);
    }
  }
  return out;
}
