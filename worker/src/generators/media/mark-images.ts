import { imageLibrary } from '../images/image-library.js';
import { seededRandom } from '../../providers/images/placeholder-image.js';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Emblems and glyphs drawn in a 100×100 box. */
const SHAPES: readonly string[] = [
  '<circle cx="50" cy="50" r="46"/>',
  '<rect x="6" y="6" width="88" height="88" rx="18"/>',
  '<polygon points="50,4 96,27 96,73 50,96 4,73 4,27"/>',
  '<polygon points="50,4 96,92 4,92"/>',
  '<polygon points="50,2 98,50 50,98 2,50"/>',
];
const GLYPHS: readonly string[] = [
  '<polygon points="50,14 60,40 88,40 65,57 74,84 50,67 26,84 35,57 12,40 40,40"/>',
  '<path d="M50 84 L18 52 A17 17 0 0 1 50 28 A17 17 0 0 1 82 52 Z"/>',
  '<polygon points="56,10 24,56 46,56 40,90 76,40 54,40"/>',
  '<path d="M20 52 L40 72 L80 30" fill="none" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path d="M22 78 C22 40 48 20 82 18 C80 52 60 78 22 78 Z"/>',
  '<circle cx="50" cy="50" r="22" fill="none" stroke-width="12"/>',
];
const SYLLABLES = ['no', 'va', 'tek', 'lu', 'mi', 'ra', 'zen', 'or', 'bi', 'qu', 'sol', 'ter', 'ka', 'vo', 'lia', 'nex', 'ar', 'is', 'to', 'pex'];

/** A made-up brand name of two or three syllables, capitalised. */
export function brandName(seed: number): string {
  const random = seededRandom(seed ^ 0x2545f491);
  const count = 2 + Math.floor(random() * 2);
  const name = Array.from({ length: count }, () => pick(random, SYLLABLES)).join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function colour(random: () => number): string {
  return `hsl(${Math.floor(random() * 360)}, ${55 + Math.floor(random() * 25)}%, ${30 + Math.floor(random() * 12)}%)`;
}

/** An emblem with a glyph inside, and the brand's wordmark beside it (or under it in a square). */
function logoSvg(width: number, height: number, seed: number): string {
  const random = seededRandom(seed);
  const fill = colour(random);
  const name = brandName(seed);
  const wide = width >= height * 1.4;
  const mark = Math.round(wide ? height * 0.62 : Math.min(width, height) * 0.5);
  const fontSize = Math.round(wide ? Math.min(height * 0.3, (width - mark * 1.4) / (name.length * 0.75)) : Math.min(height * 0.16, (width * 0.9) / (name.length * 0.75)));
  const markX = wide ? Math.round(width * 0.08) : Math.round((width - mark) / 2);
  const markY = wide ? Math.round((height - mark) / 2) : Math.round(height * 0.12);
  const text = wide
    ? `<text x="${markX + mark * 1.2}" y="${height / 2 + fontSize * 0.35}" font-size="${fontSize}">${name}</text>`
    : `<text x="${width / 2}" y="${markY + mark + fontSize * 1.3}" font-size="${fontSize}" text-anchor="middle">${name}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g transform="translate(${markX} ${markY}) scale(${mark / 100})"><g fill="${fill}">${pick(random, SHAPES)}</g><g transform="translate(22 24) scale(0.56)" fill="#fff" stroke="#fff">${pick(random, GLYPHS)}</g></g>
  <g fill="${fill}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold">${text}</g>
</svg>`;
}

/** A glyph on a rounded tile of one colour, filling the square. */
function iconSvg(size: number, seed: number): string {
  const random = seededRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect x="4" y="4" width="92" height="92" rx="22" fill="${colour(random)}"/>
  <g transform="translate(20 20) scale(0.6)" fill="#fff" stroke="#fff">${pick(random, GLYPHS)}</g>
</svg>`;
}

export type MarkFormat = 'png' | 'jpg' | 'webp';

/** PNG and WebP keep the transparent background; a JPEG gets a white one. */
async function encode(svg: string, format: MarkFormat): Promise<Buffer> {
  const sharp = await imageLibrary();
  const image = sharp(Buffer.from(svg));
  if (format === 'jpg') return image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function renderLogo(spec: { width: number; height: number; seed: number; format: MarkFormat }): Promise<Buffer> {
  return encode(logoSvg(spec.width, spec.height, spec.seed), spec.format);
}

/** Icons are square: the smaller of the two sides. */
export function renderIcon(spec: { width: number; height: number; seed: number; format: MarkFormat }): Promise<Buffer> {
  return encode(iconSvg(Math.min(spec.width, spec.height), spec.seed), spec.format);
}
