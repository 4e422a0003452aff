// A TPP client for tests: holds a sandbox certificate and sends signed requests to the app in-process
// (or, with baseUrl, over HTTP to a running server).
import { getConfig } from '../../lib/config.ts';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import type { Psd2Role } from '../../lib/crypto/certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { dispatch } from './router.ts';
import { assertBerlinGroupResponse } from './berlin-group.ts';

export interface TppClientOptions {
  organizationName?: string;
  organizationIdentifier?: string;
  roles?: Psd2Role[];
  /** Send over HTTP to this server instead of in-process. */
  baseUrl?: string;
}

export interface SendOptions {
  body?: unknown;
  /** A raw body string, sent byte for byte (overrides body). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Change the headers after signing (to test tampering). */
  tamper?: (headers: Record<string, string>) => void;
  /** Skip the Berlin Group yaml check of the response (only for deliberately malformed requests). */
  skipBerlinGroupCheck?: boolean;
  signedHeaders?: string[];
  includeRequestTarget?: boolean;
  date?: Date;
  requestId?: string;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TppClient {
  keyPem: string;
  certPem: string;
  organizationIdentifier: string;
  send<T = any>(method: string, path: string, options?: SendOptions): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const certCache = new Map<string, Promise<{ keyPem: string; certPem: string }>>();

/** A TPP with a fresh sandbox certificate (cached per identity and roles within a test process). */
export async function createTppClient(options: TppClientOptions = {}): Promise<TppClient> {
  const organizationName = options.organizationName ?? 'Acme Payments AS';
  const organizationIdentifier = options.organizationIdentifier ?? 'PSDNO-FSA-123456';
  const roles = options.roles ?? ['PSP_AI', 'PSP_PI'];
  const key = `${getConfig().dataDir}|${organizationIdentifier}|${roles.join(',')}|${organizationName}`;
  let pending = certCache.get(key);
  if (!pending) {
    pending = loadOrCreateSandboxCa(getConfig().dataDir).then((ca) =>
      issueTppCertificate({ ca, organizationName, organizationIdentifier, roles }),
    );
    certCache.set(key, pending);
  }
  const { keyPem, certPem } = await pending;
  return {
    keyPem,
    certPem,
    organizationIdentifier,
    async send(method, path, o = {}) {
      const raw = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
      const signed = signRequest({
        method,
        url: path,
        headers: o.headers ?? {},
        body: raw,
        keyPem,
        certPem,
        date: o.date,
        requestId: o.requestId,
        signedHeaders: o.signedHeaders,
        includeRequestTarget: o.includeRequestTarget,
      });
      const headers = { ...signed.headers };
      o.tamper?.(headers);
      const url = new URL(path, options.baseUrl ?? 'http://localhost:3000');
      const init: RequestInit = { method, headers, body: raw };
      const response = options.baseUrl ? await fetch(url, init) : await dispatch(new Request(url, init));
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      if (!o.skipBerlinGroupCheck && response.status !== 204) assertBerlinGroupResponse(method, path, response.status, body);
      return { status: response.status, headers: response.headers, body: body as never, text };
    },
  };
}
