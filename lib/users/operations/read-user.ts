// GET /v1/user — the PSU-ID of the PSU; 401 with scaRedirect when the TPP has none yet.
import { defineOperation } from '../../http/operation.ts';
import { psuIdOperation } from './psu-id-operation.ts';

export const readUserOperation = defineOperation({
  ...psuIdOperation,
  method: 'GET',
  path: '/v1/user',
  summary: 'Read or establish the PSU-ID',
});
