import { withXs2a } from '@/lib/http/pipeline.ts';
import { startDeprecatedConsentOperation } from '@/lib/consent/operations/start-deprecated-consent.ts';

// POST /v1/consents — start a consent (deprecated)
export const POST = withXs2a(startDeprecatedConsentOperation);
