import { imageLibrary } from '../../generators/images/image-library.js';

export interface PlaceholderSpec {
  width: number;
  height: number;
  seed: number;
  /** Shown under the dimensions, e.g. a category label. */
  label?: string;
  /** A head-and-shoulders figure, so that a portrait or an avatar reads as a person; the text moves below it. */
  person?: boolean;
}

/** mulberry32: tiny, fast and good enough to pick colours; the same seed gives the same image. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Two neighbouring hues at moderate saturation and lightness read as calm, and white text
 * stays legible on every one of them.
 */
function placeholderSvg({ width, height, seed, label, person }: PlaceholderSpec): string {
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  const nextHue = (hue + 25 + Math.floor(random() * 45)) % 360;
  const saturation = 45 + Math.floor(random() * 20);
  const angle = Math.floor(random() * 360);
  // "4000 × 4000" in bold is about 7.5 font sizes wide.
  const size = Math.max(10, Math.round(Math.min(width / 8, height / 6)));
  const labelSize = Math.max(8, Math.round(size * 0.55));
  // With a figure the text sits in the lower fifth, over the shoulders, where no face is.
  const middle = person ? height - (size * 0.55 + labelSize) * (label ? 1.6 : 1) - size * 0.4 : height / 2;
  const labelLine = label
    ? `<text x="50%" y="${middle + size * 0.55 + labelSize}" font-size="${labelSize}" opacity="0.85">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
    <stop offset="0" stop-color="hsl(${hue}, ${saturation}%, 58%)"/>
    <stop offset="1" stop-color="hsl(${nextHue}, ${saturation}%, 42%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${person ? personFigure(width, height) : ''}
  <g fill="#fff" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" text-anchor="middle">
    <text x="50%" y="${middle + size * 0.35}" font-size="${size}" font-weight="bold">${width} × ${height}</text>
    ${labelLine}
  </g>
</svg>`;
}

/** A head and the shoulders below it, centred and scaled to the shorter side, in a light tint of the background. */
function personFigure(width: number, height: number): string {
  const unit = Math.min(width, height);
  const centre = width / 2;
  const headY = height * 0.4;
  const head = unit * 0.17;
  const shoulders = unit * 0.36;
  const top = headY + head * 1.25;
  return `<g fill="#fff" opacity="0.45"><circle cx="${centre}" cy="${headY}" r="${head}"/>
    <path d="M ${centre - shoulders} ${height} L ${centre - shoulders} ${top + shoulders * 0.6} Q ${centre - shoulders} ${top} ${centre} ${top} Q ${centre + shoulders} ${top} ${centre + shoulders} ${top + shoulders * 0.6} L ${centre + shoulders} ${height} Z"/></g>`;
}

/** Rendered here, without any network: the provider of offline sites and of the dev stack. */
export async function renderPlaceholder(spec: PlaceholderSpec): Promise<Buffer> {
  const sharp = await imageLibrary();
  return sharp(Buffer.from(placeholderSvg(spec))).flatten({ background: '#808080' }).jpeg({ quality: 90 }).toBuffer();
}
