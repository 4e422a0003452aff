import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readContactOperation } from '@/lib/tpp/operations/read-contact.ts';
import { registerContactOperation } from '@/lib/tpp/operations/register-contact.ts';
import { updateContactOperation } from '@/lib/tpp/operations/update-contact.ts';

export const dynamic = 'force-dynamic';

// GET /v1/tpp-contacts — read the registered contact e-mail
export const GET = withXs2a(readContactOperation);

// POST /v1/tpp-contacts — register the contact e-mail
export const POST = withXs2a(registerContactOperation);

// PUT /v1/tpp-contacts — update the contact e-mail
export const PUT = withXs2a(updateContactOperation);

// Any other method on /v1/tpp-contacts — 405 SERVICE_INVALID with Allow
export const { PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PUT');
