// The PSU-ID operations in documentation order.
import type { Operation } from '../../http/operation.ts';
import { readUserOperation } from './read-user.ts';
import { establishUserOperation } from './establish-user.ts';

export const userOperations: readonly Operation[] = [readUserOperation, establishUserOperation];
