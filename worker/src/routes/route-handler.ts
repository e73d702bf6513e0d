import type { HostContext } from '../contract/host-context.js';
import type { RequestClaims } from '../services/token.service.js';

/** Ids and option names a request changed, so the shell can clean WordPress's object cache for them. */
export interface Touched {
  posts?: number[];
  terms?: number[];
  users?: number[];
  comments?: number[];
  options?: string[];
}

/** One authenticated, validated request: everything a handler may read. */
export interface RequestScope<P = Record<string, unknown>, Q = Record<string, unknown>, B = Record<string, unknown>> {
  claims: RequestClaims;
  host: HostContext;
  params: P;
  query: Q;
  body: B;
}

export interface Reply {
  status?: number;
  body: unknown;
  touched?: Touched;
}

// Handlers receive already-validated input; each declares the shape its schema guarantees.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (scope: RequestScope<any, any, any>) => Promise<Reply> | Reply;

/** Keyed by `METHOD /spec/path`, exactly as in schemas/routes.json. */
export type RouteHandlers = Record<string, Handler>;
