// A portal "browser" for route and HTTP tests: a cookie jar, next-auth sign-in (CSRF token, credentials callback) and
// JSON calls to /api/portal/..., dispatched in-process to the app's route handlers, or with `baseUrl` sent over HTTP.
import { dispatch } from './router.ts';

export const BASE = 'http://localhost:3000';

/** A response: status, headers and the parsed JSON body (null when empty). */
export interface PortalReply {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A sign-up body with defaults (a fresh sandbox organisation with both roles). */
export const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Kari Utvikler', email, password: 'correct horse battery staple', organisation: 'sandbox', organizationName: 'Acme Sandbox AS', roles: ['PSP_AI', 'PSP_PI'], ...extra,
});

let browsers = 0;

export class PortalBrowser {
  readonly cookies = new Map<string, string>();
  /** In-process, each browser is a client of its own (its own address, as separate people would be). */
  readonly socketAddress = `10.${(++browsers >> 16) & 255}.${(browsers >> 8) & 255}.${browsers & 255}`;

  constructor(readonly headers: Record<string, string> = {}, readonly baseUrl?: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  /** Any request, with this browser's cookies; JSON bodies are sent as application/json. */
  async request(method: string, path: string, options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<PortalReply> {
    const base = this.baseUrl ?? BASE;
    const headers: Record<string, string> = { origin: base, ...this.headers, ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const init: RequestInit = { method, headers, body, redirect: 'manual' };
    const res = this.baseUrl ? await fetch(new URL(path, base), init) : await dispatch(new Request(new URL(path, base), init), this.socketAddress);
    this.keep(res);
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** Signs in like next-auth's signIn('credentials', { redirect: false }). */
  async signIn(email: string, password: string): Promise<PortalReply> {
    const csrf = await this.request('GET', '/api/auth/csrf');
    return this.request('POST', '/api/auth/callback/credentials', { form: { email, password, csrfToken: csrf.body.csrfToken, callbackUrl: `${this.baseUrl ?? BASE}/organisation`, json: 'true' } });
  }

  /** Signs up (POST /api/portal/account) and signs in. */
  async signUp(email: string, extra: Record<string, unknown> = {}): Promise<PortalReply> {
    const body = signUpBody(email, extra);
    const res = await this.request('POST', '/api/portal/account', { json: body });
    if (res.status !== 202) return res;
    return this.signIn(email, body.password as string);
  }

  get signedIn(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('next-auth.session-token'));
  }
}
