// The registry of every operation: the domains' declarations (lib/<domain>/operations/), concatenated in
// documentation order, and the tags. /openapi.json is built from this list only; tests/unit/openapi-coverage.test.ts
// checks that every route serves a declaration listed here and that no operation is declared twice.
//
// A new operation: its declaration in lib/<domain>/operations/<verb>-<noun>.ts (defineOperation), an entry in that
// domain's operations/index.ts, and the route file app/<path>/route.ts with `export const GET = withXs2a(declaration)`.
import type { Operation } from '../http/operation.ts';
import { TAGS } from '../http/tags.ts';
import { buildOpenApiDocument } from '../openapi/build-document.ts';
import { getOpenApiDocumentOperation } from '../openapi/operations/get-openapi-document.ts';
import { serviceOperations } from '../service/operations/index.ts';
import { tppOperations } from '../tpp/operations/index.ts';
import { accountOperations } from '../accounts/operations/index.ts';
import { cardAccountOperations } from '../card-accounts/operations/index.ts';
import { consentOperations } from '../consent/operations/index.ts';
import { userOperations } from '../users/operations/index.ts';
import { paymentOperations } from '../payments/operations/index.ts';
import { basketOperations } from '../baskets/operations/index.ts';
import { sandboxOperations } from '../sandbox/operations/index.ts';
import { portalOperations } from '../portal/operations/index.ts';

export { TAGS };

/** The published OpenAPI document: the registry's operations, nothing else (also rendered at /docs). */
export const openApiDocument = () => buildOpenApiDocument(operations, TAGS);

/** GET /openapi.json: publishes this registry. */
export const openApiDocumentOperation = getOpenApiDocumentOperation(openApiDocument);

/** Every operation, in documentation order. */
export const operations: readonly Operation[] = [
  ...serviceOperations, openApiDocumentOperation, ...tppOperations, ...accountOperations, ...cardAccountOperations, ...consentOperations,
  ...userOperations, ...paymentOperations, ...basketOperations, ...sandboxOperations, ...portalOperations,
];
