// The signing basket operations (spec 1.10, 2.1, 2.2, 4.1) in documentation order.
import type { Operation } from '../../http/operation.ts';
import { createBasketOperation } from './create-basket.ts';
import { readBasketOperation } from './read-basket.ts';
import { deleteBasketOperation } from './delete-basket.ts';
import { readBasketStatusOperation } from './read-basket-status.ts';
import { startBasketAuthorisationOperation } from './start-basket-authorisation.ts';
import { listBasketAuthorisationsOperation } from './list-basket-authorisations.ts';
import { readBasketAuthorisationOperation } from './read-basket-authorisation.ts';

export const basketOperations: readonly Operation[] = [
  createBasketOperation, readBasketOperation, deleteBasketOperation, readBasketStatusOperation, startBasketAuthorisationOperation,
  listBasketAuthorisationsOperation, readBasketAuthorisationOperation,
];
