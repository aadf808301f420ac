import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { Position } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { attachSearchWorker, type WorkerResponse } from "../src/index.js";
import { legalStrings } from "./helpers.js";

/** An in-process worker port: returns the posted messages and a function to send requests. */
function fakePort(): { posted: WorkerResponse[]; send: (m: unknown) => void } {
  const posted: WorkerResponse[] = [];
  let handler: ((m: unknown) => void) | undefined;
  attachSearchWorker({
    postMessage: (m) => posted.push(m),
    onMessage: (h) => {
      handler = h;
    },
  });
  return { posted, send: (m) => handler?.(m) };
}

describe("search worker protocol", () => {
  it("announces itself, then answers a search with info and done messages", () => {
    const { posted, send } = fakePort();
    expect(posted).toEqual([{ type: "ready" }]);
    const pos = Position.initial();
    send({ type: "search", id: 7, dsfen: pos.toDsfen(), moves: ["8l8k"], limits: { depth: 2 } });
    const infos = posted.filter((m) => m.type === "info");
    expect(infos).toHaveLength(2);
    const done = posted.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done") return;
    expect(done.id).toBe(7);
    pos.playOrThrow(pos.legalMoves().find((m) => m.from === 11 * 17 + 9 && m.to === 10 * 17 + 9) ?? { from: 0, to: 0, via: [] });
    expect(legalStrings(pos)).toContain(done.result.bestMove);
  });

  it("answers a warm-up request with warm, and a bad one with an error", () => {
    const { posted, send } = fakePort();
    send({ type: "warmUp", id: 4, milliseconds: 40 });
    expect(posted.at(-1)).toEqual({ type: "warm", id: 4 });
    send({ type: "warmUp", id: 5, milliseconds: -1 });
    expect(posted.at(-1)).toMatchObject({ type: "error", id: 5 });
    send({ type: "warmUp", id: 6 });
    expect(posted.at(-1)).toMatchObject({ type: "error", id: 6 });
    send({ type: "search", id: 8, dsfen: Position.initial().toDsfen(), limits: { depth: 1 } });
    expect(posted.at(-1)).toMatchObject({ type: "done", id: 8 });
  });

  it("answers bad requests with error messages", () => {
    const { posted, send } = fakePort();
    send({ type: "search", id: 1, dsfen: "nonsense" });
    send({ type: "search", id: 2, dsfen: Position.initial().toDsfen(), moves: ["1a1b"] });
    send({ type: "fly", id: 3 });
    send("not an object");
    send({ type: "setHash", hashMb: -1 });
    const errors = posted.flatMap((m) => (m.type === "error" ? [m.id] : []));
    expect(errors).toEqual([1, 2, 3, -1, -1]);
    send({ type: "newGame" });
    send({ type: "setHash", hashMb: 2 });
    expect(posted.filter((m) => m.type === "error")).toHaveLength(5);
  });

  // The real entry point (dist/worker.js) in a worker thread, with the two worker globals
  // provided from worker_threads' parentPort as a browser would.
  const entry = fileURLToPath(new URL("../dist/protocol/worker.js", import.meta.url));
  it.runIf(existsSync(entry))("runs the built worker entry in a thread and stops on a shared flag", async () => {
    const code = [
      'const { parentPort } = require("node:worker_threads");',
      "globalThis.postMessage = (m) => parentPort.postMessage(m);",
      'globalThis.addEventListener = (type, f) => parentPort.on("message", (data) => f({ data }));',
      `import(${JSON.stringify(new URL("../dist/protocol/worker.js", import.meta.url).href)});`,
    ].join("\n");
    const worker = new Worker(code, { eval: true });
    const messages: WorkerResponse[] = [];
    const waitFor = (pred: (m: WorkerResponse) => boolean): Promise<WorkerResponse> =>
      new Promise((resolve) => {
        const found = messages.find(pred);
        if (found !== undefined) {
          resolve(found);
          return;
        }
        const on = (m: WorkerResponse): void => {
          if (pred(m)) {
            worker.off("message", on);
            resolve(m);
          }
        };
        worker.on("message", on);
      });
    worker.on("message", (m: WorkerResponse) => messages.push(m));
    try {
      await waitFor((m) => m.type === "ready");
      const dsfen = Position.initial().toDsfen();
      worker.postMessage({ type: "search", id: 1, dsfen, limits: { depth: 3 } });
      const done = await waitFor((m) => m.type === "done" && m.id === 1);
      if (done.type === "done") expect(legalStrings(Position.initial())).toContain(done.result.bestMove);
      // An unbounded search, stopped through the shared flag after its first iteration.
      const flag = new Int32Array(new SharedArrayBuffer(4));
      worker.postMessage({ type: "search", id: 2, dsfen, limits: { depth: 60 }, stopFlag: flag });
      await waitFor((m) => m.type === "info" && m.id === 2);
      Atomics.store(flag, 0, 1);
      const stopped = await waitFor((m) => m.type === "done" && m.id === 2);
      if (stopped.type === "done") {
        expect(stopped.result.depth).toBeLessThan(60);
        expect(legalStrings(Position.initial())).toContain(stopped.result.bestMove);
      }
    } finally {
      await worker.terminate();
    }
  });
});
