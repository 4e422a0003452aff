// GET /v1/users — establishes the PSU-ID (also for PISP-only operation); 401 with scaRedirect when there is none.
import { defineOperation } from '../../http/operation.ts';
import { psuIdOperation } from './psu-id-operation.ts';

export const establishUserOperation = defineOperation({
  ...psuIdOperation,
  method: 'GET',
  path: '/v1/users',
  summary: 'Establish the PSU-ID (also PISP-only)',
  description: 'Not part of the Berlin Group XS2A: establishes the PSU-ID for PISP-only operation through SCA, without consenting to account access.',
});
