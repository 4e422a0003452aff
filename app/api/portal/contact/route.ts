// PUT /api/portal/contact — register or update the organisation contact e-mail from the portal.
import { withPortal } from '@/lib/portal/route.ts';
import { contactEmailBodySchema } from '@/lib/tpp/contact-email.ts';
import { setContactEmail } from '@/lib/tpp/set-contact-email.ts';

export const dynamic = 'force-dynamic';

/** Saves the address; a WARNING in tppMessages advises against personal addresses. */
export const PUT = withPortal(({ db, principal, body }) => setContactEmail({ db, tppId: principal.tppId, body, mode: 'save' }), {
  body: contactEmailBodySchema,
});
