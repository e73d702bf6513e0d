import { Concept } from './concepts.js';
import { domainOf, refined } from './field-context.js';
import { normaliseName } from './name-normaliser.js';

/** What an attachment field accepts, read from the plugin's field type and settings (services/fields/field-kind.ts). */
/** `images`, `files`: a field that takes several but is not a gallery by type (a Meta Box `image_advanced`, a CMB2 `file_list`). */
export type MediaKind = 'image' | 'images' | 'gallery' | 'file' | 'files' | 'audio' | 'video';

/** The semantic types of media fields; `image` when nothing says which image. */
export const MEDIA_TYPES = ['image_logo', 'image_portrait', 'image_background', 'image_icon', 'gallery', 'file_document', 'file_audio', 'file_video', 'image'] as const;

/** Words (normalised tokens) naming what a media field shows. */
const MEDIA_WORDS: ReadonlyArray<[type: string, words: readonly string[]]> = [
  ['image_logo', ['logo', 'logos', 'logotype', 'logotipo', 'logotyp', 'wordmark', 'emblem', 'brandmark', 'sponsor', 'sponsors', 'partner', 'partners', 'client', 'clients', 'логотип', 'лого', 'logotip', 'sigla']],
  ['image_icon', ['icon', 'icons', 'favicon', 'pictogram', 'symbol', 'icono', 'icone', 'icona', 'ikona', 'ikone', 'иконка', 'іконка', 'значок', 'ikon', 'ikonu', 'icoon', 'simge', 'pictograma', 'iconita', 'bieu_tuong', 'marker', 'pin']],
  // What stands in front (a foreground picture, one beside the heading) is no background, even in a header.
  ['image', ['foreground', 'vordergrund', 'voorgrond', 'voorgrondafbeelding', 'premier_plan', 'primo_piano', 'primer_plano', 'forgrund', 'передний_план']],
  ['image_background', ['background', 'bg', 'hero', 'banner', 'baner', 'header', 'parallax', 'backdrop', 'wallpaper', 'slider', 'slide', 'slides', 'carousel', 'karussell', 'carrusel', 'carosello', 'carrossel', 'karuzela', 'карусель', 'fullwidth', 'full_width', 'full_size', 'фонове', 'фоновое', 'фоновий', 'фоновая', 'заглавная', 'слайд', 'слайдер', 'слайдшоу', 'hintergrund', 'hintergrundbild', 'fond', 'fondo', 'sfondo', 'achtergrond', 'fundo', 'tlo', 'bakgrund', 'bakgrundsbild', 'baggrund', 'baggrundsbillede', 'bakgrunn', 'bakgrunnsbilde', 'фон', 'баннер', 'банер', 'fundal', 'pozadi', 'arkaplan', 'arka_plan', 'latar', 'latar_belakang', 'nen', 'anh_nen', 'hinh_nen']],
  // A cover is the record's own picture (a book's, an album's, a post's), no backdrop, unless a background word says so.
  ['image', ['cover', 'couverture', 'copertina', 'portada', 'capa', 'cubierta', 'titelbild', 'umschlag', 'omslag', 'okladka', 'обложка', 'обкладинка']],
  ['image_portrait', ['portrait', 'headshot', 'avatar', 'mugshot', 'selfie', 'face', 'retrato', 'ritratto', 'portret', 'portrat', 'портрет', 'аватар', 'аватарка', 'аватара', 'portratt', 'portraet', 'portre', 'potret', 'chan_dung']],
  ['file_audio', ['audio', 'podcast', 'mp3', 'sound', 'song', 'track', 'music', 'recording', 'sermon', 'musik', 'musique', 'musica', 'cancion', 'аудио', 'аудіо', 'песня', 'ljud', 'ljudfil', 'lyd', 'lydfil', 'nagranie', 'zvuk', 'sunet', 'suara', 'nhac', 'am_thanh', 'ses_dosyasi']],
  ['file_video', ['video', 'videos', 'clip', 'trailer', 'mp4', 'movie', 'film', 'reel', 'видео', 'відео']],
  ['file_document', ['pdf', 'document', 'documents', 'doc', 'brochure', 'catalog', 'catalogue', 'datasheet', 'manual', 'menu', 'cv', 'resume', 'flyer', 'leaflet', 'whitepaper', 'certificate',
    'contract', 'report', 'download', 'downloads', 'handout', 'syllabus', 'programme', 'prospectus', 'floorplan', 'dokument', 'unterlagen', 'broschure', 'katalog', 'documento', 'folleto',
    'catalogo', 'fichier', 'plaquette', 'documentazione', 'brochure_pdf', 'документ', 'каталог', 'файл', 'dokumen', 'berkas', 'belge', 'dosya', 'fisier', 'soubor', 'tai_lieu']],
];

/** A cover in the languages and compounds the word list above does not spell out ("Buchcover", "Omslagsbild", "Kapak görseli", "Ảnh bìa"): the record's own picture. */
const COVER = new Concept(['cover*', 'kapak*', 'sampul', 'coperta', 'coperti*', 'obalk*', 'obal', 'anh_bia', 'hinh_bia', 'omslag*', 'forside*', 'pochette', 'okladk*', 'обложк*',
  'обкладинк*', '*cover', '*omslag']);

/** The words that name a background itself, in any covered language. */
const BACKDROP_WORDS = new Set(['background', 'backdrop', 'wallpaper', 'fundal', 'pozadi', 'arkaplan', 'arka_plan', 'latar', 'latar_belakang', 'hintergrund', 'hintergrundbild', 'fond', 'fondo', 'sfondo', 'achtergrond', 'fundo', 'tlo', 'фон', 'фонове', 'фоновое',
  'фоновий', 'фоновая', 'bakgrund', 'bakgrundsbild', 'baggrund', 'baggrundsbillede', 'bakgrunn', 'bakgrunnsbilde']);

/** Background words that also name a section of the page. */
const SECTION_WORDS = new Set(['header']);

const PHOTO_WORDS = new Set(['photo', 'photograph', 'photographie', 'fotografia', 'fotografie', 'picture', 'image', 'img', 'foto', 'bild', 'imagen', 'immagine', 'imagem', 'afbeelding', 'zdjecie', 'фото', 'изображение', 'зображення', 'картинка', 'billede', 'anh', 'hinh', 'gambar', 'gorsel', 'resim', 'fotograf', 'imagine', 'poza', 'obrazek', 'obraz', 'fotka']);
const PHOTOS_WORDS = new Set(['photos', 'pictures', 'images', 'imgs', 'fotos', 'bilder', 'imagenes', 'immagini', 'imagens', 'afbeeldingen', 'zdjecia', 'изображения', 'зображення', 'картинки', 'gallery', 'galerie', 'galeria', 'galleria', 'galeri', 'billeder', 'resimler', 'gorseller', 'fotograflar', 'imagini', 'poze', 'fotografii', 'obrazky', 'fotky']);

/** A collection of pictures named by a word of its own where the language marks no plural ("Thư viện ảnh", "Bộ sưu tập"). */
const COLLECTION = new Concept(['thu_vien', 'bo_suu_tap']);

/** Several images named in the plural ("Photos", "Bilder"), or as a gallery. */
function plural(input: MediaInput): boolean {
  const tokens = normaliseName(`${input.name} ${input.label ?? ''}`).split('_');
  return tokens.some((token) => PHOTOS_WORDS.has(token)) || COLLECTION.in(tokens) !== undefined;
}

const WORD_TYPE = new Map(MEDIA_WORDS.flatMap(([type, words]) => words.map((w) => [w, type] as const)));
/** Each word's row in MEDIA_WORDS: an earlier row says more. */
const WORD_RANK = new Map(MEDIA_WORDS.flatMap(([, words], index) => words.map((w) => [w, index] as const)));

export interface MediaInput {
  kind: MediaKind;
  name: string;
  label?: string;
  instructions?: string;
  group?: string;
  parent?: string;
  /** The layout (complex group) of the parent a sub-field is in. */
  layout?: string;
  postType?: string;
}

export interface MediaDetection {
  type: string;
  confidence: number;
  evidence: string;
}

/** The most telling media word of the name, else of the label (a "header logo" is a logo), else of the help text. */
function named(input: MediaInput): { type: string; evidence: string } | undefined {
  // Help text says what the picture is for less surely than a name or label, but before the group does.
  for (const [of, text] of [['name', input.name], ['label', input.label], ['instructions', input.instructions]] as const) {
    const tokens = text ? normaliseName(text).split('_') : [];
    // In a sentence, "banner" or "header" may be where an ad or a logo goes; only the word "background" itself says background.
    const said = of === 'instructions' ? tokens.filter((token) => WORD_TYPE.get(token) !== 'image_background' || BACKDROP_WORDS.has(token)) : tokens;
    // Two words in a row name some media in languages that write one meaning as two words ("Ảnh nền", "Arka plan").
    const runs = [...said, ...said.slice(1).map((token, index) => `${said[index]!}_${token}`)];
    const found = runs.flatMap((token) => (WORD_TYPE.has(token) ? [{ token, type: WORD_TYPE.get(token)! }] : []));
    const best = found.sort((a, b) => WORD_RANK.get(a.token)! - WORD_RANK.get(b.token)!)[0];
    if (best) return { type: best.type, evidence: `${of} part "${best.token}"` };
    const cover = COVER.in(tokens);
    if (cover) return { type: 'image', evidence: `${of} part "${cover}"` };
  }
  return undefined;
}

/** A type the field's kind can hold: an image field never holds audio, a gallery is a gallery. */
function fits(type: string, kind: MediaKind): boolean {
  if (kind === 'image' || kind === 'images') return type.startsWith('image') || (kind === 'images' && type === 'gallery');
  if (kind === 'audio') return type === 'file_audio';
  if (kind === 'video') return type === 'file_video';
  return true;
}

/** Media fields: what the field accepts first, then what its name, label and surroundings say it shows. */
export function detectMedia(input: MediaInput): MediaDetection {
  if (input.kind === 'gallery') return { type: 'gallery', confidence: 0.95, evidence: 'field accepts several images' };
  if (input.kind === 'audio') return { type: 'file_audio', confidence: 0.95, evidence: 'field accepts audio' };
  if (input.kind === 'video') return { type: 'file_video', confidence: 0.95, evidence: 'field accepts video' };
  const word = named(input);
  if (word && fits(word.type, input.kind)) return { type: word.type, confidence: 0.85, evidence: word.evidence };
  // A page's header is a section that holds logos and pictures beside its heading: being in it makes no picture a backdrop.
  const around = [input.layout, input.parent, input.group].flatMap((text) => (text ? normaliseName(text).split('_') : [])).find((token) => WORD_TYPE.get(token) === 'image_background' && !SECTION_WORDS.has(token));
  // A file field named as a photo ("Zdjęcie" in a slider's group) holds a picture like an image field.
  const photoOf = normaliseName(`${input.name} ${input.label ?? ''}`).split('_').some((t) => PHOTO_WORDS.has(t) || PHOTOS_WORDS.has(t));
  if (around && ((input.kind !== 'file' && input.kind !== 'files') || photoOf)) return { type: 'image_background', confidence: 0.7, evidence: `image in "${around}"` };
  const context = domainOf([input.name, input.label, input.layout, input.parent, input.group, input.postType]);
  const inContext = refined('image', context?.domain);
  if (context && inContext && (input.kind !== 'file' || photoOf)) return { type: inContext, confidence: 0.75, evidence: `image in "${context.from}"` };
  const several = input.kind === 'images' || input.kind === 'files';
  if (photoOf && several) return plural(input) ? { type: 'gallery', confidence: 0.75, evidence: 'several images, named in the plural' } : { type: 'image', confidence: 0.65, evidence: 'image named in the singular' };
  if (input.kind === 'file' || input.kind === 'files') return photoOf ? { type: 'image', confidence: 0.6, evidence: 'file named as an image' } : { type: 'file_document', confidence: 0.7, evidence: 'field accepts files' };
  if (input.kind === 'images') return { type: 'gallery', confidence: 0.7, evidence: 'field accepts several images' };
  return { type: 'image', confidence: 0.6, evidence: 'field accepts an image' };
}
