// The one declaration of an operation: method and path, its documentation, the schemas of its input and its handler.
// A declaration lives in its domain (lib/<domain>/operations/<verb>-<noun>.ts); the route file only wraps it
// (withXs2a, withPortal, withPlain), the request pipeline validates with its schemas, and /openapi.json is built from
// the same declarations (lib/operations/registry.ts). Three kinds: signed XS2A operations (/v1), developer-portal
// operations (session cookie) and plain unsigned ones whose handler takes the Request.
import type { z, ZodType } from 'zod';
import type { Psd2Role } from '../crypto/certificate.ts';
import type { Db } from '../db/client.ts';
import type { ErrorCode } from '../errors.ts';
import type { TppIdentity } from './steps/resolve-tpp.ts';
import type { ReplayCheck } from './steps/check-replay.ts';
import type { Tag } from './tags.ts';

/** A member's role in the organisation: owners also invite, remove members and change roles. */
export type PortalMemberRole = 'owner' | 'member';

/** Who is signed in (resolved from the session by lib/portal); the organisation fields are null until they join one. */
export interface PortalAccount {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  tppId: string | null;
  organizationIdentifier: string | null;
  organizationName: string | null;
  role: PortalMemberRole | null;
}

/** A signed-in member of an organisation: the organisation the portal acts for. */
export interface PortalPrincipal extends PortalAccount {
  tppId: string;
  organizationIdentifier: string;
  organizationName: string;
  role: PortalMemberRole;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A documented request header; with a schema the pipeline also validates it (lib/http/header-docs.ts). */
export interface HeaderDoc {
  name: string;
  required?: boolean;
  description: string;
  example?: string;
  /** Validates the header value (undefined when absent); the message follows the header name in the error text. */
  schema?: ZodType;
}

/** One documented response. */
export interface ResponseDoc {
  description: string;
  /** JSON body schema (output side); none for empty bodies. */
  schema?: ZodType;
}

/** What every kind of declaration documents. */
export interface OperationDocs {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /v1/payments/{paymentProduct}; a catch-all segment is written {...name}. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  deprecated?: boolean;
  /** A route of the portal UI itself: required to have a declaration, left out of /openapi.json. */
  internal?: boolean;
  /** Request headers beyond the signature headers every signed operation has (lib/http/header-docs.ts). */
  headers?: readonly HeaderDoc[];
  /** Example request body (default: the body schema's meta example). */
  bodyExample?: unknown;
  /** Status of a plain (non-Reply) result; 200 by default. */
  status?: number;
  /** Responses by status; the signature pipeline's error statuses are added for signed operations. */
  responses: Readonly<Record<number, ResponseDoc>>;
  /** Message codes the operation can answer besides the pipeline's own (documentation). */
  errors?: readonly ErrorCode[];
}

/** Schemas of the input, validated in this order: path parameters, headers (HeaderDoc.schema), query, body. */
export interface InputSchemas {
  /** Path parameters (an object of strings, named as in the path template). */
  params?: ZodType;
  /** Query parameters (an object of strings). */
  query?: ZodType;
  /** The JSON body; without it a body is ignored (it is still covered by the Digest). */
  body?: ZodType;
}

type Out<S, Otherwise> = S extends ZodType ? z.output<S> : Otherwise;
type Strings = Record<string, string>;

/** What the handler of a signed XS2A operation gets: the validated input and the verified caller. */
export interface Xs2aContext<P = Strings, Q = Strings, B = undefined> {
  params: P;
  query: Q;
  body: B;
  /** A request header, or null. */
  header(name: string): string | null;
  requestId: string;
  tpp: TppIdentity;
  db: Db;
  now: Date;
  url: URL;
  /**
   * The request's replay check (lib/http/steps/check-replay.ts): already done unless the operation declares
   * `replayCarried` (and the dialect can carry it), whose handler passes it to its first statement.
   */
  replay: ReplayCheck;
}

/** What the handler of a developer-portal operation gets. */
export interface PortalContext<A extends PortalAuth = PortalAuth, P = Strings, Q = Strings, B = undefined> {
  db: Db;
  principal: A extends 'session' ? PortalPrincipal : A extends 'account' ? PortalAccount : PortalAccount | null;
  params: P;
  query: Q;
  body: B;
  request: Request;
}

/** session: a signed-in member of an organisation (401, 403 otherwise); account: any signed-in developer; none: public. */
export type PortalAuth = 'session' | 'account' | 'none';

/** The second argument Next.js passes a route handler. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

declare const declared: unique symbol;
/** Only defineOperation and its siblings make declarations: withXs2a/withPortal/withPlain take nothing else. */
type Declared = { readonly [declared]: true };

/** A signed XS2A operation (/v1): signature, role, TPP, replay, then validation and the handler. */
export interface Xs2aOperation extends OperationDocs, InputSchemas, Declared {
  readonly kind: 'xs2a';
  /** The PSD2 role(s) the operation needs; any one suffices. */
  role?: Psd2Role | readonly Psd2Role[];
  /** Sandbox mock-data operation: 404 in production mode. */
  sandbox?: boolean;
  /**
   * The handler's first statement is a read that carries the replay check (ctx.replay.query; on PostgreSQL one round
   * trip fewer) and it writes nothing before it. The pipeline checks after validation or the handler when nothing
   * carried it, so a replayed request is refused as before, whatever else was wrong with it; on SQLite it checks first.
   */
  replayCarried?: boolean;
  handler(ctx: Xs2aContext<unknown, unknown, unknown>): Promise<unknown>;
}

/** A developer-portal operation (/api/portal): same-origin and session checks, then validation and the handler. */
export interface PortalOperation extends OperationDocs, InputSchemas, Declared {
  readonly kind: 'portal';
  auth: PortalAuth;
  handler(ctx: PortalContext<PortalAuth, unknown, unknown, unknown>): Promise<unknown>;
}

/** A plain unsigned operation (health, the OpenAPI document, next-auth): the handler takes the Request. */
export interface PlainOperation extends OperationDocs, Declared {
  readonly kind: 'plain';
  handler(request: Request, route?: RouteContext): Promise<Response>;
}

/** Any declaration. */
export type Operation = Xs2aOperation | PortalOperation | PlainOperation;

type Spec<S, Ctx> = OperationDocs & S & { handler: (ctx: Ctx) => Promise<unknown> };

/** Declares a signed XS2A operation; the handler's params, query and body are typed from the schemas. */
export function defineOperation<PS extends ZodType | undefined = undefined, QS extends ZodType | undefined = undefined, BS extends ZodType | undefined = undefined>(
  spec: Spec<{ params?: PS; query?: QS; body?: BS; role?: Psd2Role | readonly Psd2Role[]; sandbox?: boolean; replayCarried?: boolean }, Xs2aContext<Out<PS, Strings>, Out<QS, Strings>, Out<BS, undefined>>>,
): Xs2aOperation {
  return Object.freeze({ ...spec, kind: 'xs2a' }) as unknown as Xs2aOperation;
}

/** Declares a developer-portal operation. */
export function definePortalOperation<
  A extends PortalAuth,
  PS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  BS extends ZodType | undefined = undefined,
>(spec: Spec<{ auth: A; params?: PS; query?: QS; body?: BS }, PortalContext<A, Out<PS, Strings>, Out<QS, Strings>, Out<BS, undefined>>>): PortalOperation {
  return Object.freeze({ ...spec, kind: 'portal' }) as unknown as PortalOperation;
}

/** Declares a plain unsigned operation. */
export function definePlainOperation(spec: OperationDocs & { handler: (request: Request, route?: RouteContext) => Promise<Response> }): PlainOperation {
  return Object.freeze({ ...spec, kind: 'plain' }) as unknown as PlainOperation;
}

/** A route handler carrying its declaration (non-enumerable `operation`), so tests can read what a route serves. */
export type RouteHandler<O extends Operation = Operation> = ((request: Request, route?: RouteContext) => Promise<Response>) & { readonly operation: O };

/** Attaches the declaration to a route handler. */
export function carrying<O extends Operation>(operation: O, handler: (request: Request, route?: RouteContext) => Promise<Response>): RouteHandler<O> {
  return Object.defineProperty(handler, 'operation', { value: operation, enumerable: false }) as RouteHandler<O>;
}

/** Path parameters of a route as strings (a catch-all's segments joined with /). */
export async function routeParams(route?: { params?: Promise<Record<string, string | string[] | undefined>> }): Promise<Strings> {
  const raw = (route?.params ? await route.params : undefined) ?? {};
  const out: Strings = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

/** The names of the parameters of a path template, in order ({...name} included). */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(?:\.\.\.)?([^}]+)\}/g)].map((m) => m[1] ?? '');
