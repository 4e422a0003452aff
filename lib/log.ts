// Structured logging with pino. Keys, signatures, certificates, passwords and personal identifiers are redacted.
import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import { getConfig } from './config.ts';
import { getRequestContext } from './server/request-context.ts';

/** Field paths whose values never reach the log. */
export const REDACTED_PATHS = [
  'signature', '*.signature', 'headers.signature', 'headers["tpp-signature-certificate"]', '*["tpp-signature-certificate"]',
  'authorization', '*.authorization', 'keyPem', '*.keyPem', 'privateKey', '*.privateKey', 'password', '*.password',
  'psuId', '*.psuId', 'headers["psu-id"]', '*["psu-id"]', 'headers["psu-corporate-id"]', '*["psu-corporate-id"]',
  'headers["x-psu-identity"]', '*["x-psu-identity"]', 'customerNumber', '*.customerNumber', 'nationalIdentityNumber',
];

/** A logger writing JSON lines to `destination` (stdout by default). */
export function createLogger(destination?: DestinationStream, level = getConfig().logLevel): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, mixin: requestFields }, destination);
}

/** Lines logged while serving a request carry the client's address (the socket's, or X-Forwarded-For behind TRUST_PROXY). */
function requestFields(): Record<string, unknown> {
  const context = getRequestContext();
  return context ? { remoteAddress: context.remoteAddress } : {};
}

/** The process logger. */
export const logger: Logger = createLogger();
