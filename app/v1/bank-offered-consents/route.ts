import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { startConsentOperation } from '@/lib/consent/operations/start-consent.ts';

// POST /v1/bank-offered-consents — start a bank-offered consent
export const POST = withXs2a(startConsentOperation);

// Any other method on /v1/bank-offered-consents — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
