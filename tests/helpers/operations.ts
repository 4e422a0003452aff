// Runs an operation's declaration in-process as the request pipeline does after its transport steps (signature,
// role, TPP, replay): the validation step, then the handler. For tests of the domain behind one operation.
import type { Db } from '../../lib/db/client.ts';
import type { Xs2aOperation } from '../../lib/http/operation.ts';
import { Reply } from '../../lib/http/respond.ts';
import { runOperation } from '../../lib/http/run-operation.ts';
import { NO_REPLAY_CHECK } from '../../lib/http/steps/check-replay.ts';
import { openWorld } from '../../lib/worlds/open-world.ts';
import { worldOf } from '../../lib/worlds/world-of.ts';

const TEST_TPP = { id: 'test-tpp', organizationIdentifier: 'PSDNO-FSA-TEST', name: 'Test TPP', worldId: worldOf('test-tpp') };
/** The world the operations run in (opened, like the pipeline does, on the first call). */
export const TEST_WORLD = TEST_TPP.worldId;

/** The handler's result (a Reply's body) for this raw input; rejects with the Xs2aError a request would get. */
export async function callOperation(
  operation: Xs2aOperation,
  input: { db: Db; params?: Record<string, string>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
): Promise<unknown> {
  const headers = new Headers(input.headers);
  await openWorld(input.db, TEST_WORLD);
  const result = await runOperation(operation, {
    db: input.db,
    tpp: TEST_TPP,
    now: new Date(),
    url: new URL(`http://localhost${operation.path}`),
    requestId: crypto.randomUUID(),
    header: (name) => headers.get(name),
    params: input.params ?? {},
    query: input.query ?? {},
    json: input.body,
    replay: NO_REPLAY_CHECK,
  });
  return result instanceof Reply ? result.body : result;
}
