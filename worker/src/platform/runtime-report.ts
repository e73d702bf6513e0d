import { createRequire } from 'node:module';
import sharp from 'sharp';

export type ImageBackend = 'native' | 'wasm';

export interface RuntimeReport {
  /** Node's process.platform and process.arch, e.g. linux / arm64. */
  platform: string;
  arch: string;
  /** Linux only: which C library the process runs on. */
  libc: 'glibc' | 'musl' | null;
  node: string;
  /** The image library's build that loaded: its native binary, or its WebAssembly build where no native one fits. */
  image_backend: ImageBackend;
  sharp: string;
  libvips: string;
  pid: number;
  /** Seconds since the process started. */
  uptime_seconds: number;
  /** Resident set size: the memory the process really holds, heap, native buffers and code. */
  memory_rss_bytes: number;
}

const require = createRequire(import.meta.url);

/**
 * sharp picks its build when it is first loaded (native for this platform, else @img/sharp-wasm32);
 * which one it took shows in the module cache, the one place both leave a trace.
 */
export function imageBackend(): ImageBackend {
  return Object.keys(require.cache).some((path) => /[\\/]@img[\\/]sharp-wasm32[\\/]/.test(path)) ? 'wasm' : 'native';
}

let libcSeen: RuntimeReport['libc'] | undefined;

/** Node's own report names glibc's version when it runs on glibc; building it takes a while, so once. */
function libc(): RuntimeReport['libc'] {
  if (process.platform !== 'linux') return null;
  if (libcSeen === undefined) {
    const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
    libcSeen = report.header?.glibcVersionRuntime ? 'glibc' : 'musl';
  }
  return libcSeen;
}

export function runtimeReport(): RuntimeReport {
  return {
    platform: process.platform,
    arch: process.arch,
    libc: libc(),
    node: process.versions.node,
    image_backend: imageBackend(),
    sharp: sharp.versions.sharp ?? '',
    libvips: sharp.versions.vips,
    pid: process.pid,
    uptime_seconds: Math.floor(process.uptime()),
    memory_rss_bytes: process.memoryUsage.rss(),
  };
}
