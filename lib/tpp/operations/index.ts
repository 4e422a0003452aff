// The TPP dialogue operations (spec 4.4) in documentation order.
import type { Operation } from '../../http/operation.ts';
import { readContactOperation } from './read-contact.ts';
import { registerContactOperation } from './register-contact.ts';
import { updateContactOperation } from './update-contact.ts';

export const tppOperations: readonly Operation[] = [readContactOperation, registerContactOperation, updateContactOperation];
