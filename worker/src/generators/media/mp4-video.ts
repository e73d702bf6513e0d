import { avcConfiguration, encodeH264, type H264Spec, type H264Stream } from './h264-stream.js';

/**
 * A silent H.264 video in an ISO base media file: an `isom` MP4, as WordPress's video player needs
 * it, or a QuickTime movie (`.mov`), the format ISO's is drawn from.
 */
export interface Mp4Spec extends H264Spec {
  /** Seconds since 1970: the movie's creation and modification time. */
  created: number;
}

/** Sample-entry depth and the MP4 boxes' fixed fields. */
const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
/** Seconds from 1904 (the MP4 clock) to 1970. */
const MAC_EPOCH = 2_082_844_800;

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'ascii');
  return Buffer.concat([header, body]);
}

/** A FullBox: version and flags, then the fields. */
function fullBox(type: string, version: number, flags: number, ...children: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE((version << 24) | flags, 0);
  return box(type, head, ...children);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((v, n) => out.writeUInt32BE(v >>> 0, 4 * n));
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((v, n) => out.writeUInt16BE(v & 0xffff, 2 * n));
  return out;
}

/** What sets an MP4 and a QuickTime movie apart: the file type, how the media's language is told, and the handlers. */
interface Flavour {
  ftyp: Buffer;
  language: number;
  /** The media's handler (`mdia`), and for QuickTime the data handler `minf` starts with. */
  handlers: { media: Buffer; data: Buffer[] };
}

const ascii = (text: string): Buffer => Buffer.from(text, 'ascii');
/** A QuickTime handler reference: a component type, subtype and a counted (Pascal) name. */
const qtHandler = (type: string, subtype: string, name: string): Buffer => fullBox('hdlr', 0, 0, ascii(type + subtype), Buffer.alloc(12), Buffer.from([name.length]), ascii(name));

const FLAVOURS: Readonly<Record<'mp4' | 'mov', Flavour>> = {
  // ISO/IEC 14496-12: the language in ISO 639-2 letters ("und"), the handler's name a C string.
  mp4: {
    ftyp: box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2avc1mp41')),
    language: 0x55c4,
    handlers: { media: fullBox('hdlr', 0, 0, u32(0), ascii('vide'), Buffer.alloc(12), ascii('VideoHandler\0')), data: [] },
  },
  // Apple's QuickTime File Format, as FFmpeg's mov muxer (libavformat/movenc.c) writes it: brand
  // `qt  `, a Macintosh language code (0x7fff: unspecified), a media ('mhlr') and a data ('dhlr') handler.
  mov: {
    ftyp: box('ftyp', ascii('qt  '), u32(0x200), ascii('qt  ')),
    language: 0x7fff,
    handlers: { media: qtHandler('mhlr', 'vide', 'VideoHandler'), data: [qtHandler('dhlr', 'url ', 'DataHandler')] },
  },
};

function sampleEntry(spec: Mp4Spec, stream: H264Stream): Buffer {
  return box('avc1',
    Buffer.alloc(6), u16(1), // reserved, data_reference_index
    Buffer.alloc(16), u16(spec.width, spec.height),
    u32(0x00480000, 0x00480000, 0), u16(1), // 72 dpi each way, reserved, frame_count
    Buffer.alloc(32), u16(0x18, 0xffff), // compressorname (none), depth, pre_defined
    box('avcC', avcConfiguration(stream)));
}

/**
 * The movie: `ftyp`, then `moov` (one video track whose samples sit in one chunk) before `mdat`,
 * so a player can start before the whole file has come.
 */
function render(spec: Mp4Spec, flavour: Flavour): Buffer {
  const stream = encodeH264(spec);
  const samples = stream.pictures.map((unit) => Buffer.concat([u32(unit.length), unit]));
  const timescale = 1000;
  const delta = Math.round(timescale / spec.fps);
  const duration = delta * samples.length;
  const time = spec.created + MAC_EPOCH;
  const { ftyp } = flavour;
  const moovFor = (offset: number): Buffer => box('moov',
    fullBox('mvhd', 0, 0, u32(time, time, timescale, duration, 0x10000), u16(0x100), Buffer.alloc(10), u32(...MATRIX), Buffer.alloc(24), u32(2)),
    box('trak',
      fullBox('tkhd', 0, 3, u32(time, time, 1, 0, duration), Buffer.alloc(8), u16(0, 0, 0, 0), u32(...MATRIX), u32(spec.width * 0x10000, spec.height * 0x10000)),
      box('mdia',
        fullBox('mdhd', 0, 0, u32(time, time, timescale, duration), u16(flavour.language, 0)),
        flavour.handlers.media,
        box('minf',
          fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
          ...flavour.handlers.data,
          box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
          box('stbl',
            fullBox('stsd', 0, 0, u32(1), sampleEntry(spec, stream)),
            fullBox('stts', 0, 0, u32(1, samples.length, delta)),
            fullBox('stss', 0, 0, u32(1, 1)),
            fullBox('stsc', 0, 0, u32(1, 1, samples.length, 1)),
            fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
            fullBox('stco', 0, 0, u32(1, offset)))))));
  const moovSize = moovFor(0).length;
  return Buffer.concat([ftyp, moovFor(ftyp.length + moovSize + 8), box('mdat', ...samples)]);
}

export function renderMp4(spec: Mp4Spec): Buffer {
  return render(spec, FLAVOURS.mp4);
}

/** The same movie as QuickTime writes it, for fields that take `.mov` and not `.mp4`. */
export function renderMov(spec: Mp4Spec): Buffer {
  return render(spec, FLAVOURS.mov);
}
