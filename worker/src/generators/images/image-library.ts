import type sharpModule from 'sharp';

export type ImageLibrary = typeof sharpModule;

let library: Promise<ImageLibrary> | undefined;

/**
 * sharp, loaded the first time a run works on an image: libvips and its dependencies take about
 * 25 MB of the worker's memory, which a worker that only writes text never needs. libvips's cache
 * of recent operations is off: it keeps their pixel buffers (up to 50 MB) for a repeat of the same
 * operation on the same input, which SeedPress never asks for.
 */
export function imageLibrary(): Promise<ImageLibrary> {
  library ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return library;
}
