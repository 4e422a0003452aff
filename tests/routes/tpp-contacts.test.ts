// TPP dialogue operations (spec 4.4): register, read and update the contact e-mail over the signed pipeline.
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTppClient } from '../helpers/tpp-client.ts';
import { closeDb } from '../../lib/db/client.ts';
import { assessContactEmail } from '../../lib/tpp/contact-email.ts';

after(closeDb);

test('register, read and update the contact e-mail; personal addresses get a WARNING', async () => {
  const tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-777001', organizationName: 'Contact Test AS' });
  const empty = await tpp.send('GET', '/v1/tpp-contacts');
  assert.equal(empty.status, 200, empty.text);
  assert.equal(empty.body.contactEmail, null);
  assert.equal(empty.body.organizationIdentifier, 'PSDNO-FSA-777001');

  const notYet = await tpp.send('PUT', '/v1/tpp-contacts', { body: { contactEmail: 'api@contact.example' } });
  assert.equal(notYet.status, 404, notYet.text);
  assert.match(notYet.body.tppMessages[0].text, /POST \/v1\/tpp-contacts/);

  const created = await tpp.send('POST', '/v1/tpp-contacts', { body: { contactEmail: 'openbanking@contact.example' } });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.contactEmail, 'openbanking@contact.example');
  assert.equal(created.body.tppMessages, undefined);

  const again = await tpp.send('POST', '/v1/tpp-contacts', { body: { contactEmail: 'psd2@contact.example' } });
  assert.equal(again.status, 409, again.text);
  assert.equal(again.body.tppMessages[0].code, 'STATUS_INVALID');

  const personal = await tpp.send('PUT', '/v1/tpp-contacts', { body: { contactEmail: 'ola.nordmann@contact.example' } });
  assert.equal(personal.status, 200, personal.text);
  assert.equal(personal.body.contactEmail, 'ola.nordmann@contact.example');
  assert.equal(personal.body.tppMessages[0].category, 'WARNING');
  assert.equal(personal.body.tppMessages[0].code, 'WARNING');
  assert.match(personal.body.tppMessages[0].text, /non-personal/);

  const invalid = await tpp.send('PUT', '/v1/tpp-contacts', { body: { contactEmail: 'not an address' } });
  assert.equal(invalid.status, 400, invalid.text);
  assert.equal(invalid.body.tppMessages[0].code, 'FORMAT_ERROR');
  assert.equal(invalid.body.tppMessages[0].path, 'contactEmail');

  const read = await tpp.send('GET', '/v1/tpp-contacts');
  assert.equal(read.body.contactEmail, 'ola.nordmann@contact.example');
});

test('role addresses pass, personal-looking ones are flagged', () => {
  for (const ok of ['post@bank.no', 'api@x.io', 'openbanking@x.io', 'psd2-support@x.io', 'it@x.io', 'open.banking@x.io', 'api-team@x.io']) {
    assert.deepEqual(assessContactEmail(ok), [], ok);
  }
  for (const personal of ['ola.nordmann@x.io', 'kari@x.io', 'j_smith@x.io']) {
    assert.equal(assessContactEmail(personal).length, 1, personal);
  }
});
