import { withXs2a } from '@/lib/http/pipeline.ts';
import { readUserOperation } from '@/lib/users/operations/read-user.ts';

// GET /v1/user — read or establish the PSU-ID
export const GET = withXs2a(readUserOperation);
