// /v1/sandbox/agreements — list and create corporate agreements.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createAgreementBodySchema, listAgreementsQuerySchema } from '@/lib/sandbox/schemas.ts';
import { listAgreements } from '@/lib/sandbox/list-agreements.ts';
import { createAgreement } from '@/lib/sandbox/create-agreement.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, query }) => listAgreements({ db, owner: query.owner }), { query: listAgreementsQuerySchema, sandbox: true });

export const POST = withXs2a(({ db, body }) => createAgreement({ db, body }), { body: createAgreementBodySchema, status: 201, sandbox: true });
