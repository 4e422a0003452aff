// Runs a signed operation's declaration on a request's raw input: the validation step, then the handler. The
// request pipeline (pipeline.ts) calls it after its transport steps; the developer portal's sandbox management
// (lib/portal/run-sandbox-operation.ts) calls it with the signed-in organisation as the TPP.
import type { Db } from '../db/client.ts';
import type { Xs2aOperation } from './operation.ts';
import type { TppIdentity } from './steps/resolve-tpp.ts';
import type { ReplayCheck } from './steps/check-replay.ts';
import { validateInput, type RawInput } from './steps/validate.ts';

/** Who calls and when, and the raw input. */
export interface OperationCall extends RawInput {
  db: Db;
  tpp: TppIdentity;
  now: Date;
  url: URL;
  requestId: string;
  replay: ReplayCheck;
}

/** Validates the input (params, headers, query, body) and runs the handler; returns its result. */
export async function runOperation(operation: Xs2aOperation, call: OperationCall): Promise<unknown> {
  const { params, query, body } = validateInput(operation, call);
  return operation.handler({ params, query, body, header: call.header, requestId: call.requestId, tpp: call.tpp, db: call.db, now: call.now, url: call.url, replay: call.replay });
}
