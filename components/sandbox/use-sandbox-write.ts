// A sandbox write (create, update, delete, reset) that refreshes the sandbox queries and keeps the outcome for display.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messagesOf, type TppMessage } from '@/lib/portal-client/api.ts';
import { sandboxKeys } from './sandbox-api.ts';

/** Runs `fn`; on success refreshes all sandbox data and sets `done` to `describe(result)`. */
export function useSandboxWrite<A, R>(fn: (arg: A) => Promise<R>, describe: (result: R, arg: A) => string) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: fn,
    onMutate: () => setDone(null),
    onSuccess: async (result, arg) => {
      setDone(describe(result, arg));
      await queryClient.invalidateQueries({ queryKey: sandboxKeys.all });
    },
  });
  const errors: TppMessage[] = mutation.isError ? messagesOf(mutation.error) : [];
  return { ...mutation, done, errors };
}
