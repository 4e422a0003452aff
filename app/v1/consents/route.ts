import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { startDeprecatedConsentOperation } from '@/lib/consent/operations/start-deprecated-consent.ts';

// POST /v1/consents — start a consent (deprecated)
export const POST = withXs2a(startDeprecatedConsentOperation);

// Any other method on /v1/consents — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
