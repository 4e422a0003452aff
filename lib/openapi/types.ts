// The declarative shape of one API operation in the OpenAPI registry (lib/openapi/registry.ts).
import type { ZodType } from 'zod';
import type { Psd2Role } from '../crypto/qc-statement.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request header an operation documents beyond the signature headers every signed operation has. */
export interface HeaderSpec {
  name: string;
  required?: boolean;
  description: string;
  example?: string;
}

/** One response of an operation. */
export interface ResponseSpec {
  description: string;
  /** JSON body schema (zod, output side); none for empty bodies. */
  schema?: ZodType;
}

/** One operation: method and path as Next.js routes them, documented from the zod schemas the handler uses. */
export interface OperationSpec {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /v1/sandbox/accounts/{mockAccountId}; a catch-all segment is written {...name}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** true: goes through the signed-request pipeline (withXs2a). */
  signed: boolean;
  /** portal: needs a portal sign-in (session cookie); none: public. Ignored when signed. */
  auth?: 'session' | 'none';
  /** PSD2 role(s) the operation needs; any one suffices. */
  role?: Psd2Role | Psd2Role[];
  /** Sandbox mock-data operation (absent in production mode). */
  sandbox?: boolean;
  /** Descriptions of path parameters, by name. */
  pathParams?: Record<string, string>;
  /** Zod schema of the query (an object of strings), input side. */
  query?: ZodType;
  /** Zod schema of the JSON body, input side. */
  body?: ZodType;
  /** An example body (default: the body schema's meta example). */
  bodyExample?: unknown;
  headers?: HeaderSpec[];
  /** Responses by status; error statuses of the signature pipeline are added for signed operations. */
  responses: Record<number, ResponseSpec>;
  /** Internal to the developer portal UI: required by the route coverage test, left out of /openapi.json. */
  internal?: boolean;
  deprecated?: boolean;
}

/** Declares the operations of one domain (type-checked, returned as is). */
export const defineOperations = (operations: OperationSpec[]): OperationSpec[] => operations;
