// A payment world whose first account holds `n` booked transactions over the last 80 days, loaded through the
// sandbox bulk API in requests of 10,000 (as bench/lib/world.ts does): the data of the page and offset probes.
import { getDb } from '../../lib/db/client.ts';
import { EXTERNAL, paymentWorld } from '../../tests/helpers/payments.ts';

export async function bigAccount(n = 100_000) {
  const w = await paymentWorld();
  const db = await getDb();
  const account = await db.account.findFirstOrThrow({ where: { worldId: w.worldId } });
  for (let start = 0; start < n; start += 10_000) {
    const items = Array.from({ length: Math.min(10_000, n - start) }, (_, k) => {
      const day = new Date(Date.now() - ((start + k) % 80) * 86_400_000).toISOString().slice(0, 10);
      return { amount: 10 + k, bookingDate: day, valueDate: day, creditorName: 'Probe Butikk AS', creditorAccount: { bban: EXTERNAL.bban }, remittanceInformationUnstructured: `Probe ${start + k}`, bankTransactionCode: 'PMNT' };
    });
    const r = await w.tpp.send('POST', `/v1/sandbox/accounts/${account.id}/transactions`, { body: items });
    if (r.status !== 201) throw new Error(`loading transactions: ${r.status} ${r.text.slice(0, 300)}`);
  }
  return { w, db, account };
}
