// A fresh sandbox organisation for a signed-in developer without one (sandbox mode): they become its owner.
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import type { PortalAccount } from '../http/operation.ts';
import { PortalError } from './errors.ts';
import { joinAs } from './membership.ts';
import { createSandboxOrganisation } from './sandbox-organisation.ts';
import type { CreateOrganisation } from './schemas.ts';

/** Creates the organisation (generated organizationIdentifier) and makes the account its owner. */
export async function createOrganisation({ db, account, input }: { db: Db; account: PortalAccount; input: CreateOrganisation }): Promise<{ tppId: string; organizationIdentifier: string }> {
  if (getConfig().mode !== 'sandbox') throw new PortalError('SANDBOX_ONLY', 'Sandbox organisations exist in sandbox mode only; prove control of your organisation with its certificate');
  return atomically(db, async (tx) => {
    const created = await createSandboxOrganisation(tx, { name: input.organizationName, roles: input.roles });
    await joinAs(tx, { userId: account.userId, tppId: created.tppId, role: 'owner' });
    return created;
  });
}
