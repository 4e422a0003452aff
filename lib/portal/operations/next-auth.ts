// GET|POST /api/auth/{...nextauth} — next-auth (portal sign-in, sign-out, session, CSRF token); credentials
// sign-ins are throttled per account and client address (lib/portal/sign-in-throttle.ts).
import { definePlainOperation } from '../../http/operation.ts';
import { handleNextAuth } from '../next-auth-handler.ts';
import { portal } from './docs.ts';

const declare = (method: 'GET' | 'POST') =>
  definePlainOperation({
    ...portal,
    method,
    path: '/api/auth/{...nextauth}',
    summary: `next-auth (${method})`,
    responses: method === 'POST' ? { 200: { description: 'next-auth' }, 429: { description: 'Too many failed sign-ins (Retry-After).' } } : { 200: { description: 'next-auth' } },
    handler: handleNextAuth,
  });

export const nextAuthOperations = { GET: declare('GET'), POST: declare('POST') };
