// The process lifecycle as the app sees it: whether this worker is ready to serve, whether it is shutting down, and
// the shutdown hooks the server (scripts/server-worker.mjs) runs after the last in-flight request has finished.
// The app is bundled by Next.js and the server is not, so they share one object on globalThis under a
// Symbol.for key; its shape is the contract between the two and is written again, in plain JS, in
// scripts/server-worker.mjs. Outside the server (route tests, scripts) nothing runs the hooks.

/** A shutdown hook: stops timers, waits for its own work, closes its resources. */
export type ShutdownHook = () => void | Promise<void>;

/** The shared state (Symbol.for('openbank.lifecycle') on globalThis). */
export interface LifecycleState {
  /** True once the app is prepared (before the start-up GET /health, then it listens); false again at shutdown. */
  ready: boolean;
  /** True from the first shutdown signal on. */
  shuttingDown: boolean;
  /** Run last-registered first (a scheduler that uses the database stops before the database closes). */
  hooks: { name: string; fn: ShutdownHook }[];
}

const KEY = Symbol.for('openbank.lifecycle');

function state(): LifecycleState {
  const g = globalThis as Record<symbol, unknown>;
  return (g[KEY] ??= { ready: false, shuttingDown: false, hooks: [] }) as LifecycleState;
}

/** Registers `fn` to run once when the server shuts down; returns a function that unregisters it. */
export function onShutdown(name: string, fn: ShutdownHook): () => void {
  const entry = { name, fn };
  state().hooks.push(entry);
  return () => {
    const hooks = state().hooks;
    const i = hooks.indexOf(entry);
    if (i >= 0) hooks.splice(i, 1);
  };
}

/** True once shutdown has started: new work (timers, batch runs) should not begin. */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** True while this process serves requests normally (a readiness probe answers 503 otherwise). */
export function isReady(): boolean {
  return state().ready && !state().shuttingDown;
}
