import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ImageBackend = 'native' | 'wasm';

export interface RuntimeReport {
  /** Node's process.platform and process.arch, e.g. linux / arm64. */
  platform: string;
  arch: string;
  /** Linux only: which C library the process runs on. */
  libc: 'glibc' | 'musl' | null;
  node: string;
  /** The image library's build: its native binary, or its WebAssembly build where no native one fits. */
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

/** sharp's name for this platform (its runtimePlatformArch()): linux-x64, linuxmusl-arm64, darwin-arm64, … */
const platformArch = (): string => `${process.platform}${libc() === 'musl' ? 'musl' : ''}-${process.arch}`;

function resolves(id: string): boolean {
  try {
    require.resolve(id);
    return true;
  } catch {
    return false;
  }
}

/**
 * The image library loads with the first picture a run makes (it weighs ~25 MB), so the report
 * must not load it. Once loaded, the module cache shows which build it took; before, the build it
 * will take follows sharp's own order: this platform's native package where one is installed,
 * else @img/sharp-wasm32.
 */
export function imageBackend(): ImageBackend {
  const loaded = Object.keys(require.cache);
  if (loaded.some((path) => /[\\/]@img[\\/]sharp-wasm32[\\/]/.test(path))) return 'wasm';
  if (loaded.some((path) => /[\\/]@img[\\/]sharp-(?!wasm32|libvips)[^\\/]+[\\/]/.test(path))) return 'native';
  // --no-addons refuses every native module, so sharp falls back as it does without one.
  if (process.execArgv.includes('--no-addons')) return 'wasm';
  return resolves(`@img/sharp-${platformArch()}/sharp.node`) ? 'native' : 'wasm';
}

let versionsSeen: { sharp: string; libvips: string } | undefined;

/** From the packages' own files, as sharp.versions reads them, without loading the library. */
function versions(backend: ImageBackend): { sharp: string; libvips: string } {
  versionsSeen ??= {
    sharp: (JSON.parse(readFileSync(join(dirname(dirname(require.resolve('sharp'))), 'package.json'), 'utf8')) as { version: string }).version,
    libvips: (require(backend === 'wasm' ? '@img/sharp-wasm32/versions' : `@img/sharp-libvips-${platformArch()}/versions`) as { vips: string }).vips,
  };
  return versionsSeen;
}

export function runtimeReport(): RuntimeReport {
  const backend = imageBackend();
  return {
    platform: process.platform,
    arch: process.arch,
    libc: libc(),
    node: process.versions.node,
    image_backend: backend,
    ...versions(backend),
    pid: process.pid,
    uptime_seconds: Math.floor(process.uptime()),
    memory_rss_bytes: process.memoryUsage.rss(),
  };
}
