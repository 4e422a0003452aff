import { withXs2a } from '@/lib/http/pipeline.ts';
import { establishUserOperation } from '@/lib/users/operations/establish-user.ts';

// GET /v1/users — establish the PSU-ID (also PISP-only)
export const GET = withXs2a(establishUserOperation);
