import type { HostContext } from '../contract/host-context.js';
import type { IncomingFile } from '../services/media/upload/upload-check.js';
import type { RequestClaims } from '../services/token.service.js';
import type { Touched } from '../services/touched.js';

export type { Touched };

/** One authenticated, validated request: everything a handler may read. */
export interface RequestScope<P = Record<string, unknown>, Q = Record<string, unknown>, B = Record<string, unknown>> {
  claims: RequestClaims;
  host: HostContext;
  params: P;
  query: Q;
  body: B;
  /** Query and body members the client sent itself (before schema defaults). */
  given: ReadonlySet<string>;
  /** Upload routes: the file received, in a temporary file removed after the handler. */
  file?: IncomingFile;
}

export interface JsonReply {
  status?: number;
  body: unknown;
  touched?: Touched;
}

/**
 * A text/event-stream answer: `stream` sends events, and reports what it touched before its
 * final event, so the shell has cleaned the caches by the time a client acts on that event.
 * `signal` aborts when the client closed the request before the stream ended.
 */
export interface StreamReply {
  stream: (send: (event: Record<string, unknown>) => void, reportTouched: (touched: Touched) => void, signal: AbortSignal) => Promise<void>;
}

export type Reply = JsonReply | StreamReply;

// Handlers receive already-validated input; each declares the shape its schema guarantees.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (scope: RequestScope<any, any, any>) => Promise<Reply> | Reply;

/** Keyed by `METHOD /spec/path`, exactly as in schemas/routes.json. */
export type RouteHandlers = Record<string, Handler>;
