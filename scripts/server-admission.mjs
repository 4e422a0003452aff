// First come, first served (issue 13, "no request starves behind others"): at most `limit` requests run in the app at
// once; the others wait in arrival order and start as running ones finish. Without it every request that has arrived
// is in the app together, interleaved at each await, and under a burst some wait many times longer than the rest.
// A CPU-bound process gains nothing from more requests in flight than it needs to keep busy while some wait for the
// database; the rest only lengthen everyone's time in the app and reorder who finishes first.
//
// At most STARTS_PER_TURN requests start in one turn of the event loop; the others start in the following turns, still
// in arrival order. Node (libuv 1.46) accepts ONE new connection per turn, and a turn that ran every request read in
// it kept a burst of new connections waiting for seconds. Measured, and why 8 and 4:
// docs/decisions/0003-admission-and-four-starts-per-turn.md.

/** A request announcing a body this large takes one more slot per step (a 4 MiB bulk body takes all 8). */
export const BODY_BYTES_PER_SLOT = 512 * 1024;

/**
 * The slots a request takes: 1, plus one per BODY_BYTES_PER_SLOT of announced body, at most `limit`. Memory as well as
 * time: a parsed 10,000-item bulk body is tens of MB of heap, and the heap is bounded (package.json `start`), so a
 * burst of them must not all be in the app at once.
 */
export function slotsFor(contentLength, limit) {
  const bytes = Number(contentLength) || 0;
  return Math.max(1, Math.min(limit, 1 + Math.floor(bytes / BODY_BYTES_PER_SLOT)));
}

/** Requests started per turn of the event loop (2 and 8 served less: docs/decisions/0003-admission-and-four-starts-per-turn.md). */
export const STARTS_PER_TURN = 4;

/**
 * `admit(res, start, slots)` runs `start()` now when the unfinished admitted requests hold at most `limit - slots`
 * slots and this turn of the event loop has started fewer than `startsPerTurn`, else when enough of them finish or in
 * a later turn, in arrival order (a large request at the head waits; none behind it overtakes it). A request counts as
 * finished when its response closes (sent, or the client went away); one whose client goes away while it waits is
 * dropped from the queue. `limit` 0: no limit (and no cap per turn).
 */
export function createAdmission(limit, { startsPerTurn = STARTS_PER_TURN } = {}) {
  let running = 0;
  /** Starts left in this turn of the event loop; refilled by a check-phase callback (setImmediate) after it. */
  let budget = startsPerTurn;
  let refillScheduled = false;
  /** Waiting requests, oldest first; `head` is the index of the oldest (shift() is O(n) per call). */
  let queue = [];
  let head = 0;

  const next = () => {
    while (head < queue.length) {
      const job = queue[head];
      if (!job.res.destroyed && !job.res.writableEnded) {
        if (running + job.slots > limit || budget <= 0) return;
        run(job);
      }
      queue[head++] = undefined;
      if (head > 64 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
    }
  };
  const refill = () => {
    refillScheduled = false;
    budget = startsPerTurn;
    next();
  };
  const run = (job) => {
    running += job.slots;
    if (limit !== 0) {
      budget -= 1;
      if (!refillScheduled) {
        refillScheduled = true;
        setImmediate(refill);
      }
    }
    job.res.once('close', () => {
      running -= job.slots;
      next();
    });
    job.start();
  };

  return {
    admit(res, start, slots = 1) {
      const job = { res, start, slots: limit === 0 ? 0 : Math.min(slots, limit) };
      if (limit === 0 || (head === queue.length && running + job.slots <= limit && budget > 0)) return run(job);
      queue.push(job);
    },
    /** Slots held by requests in the app, and requests waiting for it (the tests read them). */
    get running() {
      return running;
    },
    get waiting() {
      let n = 0;
      for (let i = head; i < queue.length; i++) if (queue[i] && !queue[i].res.destroyed) n++;
      return n;
    },
  };
}
