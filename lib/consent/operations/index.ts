// The consent operations (spec 2.6) in documentation order.
import type { Operation } from '../../http/operation.ts';
import { startConsentOperation } from './start-consent.ts';
import { startDeprecatedConsentOperation } from './start-deprecated-consent.ts';

export const consentOperations: readonly Operation[] = [startConsentOperation, startDeprecatedConsentOperation];
