// The signing guide's examples (curl with openssl, Node.js, Python, Java) run as written against the app behind a
// local HTTP server and get 200 with the TPP's sandbox customers. The e2e test runs them against `npm start`.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { closeDb } from '../../lib/db/client.ts';
import { dispatch } from '../helpers/router.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { available, runSigningExample, SIGNING_EXAMPLES } from '../helpers/signing-examples.ts';

let server: Server;
let baseUrl: string;
let tpp: TppClient;

before(async () => {
  tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-515151', organizationName: 'Signing Guide AS' });
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await dispatch(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(async () => {
  server?.close();
  await closeDb();
});

for (const example of SIGNING_EXAMPLES) {
  test(`the ${example.label} signing example gets 200 with the sandbox customers`, async (t) => {
    if (!(await available(example))) return t.skip(`${example.run.split(' ')[0]} is not installed`);
    const { status, body } = await runSigningExample(example, baseUrl, tpp);
    assert.equal(status, 200, body);
    const customers = JSON.parse(body) as { customerNumber: string }[];
    assert.ok(customers.some((c) => c.customerNumber === '13039319955'), body.slice(0, 300));
  });
}
