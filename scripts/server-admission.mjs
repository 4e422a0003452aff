// First come, first served (issue 13, "no request starves behind others"): at most `limit` requests run in the app at
// once; the others wait in arrival order and start as running ones finish. Without it every request that has arrived
// is in the app together, interleaved at each await, and under a burst some wait many times longer than the rest:
// at 100 connections p99 was 10-25 x p50 for the app and for an empty Next.js route handler alike (bench/README.md).
// A CPU-bound process gains nothing from more requests in flight than it needs to keep busy while some wait for the
// database; the rest only lengthen everyone's time in the app and reorder who finishes first.

/**
 * `admit(res, start)` runs `start()` now when fewer than `limit` admitted requests are unfinished, else when one
 * finishes, in arrival order. A request counts as finished when its response closes (sent, or the client went away);
 * one whose client goes away while it waits is dropped from the queue. `limit` 0: no limit.
 */
export function createAdmission(limit) {
  let running = 0;
  /** Waiting requests, oldest first; `head` is the index of the oldest (shift() is O(n) per call). */
  let queue = [];
  let head = 0;

  const finish = () => {
    running--;
    while (running < limit && head < queue.length) {
      const job = queue[head];
      queue[head++] = undefined;
      if (head > 64 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      if (!job.res.destroyed && !job.res.writableEnded) run(job);
    }
  };
  const run = (job) => {
    running++;
    job.res.once('close', finish);
    job.start();
  };

  return {
    admit(res, start) {
      if (limit === 0 || running < limit) return run({ res, start });
      queue.push({ res, start });
    },
    /** Requests in the app, and waiting for it (the metrics and the tests read them). */
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
