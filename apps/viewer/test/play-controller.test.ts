// The play controller without a browser: a fake engine, fake time and storage. Moves by
// clicks, the engine's replies, take back, resign, hint, clocks, saving and resuming, links.
import { describe, expect, it } from "vitest";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { INITIAL_DSFEN, Position, moveToString, parseMoveString, type Move } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { endingText } from "../src/play/outcome-words.js";
import { PlayController, type MoveSearcher, type PlayEnvironment, type SearchAsk } from "../src/play/play-controller.js";

class FakeHost implements ReactiveControllerHost {
  updates = 0;
  controllers: ReactiveController[] = [];
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

/** The position a search asks about. */
function positionOf(ask: SearchAsk): Position {
  const pos = Position.fromDsfenOrThrow(ask.dsfen, ask.rules);
  for (const text of ask.moves) {
    const m = parseMoveString(pos, text);
    if (!m.ok) throw new Error(m.error.message);
    pos.playOrThrow(m.value);
  }
  return pos;
}

/** An engine that plays the last legal move in canonical order (or what `answer` says). */
class FakeEngine implements MoveSearcher {
  asks: SearchAsk[] = [];
  stops = 0;
  closed = false;
  answer: (ask: SearchAsk) => Promise<string | null> = (ask) => Promise.resolve(lastMove(positionOf(ask)));
  search(ask: SearchAsk): Promise<string | null> {
    this.asks.push(ask);
    return this.answer(ask);
  }
  newGame(): void {}
  stop(): void {
    this.stops++;
  }
  close(): void {
    this.closed = true;
  }
}

function lastMove(pos: Position): string | null {
  const legal = pos.legalMovesInOrder();
  const m = legal[legal.length - 1];
  return m === undefined ? null : moveToString(m);
}

class FakeEnv implements PlayEnvironment {
  time = 1_000;
  timers = new Map<number, { at: number; fn: () => void }>();
  nextTimer = 1;
  items = new Map<string, string>();
  engines: FakeEngine[] = [];
  failWrites = false;
  storage = {
    getItem: (k: string): string | null => this.items.get(k) ?? null,
    setItem: (k: string, v: string): void => {
      if (this.failWrites) throw new Error("QuotaExceededError");
      this.items.set(k, v);
    },
    removeItem: (k: string): void => {
      this.items.delete(k);
    },
  };
  now(): number {
    return this.time;
  }
  setTimer(fn: () => void, ms: number): unknown {
    const id = this.nextTimer++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  }
  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  createSearcher(): MoveSearcher {
    const e = new FakeEngine();
    this.engines.push(e);
    return e;
  }
  /** Advances time, running the timers due. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = end;
  }
}

function setUp(env = new FakeEnv(), key = "game"): { env: FakeEnv; host: FakeHost; c: PlayController } {
  const host = new FakeHost();
  const c = new PlayController(host, env, () => key);
  host.controllers.forEach((x) => x.hostConnected?.());
  return { env, host, c };
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/** Clicks a move square by square (origin, via, to) as a person would. */
function clickMove(c: PlayController, move: Move): void {
  for (const sq of [move.from, ...move.via, move.to]) c.click(sq);
}

function mv(pos: Position, text: string): Move {
  const m = parseMoveString(pos, text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe("PlayController against the engine", () => {
  it("plays the person's clicked move, the engine answers from its searcher, and the game is saved", async () => {
    const { env, c } = setUp();
    c.newGame({ mode: "engine", human: "black", level: 3, seed: 1 });
    expect(c.canMove).toBe(true);
    clickMove(c, mv(c.game.position, "9l9k"));
    expect(c.thinking).toBe(true);
    expect(c.canMove).toBe(false);
    await settle();
    expect(c.thinking).toBe(false);
    expect(c.game.moves.length).toBe(2);
    expect(env.engines[0]?.asks[0]).toMatchObject({ dsfen: INITIAL_DSFEN, moves: ["9l9k"], limits: { nodes: 2_000 } });
    // A reload: a new controller on the same storage resumes the game.
    const again = setUp(env).c;
    expect(again.resumed).toBe(true);
    expect(again.game.moves.map(moveToString)).toEqual(c.game.moves.map(moveToString));
  });

  it("the engine moves first when the person plays White", async () => {
    const { c } = setUp();
    c.newGame({ human: "white", level: 4, seed: 1 });
    await settle();
    expect(c.game.moves.length).toBe(1);
    expect(c.canMove).toBe(true);
  });

  it("take back returns to the person's turn, also while the engine thinks (its answer is dropped)", async () => {
    const { env, c } = setUp();
    c.newGame({ human: "black", level: 3, seed: 1 });
    clickMove(c, mv(c.game.position, "9l9k"));
    await settle();
    const reply = c.game.moves.map(moveToString);
    expect(reply).toHaveLength(2);
    clickMove(c, mv(c.game.position, "8l8k"));
    let release: (v: string | null) => void = () => undefined;
    const engine = env.engines[0];
    if (engine === undefined) throw new Error("no engine");
    engine.answer = (ask) =>
      new Promise((r) => {
        release = () => {
          r(lastMove(positionOf(ask)));
        };
      });
    expect(c.thinking).toBe(true);
    expect(c.takeBack()).toBe(true);
    expect(engine.stops).toBe(1);
    expect(c.game.moves.map(moveToString)).toEqual(reply);
    release(null);
    await settle();
    expect(c.game.moves.length).toBe(2);
    engine.answer = (ask) => Promise.resolve(lastMove(positionOf(ask)));
    expect(c.takeBack()).toBe(true);
    expect(c.game.moves.length).toBe(0);
    expect(c.takeBack()).toBe(false);
  });

  it("the lowest level plays a share of random legal moves, drawn on from the same place after a reload", async () => {
    const play = async (reloadAt: number): Promise<string[]> => {
      const env = new FakeEnv();
      let { c } = setUp(env);
      c.newGame({ human: "black", level: 1, seed: 42 });
      for (let i = 0; i < 8; i++) {
        if (i === reloadAt) c = setUp(env).c;
        const legal = c.game.position.legalMovesInOrder();
        c.playMove(legal[i % legal.length] as Move);
        await settle();
      }
      const searched = env.engines.reduce((n, e) => n + e.asks.length, 0);
      expect(searched).toBeLessThan(8); // some of the engine's moves were random
      return c.game.moves.map(moveToString);
    };
    const straight = await play(-1);
    expect(await play(4)).toEqual(straight);
  });

  it("resign ends the game in words' terms, and the export says so", () => {
    const { c } = setUp();
    c.newGame({ human: "white", level: 1, seed: 3 });
    c.resign();
    expect(c.game.ending()).toEqual({ winner: "black", reason: "resignation" });
    expect(c.canMove).toBe(false);
    const pgn = c.exportText("pgn", { black: "Engine", white: "You" });
    expect(parseRecord(pgn).record.metadata).toMatchObject({ result: "1-0", termination: "resignation", white: "You" });
  });

  it("ends the game by checkmate as core says, in words, with no engine search, and saves the result", () => {
    // White's king in the corner; Black's rook on 17c mates on 17a (the other rook guards rank b).
    const mateInOne = "16,vK/1,R,15/R,16/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b";
    const { env, c } = setUp();
    c.newGame({ human: "black", level: 3, seed: 1 }, mateInOne);
    clickMove(c, mv(c.game.position, "17c17a"));
    const ending = c.game.ending();
    expect(ending).toEqual({ winner: "black", reason: "checkmate" });
    expect(c.game.position.outcome()).toMatchObject({ winner: "black", reason: "checkmate" });
    expect(ending && endingText(ending, "en")).toBe("Checkmate: Black wins.");
    expect(c.thinking).toBe(false);
    expect(env.engines).toHaveLength(0);
    expect(c.canMove).toBe(false);
    expect(JSON.parse(env.items.get("game") ?? "{}")).toMatchObject({ start: mateInOne, moves: ["17c17a"] });
    const kif = c.exportText("kif", { black: "You", white: "Engine" });
    expect(parseRecord(kif).record.metadata).toMatchObject({ result: "1-0", black: "You" });
    expect(setUp(env).c.game.ending()).toEqual({ winner: "black", reason: "checkmate" });
  });

  it("a hint is the engine's move for the person, dropped once they move", async () => {
    const { env, c } = setUp();
    c.newGame({ human: "black", level: 3, seed: 1 });
    c.askHint();
    expect(c.hinting).toBe(true);
    await settle();
    expect(c.hint && moveToString(c.hint)).toBe(lastMove(c.game.position));
    expect(env.engines[0]?.asks[0]?.limits).toEqual({ nodes: 60_000 });
    c.playMove(c.hint as Move);
    expect(c.hint).toBeNull();
  });

  it("with clocks, the person who lets byoyomi run out loses on time; the engine is told the clocks", async () => {
    const { env, c } = setUp();
    c.newGame({ human: "white", level: 3, seed: 1, timeControl: { mainMs: 2_000, byoyomiMs: 1_000 } });
    await settle();
    expect(env.engines[0]?.asks[0]?.limits).toEqual({ nodes: 2_000, clock: { btime: 2_000, wtime: 2_000, byoyomi: 1_000 } });
    env.advance(2_900);
    expect(c.game.ending()).toBeNull();
    env.advance(200);
    expect(c.game.ending()).toEqual({ winner: "black", reason: "timeForfeit" });
    expect(JSON.parse(env.items.get("game") ?? "{}")).toMatchObject({ ending: { winner: "black", reason: "timeForfeit" } });
  });

  it("says when the engine fails or answers nonsense, and when the game cannot be saved", async () => {
    const env = new FakeEnv();
    env.failWrites = true;
    const { c } = setUp(env);
    c.newGame({ human: "white", level: 3, seed: 1 });
    expect(c.saveFailed).toBe(true);
    const engine = env.engines[0];
    if (engine === undefined) throw new Error("no engine");
    await settle();
    engine.answer = () => Promise.reject(new Error("the engine could not start"));
    c.newGame({ human: "white", level: 3, seed: 1 });
    await settle();
    expect(c.engineError).toBe("the engine could not start");
    engine.answer = () => Promise.resolve("1a1b");
    c.newGame({ human: "white", level: 3, seed: 1 });
    await settle();
    expect(c.engineError).toMatch(/not a legal move/);
  });

  it("ignores saved data that is no game", () => {
    const env = new FakeEnv();
    env.items.set("game", "{not json");
    expect(setUp(env).c.resumed).toBe(false);
    env.items.set("game", JSON.stringify({ version: 1, moves: ["9a9q"] }));
    expect(setUp(env).c.resumed).toBe(false);
  });
});

describe("PlayController by link", () => {
  it("passes a game between two boards: each opens the other's link and makes one move", () => {
    const a = setUp(new FakeEnv(), "a").c;
    const b = setUp(new FakeEnv(), "b").c;
    a.newGame({ mode: "link" });
    let link = a.linkText();
    for (let ply = 0; ply < 20; ply++) {
      const board = ply % 2 === 0 ? a : b;
      if (ply > 0) expect(board.openLink(link)).toBe(true);
      expect(board.canMove).toBe(true);
      const legal = board.game.position.legalMovesInOrder();
      board.playMove(legal[(ply * 7) % legal.length] as Move);
      expect(board.canMove).toBe(false); // one move per link
      link = board.linkText();
    }
    expect(b.game.moves.length).toBe(20);
    expect(a.openLink(link)).toBe(true);
    expect(a.game.position.toDsfen()).toBe(b.game.position.toDsfen());
    // The mover may take their move back before sending.
    b.takeBack();
    expect(b.canMove).toBe(true);
  });

  it("refuses a link cut short or changed, keeping the game shown", () => {
    const a = setUp().c;
    a.newGame({ mode: "link" });
    a.playMove(a.game.position.legalMovesInOrder()[3] as Move);
    const link = a.linkText();
    const b = setUp(new FakeEnv()).c;
    expect(b.openLink(link.slice(0, -3))).toBe(false);
    expect(b.linkError?.code).toBe("truncated");
    expect(b.openLink(`${link.slice(0, 6)}${link[6] === "A" ? "B" : "A"}${link.slice(7)}`)).toBe(false);
    expect(b.linkError?.code).toBe("damaged");
    expect(b.game.moves.length).toBe(0);
  });

  it("a link never overwrites a game against the engine: it is set aside, survives a reload, and the person can switch back", async () => {
    const env = new FakeEnv();
    const { c } = setUp(env);
    c.newGame({ mode: "engine", human: "black", level: 3, seed: 1 });
    clickMove(c, mv(c.game.position, "9l9k"));
    await settle();
    const engineGame = c.game.moves.map(moveToString);
    expect(engineGame).toHaveLength(2);
    expect(c.setAsideMoves).toBeNull();
    const friend = setUp(new FakeEnv(), "friend").c;
    friend.newGame({ mode: "link" });
    friend.playMove(mv(friend.game.position, "8l8k"));
    expect(c.openLink(friend.linkText())).toBe(true);
    expect(c.game.settings.mode).toBe("link");
    expect(c.setAsideMoves).toBe(2);
    // A reload: the link game is the one shown, the engine game is still kept.
    const again = setUp(env).c;
    expect(again.game.settings.mode).toBe("link");
    expect(again.setAsideMoves).toBe(2);
    expect(again.switchToSetAside()).toBe(true);
    expect(again.game.settings.mode).toBe("engine");
    expect(again.game.moves.map(moveToString)).toEqual(engineGame);
    // The link game (one move) is set aside in its turn, and can be switched back to.
    expect(again.setAsideMoves).toBe(1);
    expect(setUp(env).c.game.moves.map(moveToString)).toEqual(engineGame);
    expect(again.switchToSetAside()).toBe(true);
    expect(again.game.moves.map(moveToString)).toEqual(["8l8k"]);
  });

  it("the next link of the same game carries it on: nothing is set aside; a board with no storage key keeps nothing and reports nothing", () => {
    const a = setUp(new FakeEnv(), "a").c;
    const b = setUp(new FakeEnv(), "b").c;
    a.newGame({ mode: "link" });
    a.playMove(mv(a.game.position, "9l9k"));
    expect(b.openLink(a.linkText())).toBe(true);
    b.playMove(mv(b.game.position, "9f9g"));
    expect(a.openLink(b.linkText())).toBe(true);
    expect(a.setAsideMoves).toBeNull();
    expect(a.switchToSetAside()).toBe(false);
    const env = new FakeEnv();
    const none = setUp(env, "").c;
    none.newGame({ mode: "engine" });
    none.playMove(mv(none.game.position, "9l9k"));
    expect(none.openLink(a.linkText())).toBe(true);
    expect(none.saveFailed).toBe(false);
    expect(none.setAsideMoves).toBeNull();
    expect(env.items.size).toBe(0);
  });

  it("keeps the record of a link game in export", () => {
    const a = setUp().c;
    a.newGame({ mode: "link" });
    const first = a.game.position.legalMovesInOrder()[0] as Move;
    a.playMove(first);
    const json = a.exportText("json", { black: "A", white: "B" });
    expect(mainLine(parseRecord(json).record).map((n) => n.move && moveToString(n.move))).toEqual([moveToString(first)]);
  });
});
