// POST /v1/sandbox/payments/batch — run the simulated payment batch now (sandbox only).
import { defineOperation } from '../../http/operation.ts';
import { manualBatchSlot } from '../../payments/batch-scheduler.ts';
import { runPaymentBatch } from '../../payments/run-payment-batch.ts';
import { paymentBatchResultSchema } from '../../payments/schemas.ts';
import { sandbox } from './docs.ts';

export const runPaymentBatchOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/payments/batch',
  summary: 'Run the payment batch now',
  description:
    'Processes the due authorised payments of your sandbox world now instead of at the next of the 5 daily runs, which process every ' +
    'world (periodic payments excluded). Other TPPs\' payments are left to the scheduled runs.',
  responses: { 200: { description: 'What the run did.', schema: paymentBatchResultSchema } },
  handler: async ({ db, tpp, now }) => {
    const { processed, booked, rejected } = await runPaymentBatch({ db, now, slot: manualBatchSlot(now), tppId: tpp.id });
    return { processed, booked, rejected };
  },
});
