import { need, readStackEnv, type StackEnv } from './stack-env.js';

export type Identity = 'anonymous' | 'admin' | 'editor';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Talks to the local WordPress of `make up` over real HTTP. */
export class WordPressSite {
  readonly env: StackEnv;

  constructor(readonly url: string = readStackEnv().SEEDPRESS_URL ?? '', env: StackEnv = readStackEnv()) {
    this.env = env;
  }

  /** A second address for the same site (another `php -S` with other settings). */
  at(url: string): WordPressSite {
    return new WordPressSite(url, this.env);
  }

  basicAuth(identity: Exclude<Identity, 'anonymous'>): string {
    const user = need(this.env, identity === 'admin' ? 'SEEDPRESS_ADMIN_USER' : 'SEEDPRESS_EDITOR_USER');
    const password = need(this.env, identity === 'admin' ? 'SEEDPRESS_ADMIN_APP_PASSWORD' : 'SEEDPRESS_EDITOR_APP_PASSWORD');
    return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }

  /** `path` is relative to the namespace, e.g. `/languages?x=1`. */
  async api(method: string, path: string, options: { as?: Identity; body?: unknown; headers?: Record<string, string>; restRoute?: boolean } = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as && options.as !== 'anonymous') headers.Authorization = this.basicAuth(options.as);
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(this.endpoint(path, options.restRoute ?? false), { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: parseJson(text), text };
  }

  endpoint(path: string, restRoute: boolean): string {
    if (!restRoute) return `${this.url}/wp-json/seedpress/v1${path}`;
    const [route, query] = path.split('?');
    return `${this.url}/?rest_route=${encodeURIComponent(`/seedpress/v1${route}`)}${query ? `&${query}` : ''}`;
  }

  /** Logs in through wp-login.php like a browser and returns the cookies and a wp_rest nonce. */
  async cookieSession(identity: Exclude<Identity, 'anonymous'>): Promise<{ cookie: string; nonce: string }> {
    const user = need(this.env, identity === 'admin' ? 'SEEDPRESS_ADMIN_USER' : 'SEEDPRESS_EDITOR_USER');
    const password = need(this.env, identity === 'admin' ? 'SEEDPRESS_ADMIN_PASSWORD' : 'SEEDPRESS_EDITOR_PASSWORD');
    const login = await fetch(`${this.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${this.url}/wp-admin/` }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c?.endsWith('=deleted')).join('; ');
    if (login.status !== 302 || !cookie.includes('wordpress_logged_in_')) throw new Error(`Login as ${user} failed with HTTP ${login.status}.`);
    const nonce = await (await fetch(`${this.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { Cookie: cookie } })).text();
    if (!/^[0-9a-f]{10}$/.test(nonce)) throw new Error(`No REST nonce for ${user}: ${nonce}`);
    return { cookie, nonce };
  }
}
