/**
 * How many items one generate request may make on a site: the spec's per-request capacity,
 * computed from the PHP limits the shell reports (host context `limits`) and what each item of
 * the run costs, between 10 and 500.
 */

/** The spec's bounds of the capacity. */
const CAPACITY_MIN = 10;
const CAPACITY_MAX = 500;

/** PHP's limits as the shell reads them: bytes (-1: none) and seconds (0: none). */
export interface ShellLimits {
  memory_limit: number;
  max_execution_time: number;
}

/** What one item of a run makes besides its own rows. */
export interface ItemLoad {
  kind: 'posts' | 'terms' | 'users';
  /** New pictures or files per item: a featured image, media fields' files, an avatar. */
  pictures: number;
  /** The pictures come from a photo provider over the network (else they are rendered here). */
  downloaded: boolean;
  /** Comments made with each item (a posts run's auto_comments, at their most). */
  comments: number;
}

/*
 * Cost of one item, measured with `make bench-capacity` (tests/bench/capacity-bench.ts) through
 * the REST endpoint, PHP shell included, on a 2-core machine shared with other work (WordPress
 * 6.8, MariaDB 10.11, PHP 8.2, Node 20): the median of three runs divided by its items, rounded
 * up. A quiet machine is several times faster (docs/benchmarks.md); a busy one is what a site's
 * own server is when it matters.
 */
const SECONDS: Readonly<Record<ItemLoad['kind'], number>> = { posts: 0.0023, terms: 0.0012, users: 0.0021 };
/** A picture rendered and stored with every registered sub-size (placeholder, 1200 × 800): 196 ms a post less the post's own. */
const PICTURE_SECONDS = 0.2;
/**
 * A photo provider's picture on top of storing it: about a second each to arrive from the
 * public providers, four in flight at once (ImageFetcher's bound). The machine the figures come
 * from has no route to them, so this is the one figure not measured.
 */
const DOWNLOAD_SECONDS = 0.25;
/** 100 posts with 20 comments each took 29.7 ms a post: 1.4 ms a comment beside the post's own. */
const COMMENT_SECONDS = 0.0014;
/**
 * What the shell holds per item after the worker answered (ids in the answer and the touched
 * header, each one's object cache cleaned): the PHP peak of a run less a 10-item run's, per item,
 * was within the noise of PHP's allocator (-2 to +1.4 KiB), so an item is given 2 KiB. The memory
 * limit binds only on a site whose limit leaves WordPress little more than its own needs.
 */
const ITEM_BYTES = 2048;
/** WordPress with the plugin loaded (29.1 MiB) and a request's own work (GET /settings: 1.9 MiB). */
const BASELINE_BYTES = 31 * 1024 * 1024;
/**
 * A run is planned to take half the time limit and half the memory left: runs of the same items
 * took up to twice as long as the fastest of them, and the request needs time of its own.
 */
const SHARE = 0.5;

/** Seconds one item of the run costs. */
function itemSeconds(load: ItemLoad): number {
  const picture = PICTURE_SECONDS + (load.downloaded ? DOWNLOAD_SECONDS : 0);
  return SECONDS[load.kind] + load.pictures * picture + load.comments * COMMENT_SECONDS;
}

/** The capacity the limits give a run of this load, clamped to the spec's 10 to 500. */
export function computeCapacity(limits: ShellLimits, load: ItemLoad): number {
  const seconds = limits.max_execution_time > 0 ? limits.max_execution_time * SHARE : Infinity;
  const bytes = limits.memory_limit > 0 ? Math.max(0, limits.memory_limit - BASELINE_BYTES) * SHARE : Infinity;
  // No limit leaves an Infinity budget: it fits the most.
  const fit = Math.floor(Math.min(seconds / itemSeconds(load), bytes / ITEM_BYTES));
  return Math.min(CAPACITY_MAX, Math.max(CAPACITY_MIN, fit));
}
