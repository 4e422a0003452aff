// Memory probe (issue 13): RSS and heap through ten 10,000-item POST /v1/sandbox/accounts/{id}/transactions in one
// process (in-process dispatch). GC_EACH=1 collects after each request; SNAP=file writes a heap snapshot at the end.
//   node --expose-gc --import ./scripts/register-server-only.mjs --import tsx bench/probe/bulk-memory.ts [rounds]
import '../../tests/helpers/test-env.ts';
import { createTppClient } from '../../tests/helpers/tpp-client.ts';
const tpp = await createTppClient();
const mb = (n: number) => Math.round(n / 1048576);
let peakRss = 0, peakHeap = 0;
const timer = setInterval(() => { const m = process.memoryUsage(); peakRss = Math.max(peakRss, m.rss); peakHeap = Math.max(peakHeap, m.heapUsed); }, 20);
let r = await tpp.send('POST', '/v1/sandbox/customers', { body: { customerNumber: '13039319955', name: 'Probe', type: 'PRIVATE' } });
r = await tpp.send('GET', '/v1/sandbox/customers');
const cust = (r.body as { customerNumber: string }[])[0]!;
r = await tpp.send('POST', '/v1/sandbox/accounts', { body: { customerNumber: cust.customerNumber, accountName: 'x', bban: '90000000011', currency: 'NOK', balances: [{ balanceType: 'expected', balanceAmount: { amount: 1, currency: 'NOK' } }] } });
if (r.status !== 201) throw new Error(r.text);
const accountId = (r.body as { accountId: string }).accountId;
globalThis.gc?.(); console.log('before', mb(process.memoryUsage().rss), 'MB rss, heap', mb(process.memoryUsage().heapUsed));
const today = new Date();
for (let round = 0; round < Number(process.argv[2] ?? 10); round++) {
  const items = Array.from({ length: 10_000 }, (_, i) => ({ amount: 10 + i, bookingDate: today.toISOString().slice(0, 10), creditorName: 'Bench Butikk AS', creditorAccount: { bban: '12345678903' }, remittanceInformationUnstructured: `Bench ${i}`, bankTransactionCode: 'PMNT' }));
  const t = performance.now();
  const res = await tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body: items });
  if (res.status !== 201) throw new Error(res.text.slice(0, 300));
  if (process.env.GC_EACH) globalThis.gc?.();
  console.log(`round ${round}: ${Math.round(performance.now() - t)} ms, rss ${mb(process.memoryUsage().rss)} heap ${mb(process.memoryUsage().heapUsed)}`);
}
clearInterval(timer);
globalThis.gc?.();
console.log(`peak rss ${mb(peakRss)} MB, peak heapUsed ${mb(peakHeap)} MB, after gc heap ${mb(process.memoryUsage().heapUsed)} rss ${mb(process.memoryUsage().rss)}`);
if (process.env.SNAP) { const v8 = await import("node:v8"); console.log(v8.writeHeapSnapshot(process.env.SNAP)); }
process.exit(0);
