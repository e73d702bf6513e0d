import { counted } from './summary.js';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Progress {
  /** Batch `index` (0-based) of `batches` is on its way; `done` items were made before it. */
  started(index: number, done: number): void;
  /** Batch `index` made `made` items; `done` now counts them too. */
  finished(index: number, made: number, done: number): void;
  end(): void;
}

const BAR_WIDTH = 24;

/**
 * On a terminal a bar redrawn in place; otherwise (a pipe, a log file, a test) one plain line per
 * finished batch, which a script can read.
 */
export function progress(stream: ProgressStream, nouns: [string, string], total: number, batches: number): Progress {
  if (!stream.isTTY) {
    return {
      started: () => undefined,
      finished: (index, made, done) => stream.write(`batch ${index + 1}/${batches}: ${counted(made, nouns)} (${done}/${total})\n`),
      end: () => undefined,
    };
  }
  const draw = (done: number, label: string): void => {
    const filled = Math.round((done / total) * BAR_WIDTH);
    const percent = String(Math.floor((done / total) * 100)).padStart(3);
    stream.write(`\r\x1b[2K[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent}% ${done}/${counted(total, nouns)} · ${label}`);
  };
  return {
    started: (index, done) => draw(done, `batch ${index + 1}/${batches}…`),
    finished: (index, _made, done) => draw(done, `batch ${index + 1}/${batches} done`),
    end: () => stream.write('\n'),
  };
}
