/**
 * SearchThreadPool with scripted threads (what each thread is sent, what the pool reports),
 * and with real engines in Node worker threads (a Lazy SMP search returns a legal move).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Worker } from "node:worker_threads";
import { Position, moveToString } from "@daidai/core";
import { SearchThreadPool, sharedMemoryAvailable, type SearchThread, type SearchThreadEvents } from "../src/protocol/thread-pool.js";
import type { WorkerRequest, WorkerResponse, WorkerSearchRequest } from "../src/protocol/worker-protocol.js";
import type { SearchInfo, SearchResult } from "../src/search/engine.js";

interface FakeThread {
  readonly index: number;
  readonly hashMb: number;
  readonly sent: WorkerRequest[];
  terminated: boolean;
  readonly events: SearchThreadEvents;
}

function fakeSpawner(): { threads: FakeThread[]; spawn: (index: number, hashMb: number, events: SearchThreadEvents) => SearchThread } {
  const threads: FakeThread[] = [];
  return {
    threads,
    spawn: (index, hashMb, events) => {
      const t: FakeThread = { index, hashMb, sent: [], terminated: false, events };
      threads.push(t);
      return {
        postMessage: (m) => t.sent.push(m),
        terminate: () => {
          t.terminated = true;
        },
      };
    },
  };
}

const info = (depth: number): SearchInfo => ({ depth, seldepth: depth, score: { kind: "cp", value: depth }, nodes: 10, nps: 1, timeMs: 1, pv: [] });
const result = (bestMove: string): SearchResult => ({ ...info(3), bestMove, best: null, bestCode: 0 });

function recorder(): { infos: number[]; done: string[]; errors: string[]; callbacks: Parameters<SearchThreadPool["search"]>[1] } {
  const r = { infos: [] as number[], done: [] as string[], errors: [] as string[] };
  return {
    ...r,
    callbacks: {
      onInfo: (i) => r.infos.push(i.depth),
      onDone: (x) => r.done.push(String(x.bestMove)),
      onError: (m) => r.errors.push(m),
    },
  };
}

const searches = (t: FakeThread): WorkerSearchRequest[] => t.sent.filter((m): m is WorkerSearchRequest => m.type === "search");
const request = { dsfen: "16,vK/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1", limits: { depth: 3 } };

describe("SearchThreadPool (scripted threads)", () => {
  const g = globalThis as { crossOriginIsolated?: boolean };
  afterEach(() => {
    delete g.crossOriginIsolated;
  });

  it("sends one thread the request as given, with a stop flag and no shared table", () => {
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 8);
    const r = recorder();
    pool.search(request, r.callbacks);
    expect(threads.map((t) => [t.index, t.hashMb])).toEqual([[0, 8]]);
    const [sent] = searches(threads[0] as FakeThread);
    expect(sent?.dsfen).toBe(request.dsfen);
    expect(sent?.limits).toEqual({ depth: 3 });
    expect(sent?.table).toBeUndefined();
    expect(sent?.helper).toBeUndefined();
    expect(sent?.stopFlag?.[0]).toBe(0);
    pool.stop();
    expect(sent?.stopFlag?.[0]).toBe(1);
    expect(threads[0]?.terminated).toBe(false); // with shared memory a stop is a flag, not a kill
  });

  it("runs helpers over one shared table and reports only the main thread", () => {
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 4);
    expect(pool.setThreads(3)).toBeUndefined();
    const r = recorder();
    pool.search(request, r.callbacks);
    expect(threads.map((t) => t.index)).toEqual([0, 1, 2]);
    const sent = threads.map((t) => searches(t)[0]);
    const table = sent[0]?.table;
    expect(table).toBeInstanceOf(SharedArrayBuffer);
    for (const s of sent) {
      expect(s?.table).toBe(table);
      expect(s?.tableId).toBe(sent[0]?.tableId);
      expect(s?.stopFlag).toBe(sent[0]?.stopFlag);
    }
    expect(sent.map((s) => s?.helper)).toEqual([undefined, 1, 2]);
    expect(sent.map((s) => s?.limits)).toEqual([{ depth: 3 }, { depth: 64 }, { depth: 64 }]);
    const id = sent[0]?.id ?? -1;
    // A helper's reports are not the search's.
    threads[1]?.events.message({ type: "info", id, info: info(9) });
    threads[1]?.events.message({ type: "done", id, result: result("helper") });
    threads[0]?.events.message({ type: "info", id, info: info(2) });
    expect(r.done).toEqual([]);
    threads[0]?.events.message({ type: "done", id, result: result("main") });
    expect(r.infos).toEqual([2]);
    expect(r.done).toEqual(["main"]);
    expect(sent[0]?.stopFlag?.[0]).toBe(1); // the helpers were told to stop
    // The next search reuses the table but gets a new flag.
    pool.search(request, recorder().callbacks);
    const next = searches(threads[0] as FakeThread)[1];
    expect(next?.table).toBe(table);
    expect(next?.stopFlag).not.toBe(sent[0]?.stopFlag);
  });

  it("ignores reports of an earlier search and stops it when a new one starts", () => {
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 4);
    const first = recorder();
    pool.search(request, first.callbacks);
    const old = searches(threads[0] as FakeThread)[0];
    const second = recorder();
    pool.search(request, second.callbacks);
    expect(old?.stopFlag?.[0]).toBe(1);
    threads[0]?.events.message({ type: "done", id: old?.id ?? -1, result: result("old") });
    expect(first.done).toEqual([]);
    expect(second.done).toEqual([]);
    const now = searches(threads[0] as FakeThread)[1];
    threads[0]?.events.message({ type: "done", id: now?.id ?? -1, result: result("new") });
    expect(second.done).toEqual(["new"]);
  });

  it("drops a failed helper and ends the search with an error when the main thread fails", () => {
    const { threads, spawn } = fakeSpawner();
    const helperErrors: string[] = [];
    const pool = new SearchThreadPool(spawn, 4, (m) => helperErrors.push(m));
    pool.setThreads(2);
    const r = recorder();
    pool.search(request, r.callbacks);
    threads[1]?.events.error("boom");
    expect(helperErrors).toEqual(["helper search thread failed: boom"]);
    expect(threads[1]?.terminated).toBe(true);
    expect(r.errors).toEqual([]);
    threads[0]?.events.error("bad");
    expect(r.errors).toEqual(["search thread failed: bad"]);
    expect(pool.searching).toBe(false);
    // The next search starts fresh threads.
    pool.search(request, recorder().callbacks);
    expect(threads.slice(2).map((t) => t.index)).toEqual([0, 1]);
  });

  it("warms every thread up and calls back once, when the last one answers", () => {
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 4);
    pool.setThreads(3);
    let warm = 0;
    pool.warmUp(300, () => warm++);
    const sent = threads.map((t) => t.sent.at(-1));
    expect(sent.map((m) => m?.type)).toEqual(["warmUp", "warmUp", "warmUp"]);
    const id = sent[0]?.type === "warmUp" ? sent[0].id : -1;
    expect(sent.every((m) => m?.type === "warmUp" && m.id === id && m.milliseconds === 300)).toBe(true);
    threads[2]?.events.message({ type: "warm", id });
    threads[0]?.events.message({ type: "warm", id });
    threads[0]?.events.message({ type: "warm", id }); // twice from one thread counts once
    expect(warm).toBe(0);
    threads[1]?.events.message({ type: "warm", id: id + 100 }); // another warm-up's answer
    expect(warm).toBe(0);
    threads[1]?.events.message({ type: "error", id, message: "warmUp needs milliseconds >= 0" });
    expect(warm).toBe(1);
    threads[1]?.events.message({ type: "warm", id });
    expect(warm).toBe(1);
  });

  it("settles a warm-up when a helper fails, when threads are dropped, and on close", () => {
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 4, () => undefined);
    pool.setThreads(2);
    const calls: string[] = [];
    pool.warmUp(100, () => calls.push("first"));
    const id = (t: FakeThread): number => {
      const m = t.sent.filter((x) => x.type === "warmUp").at(-1);
      return m?.type === "warmUp" ? m.id : -1;
    };
    threads[1]?.events.error("boom"); // the helper will not answer
    expect(calls).toEqual([]);
    threads[0]?.events.message({ type: "warm", id: id(threads[0]) });
    expect(calls).toEqual(["first"]);
    pool.setThreads(2);
    pool.warmUp(100, () => calls.push("second"));
    pool.setThreads(1); // the new helper is terminated: only the main thread is waited for
    threads[0]?.events.message({ type: "warm", id: id(threads[0]) });
    expect(calls).toEqual(["first", "second"]);
    pool.warmUp(100, () => calls.push("third"));
    pool.warmUp(100, () => calls.push("fourth")); // settles the third first
    expect(calls).toEqual(["first", "second", "third"]);
    pool.close();
    expect(calls).toEqual(["first", "second", "third", "fourth"]);
  });

  it("without shared memory: one thread only, and stop terminates it", () => {
    g.crossOriginIsolated = false; // what a page that is not cross-origin isolated reports
    expect(sharedMemoryAvailable()).toBe(false);
    const { threads, spawn } = fakeSpawner();
    const pool = new SearchThreadPool(spawn, 4);
    expect(pool.setThreads(2)).toMatch(/shared memory/);
    expect(pool.threads).toBe(1);
    const r = recorder();
    pool.search(request, r.callbacks);
    expect(searches(threads[0] as FakeThread)[0]?.stopFlag).toBeUndefined();
    pool.stop();
    expect(threads[0]?.terminated).toBe(true);
    expect(pool.searching).toBe(false);
    pool.search(request, r.callbacks);
    expect(threads).toHaveLength(2); // a fresh worker for the next search
  });
});

describe("SearchThreadPool (engines in worker threads)", () => {
  it("a two-thread search returns a legal move and stops on request", async () => {
    const url = new URL("../dist/protocol/worker-protocol.js", import.meta.url).href; // built code, as worker.test.ts
    const spawn = (_index: number, hashMb: number, events: SearchThreadEvents): SearchThread => {
      const code = [
        'const { parentPort, workerData } = require("node:worker_threads");',
        `import(${JSON.stringify(url)}).then((m) => m.attachSearchWorker({ postMessage: (x) => parentPort.postMessage(x), onMessage: (h) => parentPort.on("message", h) }, workerData.hashMb));`,
      ].join("\n");
      const w = new Worker(code, { eval: true, workerData: { hashMb } });
      w.on("message", (m: WorkerResponse) => { events.message(m); });
      w.on("error", (e: Error) => { events.error(e.message); });
      return { postMessage: (m) => { w.postMessage(m); }, terminate: () => void w.terminate() };
    };
    const pool = new SearchThreadPool(spawn, 2);
    expect(pool.setThreads(2)).toBeUndefined();
    const legal = Position.initial().legalMoves().map(moveToString);
    try {
      const bounded = await new Promise<SearchResult>((resolve, reject) => {
        pool.search({ dsfen: Position.initial().toDsfen(), limits: { nodes: 3000 } }, { onInfo: () => undefined, onDone: resolve, onError: (m) => { reject(new Error(m)); } });
      });
      expect(legal).toContain(bounded.bestMove);
      // A search without limits ends on stop.
      const stopped = new Promise<SearchResult>((resolve, reject) => {
        pool.search({ dsfen: Position.initial().toDsfen(), limits: { depth: 64 } }, { onInfo: () => undefined, onDone: resolve, onError: (m) => { reject(new Error(m)); } });
      });
      setTimeout(() => { pool.stop(); }, 300);
      expect(legal).toContain((await stopped).bestMove);
    } finally {
      pool.close();
    }
  }, 60_000);
});
