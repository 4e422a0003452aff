// The route handler of a plain unsigned operation (health, the OpenAPI document, next-auth): its handler as is.
import { carrying, type PlainOperation, type RouteHandler } from './operation.ts';

/** The route handler of a plain operation. */
export function withPlain(operation: PlainOperation): RouteHandler<PlainOperation> {
  return carrying(operation, (request, route) => operation.handler(request, route));
}
