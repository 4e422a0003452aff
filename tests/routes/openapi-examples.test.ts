// Every example of /openapi.json succeeds when sent as it is (issue 12): each operation, signed, in the TPP's own
// sandbox world, with ids and the PSU-ID filled in the documented way (tests/helpers/openapi-examples.ts); no answer
// is a 4xx or 5xx. The e2e test tests/e2e/openapi-examples.test.ts sends the same against a running server.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { openApiDocument } from '../../lib/operations/registry.ts';
import { approveSca } from '../helpers/sca.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { EXAMPLE_CUSTOMER, sendExamples } from '../helpers/openapi-examples.ts';

let db: Db;
let tpp: TppClient;

before(async () => {
  db = await getDb();
  tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-424242', organizationName: 'Examples AS' });
});
after(closeDb);

test('every example request of the OpenAPI document succeeds as it is (no 4xx, no 5xx)', async () => {
  const doc = JSON.parse(JSON.stringify(openApiDocument()));
  const results = await sendExamples(tpp, doc, async (href) => (await approveSca(db, href, EXAMPLE_CUSTOMER)).params['psu-id']!);
  const published = Object.values(doc.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
  assert.equal(new Set(results.map((r) => r.key)).size, published, 'every operation sent');
  assert.deepEqual(results.filter((r) => r.status >= 400).map((r) => `${r.key} → ${r.status} ${r.text}`), []);
});
