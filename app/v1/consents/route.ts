import { withXs2a } from '@/lib/http/pipeline.ts';
import { startConsentSca } from '@/lib/users/get-user.ts';

// POST /v1/consents — deprecated (replaced by /v1/bank-offered-consents): ignores its body, returns only scaRedirect.
export const POST = withXs2a(({ db, tpp, header, now }) => startConsentSca({ db, tppId: tpp.id, header, now }), {
  role: 'PSP_AI',
  status: 201,
});
