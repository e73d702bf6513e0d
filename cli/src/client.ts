/** What the API answered instead of success: its status and the error body's code and message. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Site {
  url: string;
  user: string;
  appPassword: string;
}

export type Query = Record<string, string | number | boolean | Array<string | number>>;

const NAMESPACE = '/seedpress/v1';

/**
 * The address of a route. `--url` is the site's address; a site without pretty permalinks is
 * given with its `?rest_route=` and its routes go into that parameter.
 */
export function endpoint(siteUrl: string, route: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // PHP keeps only the last of repeated keys: lists go as name[]=a&name[]=b.
    if (Array.isArray(value)) for (const item of value) search.append(`${name}[]`, String(item));
    else search.append(name, String(value));
  }
  const url = new URL(siteUrl);
  if (url.searchParams.has('rest_route')) {
    url.searchParams.set('rest_route', `${NAMESPACE}${route}`);
    for (const [name, value] of search) url.searchParams.append(name, value);
    return url.toString();
  }
  const base = url.toString().replace(/\/+$/, '').replace(/\/wp-json(?:\/seedpress\/v1)?$/, '');
  const qs = search.toString();
  return `${base}/wp-json${NAMESPACE}${route}${qs ? `?${qs}` : ''}`;
}

/** One call; never repeated, since a generation run sent twice makes its content twice. */
export async function call(site: Site, method: string, route: string, options: { query?: Query; body?: unknown } = {}): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { Authorization: `Basic ${Buffer.from(`${site.user}:${site.appPassword}`).toString('base64')}`, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(endpoint(site.url, route, options.query), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new ApiFailure(0, 'connection_failed', `Cannot reach ${site.url}: ${cause}`);
  }
  const text = await res.text();
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  if (!body) throw new ApiFailure(res.status, 'not_json', `HTTP ${res.status} without a JSON answer: is ${site.url} a WordPress site with SeedPress active? ${text.slice(0, 200)}`);
  if (!res.ok || body.success === false) {
    throw new ApiFailure(res.status, String(body.code ?? 'error'), String(body.message ?? `HTTP ${res.status}`));
  }
  return body;
}
