// GET|POST|PUT|DELETE /api/portal/sandbox/{...path} — the portal UI's sandbox management: runs the /v1/sandbox
// operation at the same path with the signed-in organisation's TPP (lib/portal/run-sandbox-operation.ts).
import { z } from 'zod';
import { getConfig } from '../../config.ts';
import { definePortalOperation, type HttpMethod, type PortalOperation } from '../../http/operation.ts';
import { PortalError } from '../errors.ts';
import { runSandboxOperation } from '../run-sandbox-operation.ts';
import { portal } from './docs.ts';

const manage = (method: HttpMethod): PortalOperation =>
  definePortalOperation({
    ...portal,
    method,
    path: '/api/portal/sandbox/{...path}',
    summary: `Sandbox management for the portal UI: the /v1/sandbox ${method} operation at the same path`,
    auth: 'session',
    params: z.object({ path: z.string() }),
    // Any JSON: the body is validated by the body schema of the sandbox operation it is dispatched to.
    ...(method === 'POST' || method === 'PUT' ? { body: z.json().optional() } : {}),
    responses: { 200: { description: 'Result of the sandbox operation.' } },
    handler: async ({ db, principal, params, query, body, request }) => {
      // The /v1/sandbox operations are off in production (pipeline.ts); so is their portal twin.
      if (getConfig().mode !== 'sandbox') throw new PortalError('SANDBOX_ONLY', 'Sandbox test data exists in sandbox mode only');
      return runSandboxOperation({ db, principal, method, path: params.path, query, json: body, request });
    },
  });

export const manageSandboxOperations = { GET: manage('GET'), POST: manage('POST'), PUT: manage('PUT'), DELETE: manage('DELETE') };
