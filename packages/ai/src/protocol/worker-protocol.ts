/**
 * The message protocol of the search worker (see worker.ts), independent of the host: a
 * {@link WorkerPort} carries messages between the page (or a Node thread) and the engine.
 *
 * To the worker ({@link WorkerRequest}):
 * - `{ type: "search", id, dsfen, moves?, rules?, limits?, hashMb?, stopFlag? }` searches the
 *   position given by a DSFEN and the move strings played from it (formats.md §2). `limits`
 *   holds `depth`, `nodes`, `movetime`, `clock` ({btime, wtime, binc, winc, byoyomi}). With
 *   none, the search is bounded to 1 second. `stopFlag` is an `Int32Array` on a
 *   SharedArrayBuffer: setting element 0 to 1 (`Atomics.store`) stops the search early (a
 *   synchronous search cannot read messages; without shared memory, terminate the worker).
 *   For a Lazy SMP search, `table` (a {@link sharedTableBuffer}) with a `tableId` that
 *   changes when the buffer does makes the worker's engine share that table with the other
 *   threads', and `helper` (1, 2, …) marks a helper thread's search (its result is not used).
 * - `{ type: "newGame" }` forgets earlier searches; `{ type: "setHash", hashMb }` resizes the table.
 * - `{ type: "warmUp", id, milliseconds }` warms the thread's JIT up (see warm-up.ts; at once
 *   when it is warm already) and answers `{ type: "warm", id }`.
 *
 * From the worker ({@link WorkerResponse}):
 * - `{ type: "ready" }` once, when the worker can take requests;
 * - `{ type: "info", id, info }` after each completed iteration (a SearchInfo);
 * - `{ type: "done", id, result }` at the end of a search (a SearchResult; `bestMove` null
 *   when there is no legal move);
 * - `{ type: "error", id, message }` for a bad request (unknown type, bad DSFEN, illegal move).
 */
import { Position, parseMoveString, type RuleOptions } from "@daidai/core";
import { Engine, type ClockLimits, type SearchInfo, type SearchResult } from "../search/engine.js";
import { warmUp } from "./warm-up.js";

/** A search request to the worker. */
export interface WorkerSearchRequest {
  readonly type: "search";
  readonly id: number;
  readonly dsfen: string;
  readonly moves?: readonly string[];
  readonly rules?: Partial<RuleOptions>;
  readonly limits?: {
    readonly depth?: number;
    readonly nodes?: number;
    readonly movetime?: number;
    readonly clock?: ClockLimits;
    /** When the move's clock started (ms since the epoch); see SearchLimits.startedAt. */
    readonly startedAt?: number;
  };
  readonly hashMb?: number;
  readonly stopFlag?: Int32Array;
  /** A transposition table shared with other threads (see sharedTableBuffer). */
  readonly table?: SharedArrayBuffer;
  /** Identifies `table`: the worker builds a new engine over it only when the id changes. */
  readonly tableId?: number;
  /** Index of a helper thread (Lazy SMP); absent or 0 for the main thread. */
  readonly helper?: number;
}

/** A request to warm the worker's JIT up before its first search (see warm-up.ts). */
export interface WorkerWarmUpRequest {
  readonly type: "warmUp";
  readonly id: number;
  readonly milliseconds: number;
}

/** Messages the worker accepts. */
export type WorkerRequest =
  | WorkerSearchRequest
  | WorkerWarmUpRequest
  | { readonly type: "newGame" }
  | { readonly type: "setHash"; readonly hashMb: number };

/** Messages the worker sends. */
export type WorkerResponse =
  | { readonly type: "ready" }
  | { readonly type: "info"; readonly id: number; readonly info: SearchInfo }
  | { readonly type: "done"; readonly id: number; readonly result: SearchResult }
  | { readonly type: "warm"; readonly id: number }
  | { readonly type: "error"; readonly id: number; readonly message: string };

/** The two directions of a worker's message channel. */
export interface WorkerPort {
  postMessage(message: WorkerResponse): void;
  onMessage(handler: (message: unknown) => void): void;
}

const DEFAULT_MOVETIME = 1000;

/** Serves search requests on `port` with one engine; posts `ready` at once. */
export function attachSearchWorker(port: WorkerPort, hashMb = 16): void {
  let engine = new Engine({ hashMb });
  let tableId: number | undefined;
  port.onMessage((raw) => {
    const msg = (typeof raw === "object" && raw !== null ? raw : {}) as { type?: unknown; id?: unknown; hashMb?: unknown; milliseconds?: unknown };
    const id = typeof msg.id === "number" ? msg.id : -1;
    try {
      if (msg.type === "newGame") engine.clear();
      else if (msg.type === "setHash") {
        if (typeof msg.hashMb !== "number" || !(msg.hashMb >= 1)) throw new Error("setHash needs hashMb >= 1");
        engine = new Engine({ hashMb: msg.hashMb });
        tableId = undefined;
      } else if (msg.type === "warmUp") {
        if (typeof msg.milliseconds !== "number" || !(msg.milliseconds >= 0)) throw new Error("warmUp needs milliseconds >= 0");
        warmUp(msg.milliseconds);
        port.postMessage({ type: "warm", id });
      } else if (msg.type === "search") {
        const req = msg as unknown as WorkerSearchRequest;
        if (req.table !== undefined && req.tableId !== tableId) {
          if (!(req.table instanceof SharedArrayBuffer)) throw new Error("search table must be a SharedArrayBuffer");
          engine = new Engine({ sharedTable: req.table });
          tableId = req.tableId;
        }
        port.postMessage({ type: "done", id, result: runSearch(engine, msg as unknown as WorkerSearchRequest, (info) => {
          port.postMessage({ type: "info", id, info });
        }) });
      } else throw new Error(`unknown request type ${JSON.stringify(msg.type)}`);
    } catch (e) {
      port.postMessage({ type: "error", id, message: e instanceof Error ? e.message : String(e) });
    }
  });
  port.postMessage({ type: "ready" });
}

function runSearch(engine: Engine, req: WorkerSearchRequest, onInfo: (info: SearchInfo) => void): SearchResult {
  if (typeof req.dsfen !== "string") throw new Error("search needs a dsfen string");
  const created = Position.fromDsfen(req.dsfen, req.rules ?? {});
  if (!created.ok) throw new Error(`bad DSFEN: ${created.error.message}`);
  const pos = created.value;
  for (const m of req.moves ?? []) {
    const parsed = parseMoveString(pos, m);
    if (!parsed.ok) throw new Error(`illegal move ${parsed.error.message}`);
    pos.playOrThrow(parsed.value);
  }
  const l = req.limits ?? {};
  const bounded = l.depth !== undefined || l.nodes !== undefined || l.movetime !== undefined || l.clock !== undefined;
  return engine.search(pos, {
    ...l,
    ...(bounded ? {} : { movetime: DEFAULT_MOVETIME }),
    ...(req.stopFlag !== undefined ? { stopFlag: req.stopFlag } : {}),
    ...(req.helper !== undefined && req.helper > 0 ? { helper: req.helper } : {}),
    onInfo,
  });
}
