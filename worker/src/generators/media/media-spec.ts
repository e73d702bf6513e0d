import type { FieldDefinition } from '../../contract/field-definition.js';
import type { GeneratedMediaType, MediaOrder } from './media-order.js';

/** What each kind of media is made as: its preferred formats (first allowed wins) and image size. */
const KINDS: Readonly<Record<GeneratedMediaType, { extensions: readonly string[]; width: number; height: number }>> = {
  image_logo: { extensions: ['png', 'jpg', 'jpeg', 'webp'], width: 600, height: 300 },
  image_icon: { extensions: ['png', 'webp', 'jpg', 'jpeg'], width: 256, height: 256 },
  image_portrait: { extensions: ['jpg', 'jpeg', 'png', 'webp'], width: 600, height: 800 },
  image_background: { extensions: ['jpg', 'jpeg', 'webp', 'png'], width: 1920, height: 1080 },
  gallery: { extensions: ['jpg', 'jpeg', 'webp', 'png'], width: 1200, height: 800 },
  file_document: { extensions: ['pdf'], width: 0, height: 0 },
  file_audio: { extensions: ['wav'], width: 0, height: 0 },
  // MP4 (H.264) plays in browsers and in WordPress's video player, and so does WebM (VP8, coarser);
  // the same H.264 as a QuickTime movie in most browsers; as Flash Video, which the player's list
  // (wp_get_video_extensions()) still names; AVI only for fields that take nothing else.
  file_video: { extensions: ['mp4', 'webm', 'mov', 'flv', 'avi'], width: 320, height: 240 },
  file_text: { extensions: ['txt', 'csv'], width: 0, height: 0 },
};

/** What a library image is: the fallback of a media field that gets no new file. */
const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

/**
 * The extensions the field accepts, or null when it accepts any: `allowed_extensions` as the
 * adapters resolve each plugin's own limit (Pods `file_type`, Meta Box `mime_type`, CMB2
 * `query_args` type, Carbon Fields' file type), else ACF's and SCF's `mime_types` ("jpg, png" or ".pdf").
 */
export function acceptedExtensions(def: FieldDefinition): Set<string> | null {
  const resolved = def.settings.allowed_extensions;
  if (Array.isArray(resolved)) return new Set(resolved.filter((e): e is string => typeof e === 'string'));
  const setting = def.settings.mime_types;
  if (typeof setting !== 'string' || setting.trim() === '') return null;
  return new Set(setting.split(/[\s,|]+/).map((e) => e.replace(/^\./, '').toLowerCase()).filter(Boolean));
}

/** Whether the field takes files of this media type in one of the formats the type is made in. */
export function acceptsMediaType(def: FieldDefinition, type: string): boolean {
  const accepted = acceptedExtensions(def);
  const formats = type === 'image' ? IMAGE_EXTENSIONS : KINDS[type as GeneratedMediaType]?.extensions;
  return accepted === null || formats === undefined || formats.some((e) => accepted.has(e));
}

/** Kinds a field is given instead of its detected one when it accepts none of that kind's formats. */
const FALLBACKS: readonly GeneratedMediaType[] = ['gallery', 'file_document', 'file_audio', 'file_video', 'file_text'];

function setting(def: FieldDefinition, name: string): number | undefined {
  const value = Number(def.settings[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** `size` kept inside the field's min/max; the limits the field sets win over the kind's shape. */
function within(size: number, min: number | undefined, max: number | undefined): number {
  return Math.round(Math.min(max ?? Infinity, Math.max(min ?? 0, size)));
}

/**
 * How a field of this type gets its media, within the field's own limits (ACF `mime_types`,
 * `min_width`… `max_height`, WordPress's allowed types); null when the field accepts none of the
 * formats the kind is made in.
 */
export function mediaSpec(type: GeneratedMediaType, def: FieldDefinition, siteMimeTypes: Record<string, string>): Omit<MediaOrder, 'ticket'> | null {
  const kind = KINDS[type];
  const accepted = acceptedExtensions(def);
  const siteAllows = (extension: string): boolean => Object.keys(siteMimeTypes).some((pattern) => pattern.split('|').includes(extension));
  const extension = kind.extensions.find((e) => (accepted === null || accepted.has(e)) && siteAllows(e));
  if (extension === undefined) return null;
  const width = kind.width && within(kind.width, setting(def, 'min_width'), setting(def, 'max_width'));
  const height = kind.height && within(kind.height, setting(def, 'min_height'), setting(def, 'max_height'));
  // 4:2:0 chroma halves the picture each way: a video other than the Motion JPEG AVI is of even sides.
  const even = (size: number): number => (type === 'file_video' && extension !== 'avi' ? Math.max(2, size - (size % 2)) : size);
  return { type, extension: extension === 'jpeg' ? 'jpg' : extension, width: even(width), height: even(height), label: def.label || def.name };
}

/**
 * The detected kind's spec, else the first other kind the field and the site accept: a field the
 * plugin limits to images never gets a PDF because its name says "brochure".
 */
export function fittingMediaSpec(type: GeneratedMediaType, def: FieldDefinition, siteMimeTypes: Record<string, string>): Omit<MediaOrder, 'ticket'> | null {
  for (const kind of [type, ...FALLBACKS.filter((k) => k !== type)]) {
    const spec = mediaSpec(kind, def, siteMimeTypes);
    if (spec) return spec;
  }
  return null;
}
