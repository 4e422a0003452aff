// POST /v1/sandbox/customers — a new sandbox customer (PSU identifier for sandbox SCA).
import { Xs2aError } from '../errors.ts';
import { isValidFodselsnummer } from '../checksums/fodselsnummer.ts';
import type { NewCustomer, SandboxCustomer } from './schemas.ts';
import { isUniqueViolation, newId, type DbOrTx } from '../db/transaction.ts';
import { toCustomer } from './shape.ts';

export interface CreateCustomerOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** {customerNumber, name, type}, validated with createCustomerBodySchema (type upper-cased). */
  body: NewCustomer;
}

function duplicate(customerNumber: string): Xs2aError {
  return new Xs2aError('FORMAT_ERROR', `customerNumber: a customer with customer number ${customerNumber} already exists`, { path: 'customerNumber' });
}

/**
 * Creates a customer. An 11-digit number of a private customer must be a valid fødselsnummer (D- and H-numbers and
 * synthetic test numbers included); corporate and 8-digit numbers are not checked. A customer number taken in the
 * world is a 400 FORMAT_ERROR (the number must be unique; no resource is addressed, so not 409).
 */
export async function createCustomer({ db, worldId, body }: CreateCustomerOptions): Promise<SandboxCustomer> {
  const input = body;
  if (input.type === 'PRIVATE' && input.customerNumber.length === 11 && !isValidFodselsnummer(input.customerNumber, { allowSynthetic: true })) {
    throw new Xs2aError(
      'FORMAT_ERROR',
      `customerNumber: ${input.customerNumber} is not a valid Norwegian national identity number (fødselsnummer or D-number): wrong check digits or date`,
      { path: 'customerNumber' },
    );
  }
  const taken = await db.customer.findUnique({ where: { worldId_customerNumber: { worldId, customerNumber: input.customerNumber } }, select: { id: true } });
  if (taken) throw duplicate(input.customerNumber);
  try {
    const row = await db.customer.create({
      data: { id: newId(), worldId, customerNumber: input.customerNumber, name: input.name, type: input.type },
      select: { id: true, customerNumber: true, name: true, type: true },
    });
    return toCustomer(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.customerNumber);
    throw e;
  }
}
