// Waits until the machine's processors are idle: a browser just launched for a fresh profile
// keeps both cores of a 2-core machine busy for one to three seconds (its GPU, network and
// utility processes), and a page timed meanwhile measures the browser's start-up, not the
// page. Used by the budget script and the trace aid before they time a first render.
import { cpus } from "node:os";

function times() {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/**
 * Resolves once `windows` consecutive windows of `windowMs` had the processors at least
 * `idleShare` idle, after `minMs` and at the latest after `maxMs`; returns the time waited.
 * @param {{ minMs?: number, maxMs?: number, windowMs?: number, windows?: number, idleShare?: number }} [options]
 * @returns {Promise<number>}
 */
export async function settle({ minMs = 1000, maxMs = 6000, windowMs = 250, windows = 2, idleShare = 0.8 } = {}) {
  const start = Date.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(minMs);
  let quiet = 0;
  while (Date.now() - start < maxMs) {
    const a = times();
    await sleep(windowMs);
    const b = times();
    const share = b.total > a.total ? (b.idle - a.idle) / (b.total - a.total) : 1;
    quiet = share >= idleShare ? quiet + 1 : 0;
    if (quiet >= windows) break;
  }
  return Date.now() - start;
}
