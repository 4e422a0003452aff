// /v1/tpp-contacts — TPP dialogue (spec 4.4): read, register (POST) and update (PUT) the TPP contact e-mail.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { contactEmailBodySchema } from '@/lib/tpp/contact-email.ts';
import { getContact, setContactEmail } from '@/lib/tpp/set-contact-email.ts';

export const dynamic = 'force-dynamic';

/** GET — the registered contact e-mail of the calling TPP. */
export const GET = withXs2a(({ db, tpp }) => getContact({ db, tppId: tpp.id }));

/** POST — registers the contact e-mail (201; 409 when one is registered already). */
export const POST = withXs2a(({ db, tpp, body }) => setContactEmail({ db, tppId: tpp.id, body, mode: 'register' }), {
  body: contactEmailBodySchema,
  status: 201,
});

/** PUT — changes the registered contact e-mail (404 when none is registered yet). */
export const PUT = withXs2a(({ db, tpp, body }) => setContactEmail({ db, tppId: tpp.id, body, mode: 'update' }), {
  body: contactEmailBodySchema,
});
