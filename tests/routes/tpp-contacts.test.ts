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

test('issue 12: addresses on public mail services are personal whatever the local part; the advice never suggests one', () => {
  for (const personal of ['name.surname@gmail.com', 'post@gmail.com', 'openbanking@hotmail.com', 'kari@online.no', 'dev@mail.yahoo.com']) {
    const [warning] = assessContactEmail(personal);
    assert.ok(warning, personal);
    assert.match(warning.text ?? '', /is a public mail service, so the address belongs to a person rather than to your organisation/, personal);
    assert.match(warning.text ?? '', /such as openbanking@your-company\.example /, personal);
  }
  assert.deepEqual(assessContactEmail('ola.nordmann@acme.no'), [{
    category: 'WARNING', code: 'WARNING', path: 'contactEmail',
    text: 'The contact e-mail was saved, but "ola.nordmann" looks like a person\'s first and last name. Register a non-personal, role-based address such as openbanking@acme.no so that operational notices still reach your team when people change roles.',
  }]);
});

test('issue 12: contact e-mail errors in plain words', async () => {
  const tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-777002', organizationName: 'Contact Words AS' });
  const missing = await tpp.send('POST', '/v1/tpp-contacts', { body: {} });
  assert.equal(missing.status, 400, missing.text);
  assert.equal(missing.body.tppMessages[0].path, 'contactEmail');
  assert.match(missing.body.tppMessages[0].text, /Contact e-mail is required$/);
  const blank = await tpp.send('POST', '/v1/tpp-contacts', { body: { contactEmail: '  ' } });
  assert.match(blank.body.tppMessages[0].text, /Contact e-mail is required$/);
  const invalid = await tpp.send('POST', '/v1/tpp-contacts', { body: { contactEmail: 'not an address' } });
  assert.match(invalid.body.tppMessages[0].text, /Contact e-mail must be a valid e-mail address, e\.g\. openbanking@acme\.example$/);
});
