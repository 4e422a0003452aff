// Schemas of the signer playground's same-origin relay (signing happens in the browser: lib/playground/browser-signer.ts).
import { z } from 'zod';

export const PLAYGROUND_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

const v1Path = z
  .string()
  .min(4)
  .max(2048)
  .refine((p) => /^\/v1\/[^\s]*$/.test(p) && !p.includes('//') && !p.includes('\\'), { message: 'path must start with /v1/ (path and query only)' })
  .meta({ description: 'path?query under /v1/.', example: '/v1/sandbox/customers?withAccounts=true' });

const headerMap = z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'header names are letters, digits and -'), z.string().max(16_384)).meta({
  description: 'Request headers, by name.',
});

/** POST /api/portal/playground/send — forward a signed request, byte for byte. */
export const playgroundSendSchema = z
  .object({ method: z.enum(PLAYGROUND_METHODS), path: v1Path, headers: headerMap, body: z.string().max(1_000_000).optional() })
  .meta({ description: 'A signed request to forward to /v1.' });
export type PlaygroundSend = z.output<typeof playgroundSendSchema>;

/** The relay's answer: what /v1 responded. */
export interface PlaygroundResult {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  durationMs: number;
}
