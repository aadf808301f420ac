import { readFileSync } from "node:fs";
import { INITIAL_DSFEN, Position, moveToString } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { ENGINE_VERSION, Engine, InlineRunner, UsiSession, createRng, type RunnerLimits, type SearchRequest, type SearchResult, type SearchRunner } from "../src/index.js";
import { build, legalStrings, playString } from "./helpers.js";

/** A session over an in-process runner, with everything it wrote. */
function session(infiniteDepth = 2): { s: UsiSession; out: string[]; send: (...lines: string[]) => string[] } {
  const out: string[] = [];
  const s = new UsiSession((l) => out.push(l), new InlineRunner(4, infiniteDepth));
  const send = (...lines: string[]): string[] => {
    const start = out.length;
    for (const l of lines) s.handle(l);
    return out.slice(start);
  };
  return { s, out, send };
}

/** A depth-1 search of the request's position, as a runner would report it. */
const quickResult = (request: SearchRequest): SearchResult => new Engine({ hashMb: 1 }).search(request.position, { depth: 1 });

/**
 * A scripted runner, like the CLI's worker threads: each search finishes when the test calls
 * `finish()` (or at once with `immediate`); each search's position and limits, and `stop` and
 * `warmUp` calls are recorded, and a warm-up ends when the test calls `warm()`.
 */
function scriptedRunner(options: { immediate?: boolean; warmUp?: boolean } = {}): {
  runner: SearchRunner;
  finish: () => void;
  warm: () => void;
  searched: string[];
  limits: RunnerLimits[];
  warmUps: number[];
  stops: () => number;
} {
  let pending: (() => void) | undefined;
  let onWarm: (() => void) | undefined;
  let stops = 0;
  const searched: string[] = [];
  const limits: RunnerLimits[] = [];
  const warmUps: number[] = [];
  const runner: SearchRunner = {
    search(request, _onInfo, onDone) {
      searched.push(request.dsfen);
      limits.push(request.limits);
      if (options.immediate === true) onDone(quickResult(request));
      else pending = () => {
        onDone(quickResult(request));
      };
    },
    stop: () => {
      stops++;
    },
    newGame: () => undefined,
    setHashSize: () => undefined,
    close: () => undefined,
    ...(options.warmUp === true
      ? {
          warmUp: (ms: number, done: () => void) => {
            warmUps.push(ms);
            onWarm = done;
          },
        }
      : {}),
  };
  return { runner, finish: () => pending?.(), warm: () => onWarm?.(), searched, limits, warmUps, stops: () => stops };
}

describe("UsiSession", () => {
  it("names the package's version (generated from package.json by scripts/version.mjs)", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
    expect(session().send("usi")[0]).toBe(`id name daidai ${pkg.version}`);
  });

  it("introduces itself with id and option lines, then usiok", () => {
    const { send } = session();
    const lines = send("usi");
    expect(lines[0]).toMatch(/^id name daidai /);
    expect(lines[1]).toMatch(/^id author /);
    expect(lines).toContain("option name Hash type spin default 16 min 1 max 1024");
    expect(lines).toContain("option name Legality type combo default legal var legal var kingCapture");
    expect(lines).toContain("option name Repetition type combo default jcsa var jcsa var simple");
    expect(lines.at(-1)).toBe("usiok");
    expect(send("isready")).toEqual(["readyok"]);
  });

  it("searches a position with moves and answers info lines and a legal bestmove", () => {
    const { send } = session();
    send("usinewgame");
    const lines = send("position startpos moves 8l8k 8f8g", "go depth 2");
    const infos = lines.filter((l) => l.startsWith("info depth"));
    expect(infos).toHaveLength(2);
    expect(infos[1]).toMatch(/^info depth 2 seldepth \d+ score cp -?\d+ nodes \d+ nps \d+ time \d+ pv \S+/);
    const best = lines.at(-1) ?? "";
    expect(best).toMatch(/^bestmove /);
    const pos = Position.initial();
    playString(pos, "8l8k");
    playString(pos, "8f8g");
    expect(legalStrings(pos)).toContain(best.slice("bestmove ".length));
  });

  it("takes a position as DSFEN and reports mate scores", () => {
    const { send } = session();
    const dsfen = build([
      ["1b", "K", "white"],
      ["17c", "R", "black"],
      ["16d", "R", "black"],
      ["9q", "K", "black"],
    ]);
    const lines = send(`position dsfen ${dsfen}`, "go depth 4");
    expect(lines.some((l) => / score mate 2 /.test(l))).toBe(true);
    expect(["bestmove 16d16b", "bestmove 16d2d"]).toContain(lines.at(-1));
  });

  it("reports an illegal move, keeps the moves before it, and does not crash", () => {
    const { send } = session();
    const lines = send("position startpos moves 8l8k 8k8j 8f8g");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^info string error illegal move 8k8j: not the side to move's piece/);
    // White is to move: the position after 8l8k only.
    const best = send("go depth 1").at(-1) ?? "";
    const pos = Position.initial();
    playString(pos, "8l8k");
    expect(legalStrings(pos)).toContain(best.slice(9));
  });

  it("answers malformed and unknown commands with info string errors", () => {
    const { send } = session();
    const cases = [
      ["hello", /unknown command 'hello'/],
      ["position", /expected position startpos/],
      ["position dsfen 17/17 b 1", /bad DSFEN/],
      ["position startpos moves x", /illegal move 'x' is not a move string/],
      ["go depth", /go depth needs a non-negative integer/],
      ["go nodes -5", /go nodes needs a non-negative integer/],
      ["go sideways 3", /unknown go parameter 'sideways'/],
      ["setoption Hash 3", /expected setoption name/],
      ["setoption name Colour value red", /unknown option 'Colour'/],
      ["setoption name Hash value 0", /Hash must be an integer/],
      ["setoption name Legality value none", /Legality must be one of legal, kingCapture/],
    ] as const;
    for (const [line, pattern] of cases) {
      const out = send(line);
      expect(out, line).toHaveLength(1);
      expect(out[0], line).toMatch(/^info string error /);
      expect(out[0], line).toMatch(pattern);
    }
    expect(send("")).toEqual([]);
  });

  it("applies rule options to positions", () => {
    const { send } = session();
    expect(send("setoption name Repetition value simple", "setoption name Hash value 2", "setoption name LionDogStepThenJump value true")).toEqual([]);
    // Under the simple rule the rook may not return to recreate the start position.
    const dsfen = build([
      ["5a", "K", "white"],
      ["9b", "R", "white"],
      ["9p", "R", "black"],
      ["5q", "K", "black"],
    ]);
    const lines = send(`position dsfen ${dsfen} moves 9p9o 9b9c 9o9p 9c9b`);
    expect(lines[0]).toMatch(/illegal move 9c9b: forbidden by the repetition rule/);
  });

  it("answers bestmove resign when there is no legal move", () => {
    const { send } = session();
    const dsfen = build([
      ["1a", "K", "white"],
      ["3c", "G", "white"],
      ["2c", "G", "white"],
      ["4a", "G", "white"],
      ["4c", "+Ea", "black"],
      ["9q", "K", "black"],
    ]);
    expect(send(`position dsfen ${dsfen} moves 4c3c2c`, "go depth 3")).toEqual(["bestmove resign"]);
  });

  it("holds the bestmove of go infinite until stop", () => {
    const { send } = session(2);
    send("position startpos");
    const lines = send("go infinite");
    expect(lines.filter((l) => l.startsWith("bestmove"))).toEqual([]);
    expect(lines.filter((l) => l.startsWith("info depth"))).toHaveLength(2);
    const after = send("stop");
    expect(after).toHaveLength(1);
    expect(legalStrings(Position.initial())).toContain(after[0]?.slice(9));
    expect(send("stop")).toEqual([]);
  });

  it("ponders until ponderhit, then searches with the go command's limits (USI)", () => {
    const { send } = session(2);
    send("position startpos moves 12k12j");
    const pondering = send("go ponder nodes 3000");
    // The ponder search ran (to the runner's infinite depth) and holds its move.
    expect(pondering.filter((l) => l.startsWith("info depth"))).toHaveLength(2);
    expect(pondering.filter((l) => l.startsWith("bestmove"))).toEqual([]);
    const hit = send("ponderhit");
    // Then a search within nodes 3000 (deeper than the ponder search's 2 plies), and its move.
    const depths = hit.filter((l) => l.startsWith("info depth")).map((l) => Number(l.split(" ")[2]));
    expect(Math.max(...depths)).toBeGreaterThan(2);
    expect(hit.at(-1)).toMatch(/^bestmove /);
    const pos = Position.initial();
    playString(pos, "12k12j");
    expect(legalStrings(pos)).toContain(hit.at(-1)?.slice(9));
    expect(send("ponderhit", "stop")).toEqual([]);
  });

  it("answers stop while pondering with the ponder search's move", () => {
    const { send } = session(2);
    send("position startpos");
    expect(send("go ponder btime 1000 wtime 1000").filter((l) => l.startsWith("bestmove"))).toEqual([]);
    const after = send("stop");
    expect(after).toHaveLength(1);
    expect(legalStrings(Position.initial())).toContain(after[0]?.slice(9));
    // The ponder is over: a later ponderhit does nothing.
    expect(send("ponderhit")).toEqual([]);
  });

  it("stops a running ponder search at ponderhit and starts the real one, its clock from the ponderhit", () => {
    const { runner, finish, limits, stops } = scriptedRunner();
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), runner);
    s.handle("position startpos");
    s.handle("go ponder movetime 500");
    expect(limits[0]?.infinite).toBe(true);
    const before = Date.now();
    s.handle("ponderhit");
    expect(stops()).toBe(1);
    // A quit now waits for the real search's bestmove.
    s.handle("quit");
    expect(s.isClosed).toBe(false);
    expect(out.some((l) => l.startsWith("bestmove"))).toBe(false);
    finish(); // the ponder search ends: the real search starts
    expect(limits).toHaveLength(2);
    expect(limits[1]?.movetime).toBe(500);
    expect(limits[1]?.infinite).toBeUndefined();
    expect(limits[1]?.startedAt).toBeGreaterThanOrEqual(before);
    expect(out.some((l) => l.startsWith("bestmove"))).toBe(false);
    finish();
    expect(out.filter((l) => l.startsWith("bestmove"))).toHaveLength(1);
    expect(s.isClosed).toBe(true);
  });

  it("accepts clock limits and sfen as an alias of dsfen", () => {
    const { send } = session();
    const lines = send(`position sfen ${INITIAL_DSFEN}`, "go btime 1000 wtime 1000 binc 10 winc 10 byoyomi 100");
    expect(lines.at(-1)).toMatch(/^bestmove \S+$/);
    expect(legalStrings(Position.initial())).toContain(lines.at(-1)?.slice(9));
  });

  it("stops handling input after quit", () => {
    const { s, send } = session();
    expect(s.handle("quit")).toBe(false);
    expect(s.isClosed).toBe(true);
    expect(send("isready")).toEqual([]);
  });

  it("plays a complete legal game against itself through the protocol", () => {
    const { send } = session();
    const moves: string[] = [];
    const pos = Position.initial();
    for (let ply = 0; ply < 40 && pos.outcome() === null; ply++) {
      const best = send(`position startpos moves ${moves.join(" ")}`, "go nodes 300").at(-1) ?? "";
      const move = best.slice(9);
      expect(pos.legalMoves().map(moveToString)).toContain(move);
      playString(pos, move);
      moves.push(move);
    }
    expect(moves.length).toBe(40);
  });

  it("queues input during a background search and handles it in order afterwards", () => {
    const { runner, finish, stops } = scriptedRunner();
    const out: string[] = [];
    let quits = 0;
    const s = new UsiSession((l) => out.push(l), runner);
    s.onQuit = () => quits++;
    for (const l of ["position startpos", "go depth 1", "bogus", "isready", "go depth 1", "quit"]) s.handle(l);
    // Only isready was answered; the rest waits for the search.
    expect(out).toEqual(["readyok"]);
    expect(s.isSearching).toBe(true);
    finish();
    expect(out[1]).toMatch(/^bestmove /);
    expect(out[2]).toBe("info string error unknown command 'bogus'");
    expect(out).toHaveLength(3); // the second go is running now
    finish();
    expect(out[3]).toMatch(/^bestmove /);
    expect(quits).toBe(1);
    expect(s.isClosed).toBe(true);
    expect(stops()).toBe(0);
  });

  it("answers isready after the runner's warm-up, holding the input sent meanwhile", () => {
    const { runner, warm, searched, warmUps } = scriptedRunner({ immediate: true, warmUp: true });
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), runner);
    s.handle("usi");
    expect(out).toContain("option name WarmUp type spin default 1000 min 0 max 10000");
    out.length = 0;
    for (const l of ["isready", "position startpos", "go depth 1", "isready"]) s.handle(l);
    expect(warmUps).toEqual([1000]);
    expect(out).toEqual([]);
    expect(s.isSearching).toBe(true); // input waits
    expect(searched).toEqual([]);
    warm();
    expect(out[0]).toBe("readyok");
    expect(out[1]).toMatch(/^bestmove /);
    expect(searched).toHaveLength(1);
    expect(warmUps).toEqual([1000, 1000]); // the second isready asks again (an already warm runner answers at once)
    warm();
    expect(out.slice(2)).toEqual(["readyok"]);
    // WarmUp 0: readyok at once, no warm-up; a bad value is an error.
    s.handle("setoption name WarmUp value 0");
    s.handle("isready");
    expect(out.slice(3)).toEqual(["readyok"]);
    expect(warmUps).toHaveLength(2);
    s.handle("setoption name WarmUp value 10001");
    s.handle("setoption name WarmUp value -5");
    expect(out.slice(4)).toEqual([
      "info string error WarmUp must be an integer from 0 to 10000 (ms), got '10001'",
      "info string error WarmUp must be an integer from 0 to 10000 (ms), got '-5'",
    ]);
    s.handle("setoption name WarmUp value 250");
    s.handle("isready");
    expect(warmUps).toEqual([1000, 1000, 250]);
  });

  it("answers isready at once during a search, without a warm-up", () => {
    const { runner, finish, warmUps } = scriptedRunner({ warmUp: true });
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), runner);
    s.handle("go depth 1");
    s.handle("isready");
    expect(out).toEqual(["readyok"]);
    expect(warmUps).toEqual([]);
    finish();
    expect(out[1]).toMatch(/^bestmove /);
  });

  it("never throws on random input and answers only protocol lines", () => {
    const words = ["usi", "isready", "go", "stop", "position", "startpos", "dsfen", "sfen", "moves", "setoption", "name", "value",
      "Hash", "Legality", "kingCapture", "depth", "nodes", "movetime", "btime", "wtime", "byoyomi", "infinite", "1", "2", "30",
      "-1", "x", "8l8k", "8f8g", "9m7k", "17/17", "b", "w", "usinewgame", "quit", "ponderhit", "", "\t", "Repetition", "simple"];
    const rng = createRng(77);
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), new InlineRunner(1, 1));
    for (let i = 0; i < 400; i++) {
      const n = 1 + Math.floor(rng() * 6);
      const line = Array.from({ length: n }, () => words[Math.floor(rng() * words.length)] ?? "").join(" ");
      const safe = line.replace(/\bquit\b/g, "stop").replace(/\b(nodes|depth) (30|x|-1)\b/g, "$1 1");
      expect(() => s.handle(`${safe} go nodes 20`)).not.toThrow();
      expect(() => s.handle(safe)).not.toThrow();
    }
    s.handle("stop");
    const forms = /^(id |option name |usiok$|readyok$|bestmove \S+$|info (depth|string error) )/;
    for (const l of out) expect(l).toMatch(forms);
    expect(out.some((l) => l.startsWith("bestmove "))).toBe(true);
    expect(out.some((l) => l.startsWith("info string error "))).toBe(true);
  });
});
