import { withXs2a } from '@/lib/http/pipeline.ts';
import { startConsentOperation } from '@/lib/consent/operations/start-consent.ts';

// POST /v1/bank-offered-consents — start a bank-offered consent
export const POST = withXs2a(startConsentOperation);
