import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TrueTypeFont } from './truetype-font.js';

/**
 * TrueType fonts with Cyrillic, Greek and the accented Latin letters, where distributions install
 * them (DejaVu comes with fontconfig on Debian and Ubuntu, Liberation and Noto elsewhere): a PDF of
 * text the standard PDF fonts cannot show embeds the first one found.
 */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/noto/NotoSans-Regular.ttf',
];

let found: TrueTypeFont | null | undefined;

/** The first candidate that reads as a TrueType font, read once; null when there is none. */
export function systemFont(): TrueTypeFont | null {
  if (found === undefined) found = firstReadable(CANDIDATES);
  return found;
}

export function firstReadable(paths: readonly string[]): TrueTypeFont | null {
  for (const file of paths) {
    try {
      return new TrueTypeFont(path.basename(file, '.ttf').replace(/[^A-Za-z0-9-]/g, ''), readFileSync(file));
    } catch {
      // Missing, unreadable or not TrueType outlines: the next one.
    }
  }
  return null;
}
