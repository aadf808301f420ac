// Node unit tests of the DOM-free modules: replaying a record, move words, board geometry,
// hook corners, labels and reading record text.
import { INITIAL_DSFEN, Position, parseMoveString, parseSquare, pieceOf, squareName, type Move } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { cellOfSquare, hookCorner, movePath, squareAtCell } from "../src/board/board-model.js";
import { buildGame, type GameNode } from "../src/record/game.js";
import { kanjiNumber, rankLabel, t } from "../src/i18n/i18n.js";
import { keyAction } from "../src/replay/keys.js";
import { describePiece, japanesePieceLabel, ownedPieceName, pieceGlyphs, pieceOnSquare } from "../src/pieces/pieces.js";
import type { RecordNodeLike } from "../src/record/record-types.js";
import { decodeRecord, formatMove, MAX_PAGE_THREAD_CHARS, parseFormat, readRecord, readRecordAsync, unescapeEntities, WORKER_MIN_CHARS } from "../src/record/source.js";
import { longGameMoves, replay } from "./support/reference.js";

function line(moves: readonly Move[]): RecordNodeLike {
  let children: RecordNodeLike[] = [];
  for (let i = moves.length - 1; i >= 0; i--) children = [{ move: moves[i] ?? null, children }];
  return { move: null, children };
}

const mainLineNodes = (root: GameNode): GameNode[] => {
  const out: GameNode[] = [];
  for (let n = root.children[0]; n !== undefined; n = n.children[0]) out.push(n);
  return out;
};

describe("buildGame", () => {
  const game = replay(longGameMoves());

  it("replays the long sample: DSFEN after every ply equals core's", () => {
    const built = buildGame({ startDsfen: null, root: line(game.moves) }, "western", formatMove);
    expect(built.diagnostics).toEqual([]);
    const nodes = mainLineNodes(built.root);
    expect(nodes).toHaveLength(game.moves.length);
    // Visit in an order that exercises the on-demand DSFENs (jump far, then step back).
    for (const i of [499, 250, 251, 0, 1, 2, 100]) expect(nodes[i]?.dsfen, `ply ${String(i + 1)}`).toBe(game.dsfens[i + 1]);
    expect(built.root.dsfen).toBe(INITIAL_DSFEN);
    expect(nodes[0]?.label).toMatch(/^HD/);
    expect(nodes[0]?.moveString).toBe(longGameMoves()[0]);
  });

  it("cuts a line at an illegal move and reports it with its ply", () => {
    const pos = Position.initial();
    const m = parseMoveString(pos, "9l9k");
    if (!m.ok) throw new Error(m.error.message);
    const built = buildGame({ startDsfen: null, root: line([m.value, m.value]) }, "movestring", formatMove);
    expect(mainLineNodes(built.root)).toHaveLength(1);
    expect(built.diagnostics).toHaveLength(1);
    expect(built.diagnostics[0]?.ply).toBe(2);
    expect(built.diagnostics[0]?.message).toContain("9l9k");
  });

  it("reports an invalid start position instead of throwing", () => {
    const built = buildGame({ startDsfen: "not a dsfen", root: { move: null, children: [] } }, "western", formatMove);
    expect(built.diagnostics[0]?.message).toContain("start position is invalid");
  });

  it("describes multi-captures in words, with captured squares and the hook corner highlighted", () => {
    const built = buildGame({ startDsfen: null, root: line(game.moves) }, "western", formatMove);
    const nodes = mainLineNodes(built.root);
    const multi = nodes.find((n) => (n.move?.via.length ?? 0) > 0);
    expect(multi?.words).toMatch(/captures .+ on \d+[a-q], then .+ on \d+[a-q]/);
    expect(multi?.boardMove?.captures?.length).toBeGreaterThanOrEqual(2);
    const hook = nodes[217];
    expect(hook?.boardMove?.corner).toBe(parseSquare("17a"));
    const check = nodes[399];
    expect(check?.words).toMatch(/Check\.$/);
    expect(check?.checkSquare).toBe(parseSquare("8p"));
  });
});

describe("buildGame: moves checked by a reader, and reading nodes in any order", () => {
  const game = replay(longGameMoves());
  const record = { startDsfen: null, root: line(game.moves) };

  it("a record whose moves were checked builds the same nodes without playing them again", () => {
    const checked = mainLineNodes(buildGame(record, "western", formatMove, {}, { checked: true }).root);
    const replayed = mainLineNodes(buildGame(record, "western", formatMove).root);
    expect(checked).toHaveLength(game.moves.length);
    for (const i of [0, 1, 2, 217, 398, 399, 499]) {
      const a = checked[i];
      const b = replayed[i];
      expect(a?.moveNumber, `ply ${String(i + 1)}`).toBe(i + 1);
      expect(a?.color).toBe(i % 2 === 0 ? "black" : "white");
      expect([a?.label, a?.dsfen, a?.checkSquare, a?.words]).toEqual([b?.label, b?.dsfen, b?.checkSquare, b?.words]);
      expect(a?.dsfen).toBe(game.dsfens[i + 1]);
    }
  });

  it("finds the position of every node of a tree with nested variations, read in a scrambled order", () => {
    // Main line: the first 12 moves of the sample. At ply 4 and ply 8 other legal moves
    // start variations; the first variation holds a variation of its own.
    const main = game.moves.slice(0, 12);
    const alternative = (prefix: readonly Move[], avoid: Move, k: number): Move => {
      const p = Position.initial();
      for (const m of prefix) p.playOrThrow(m);
      const moves = p.legalMoves().filter((m) => m.from !== avoid.from || m.to !== avoid.to);
      const chosen = moves[k % moves.length];
      if (chosen === undefined) throw new Error("no alternative move");
      return chosen;
    };
    type Node = { move: Move | null; children: Node[] };
    const chain = (moves: readonly Move[]): Node[] => {
      let children: Node[] = [];
      for (let i = moves.length - 1; i >= 0; i--) children = [{ move: moves[i] ?? null, children }];
      return children;
    };
    const root: Node = { move: null, children: chain(main) };
    const lineFrom = (prefix: readonly Move[], length: number, seed: number): Move[] => {
      const p = Position.initial();
      for (const m of prefix) p.playOrThrow(m);
      const out: Move[] = [];
      for (let i = 0; i < length; i++) {
        const legal = p.legalMoves();
        const m = legal[(seed * 7 + i * 13) % legal.length];
        if (m === undefined) break;
        p.playOrThrow(m);
        out.push(m);
      }
      return out;
    };
    const nodeAt = (path: readonly number[]): Node => path.reduce<Node>((n, i) => n.children[i] ?? n, root);
    const attach = (parentPath: readonly number[], prefix: readonly Move[], first: Move, length: number, seed: number): void => {
      nodeAt(parentPath).children.push(...chain([first, ...lineFrom([...prefix, first], length, seed)]));
    };
    const mainMove = (i: number): Move => main[i] ?? (main[0] as Move);
    attach([0, 0, 0], main.slice(0, 3), alternative(main.slice(0, 3), mainMove(3), 5), 6, 1);
    attach([0, 0, 0, 0, 0, 0, 0], main.slice(0, 7), alternative(main.slice(0, 7), mainMove(7), 9), 4, 2);
    // A variation inside the first variation, at its second move.
    const v1 = nodeAt([0, 0, 0, 1]);
    const v1Prefix = [...main.slice(0, 3), v1.move as Move];
    attach([0, 0, 0, 1], v1Prefix, alternative(v1Prefix, v1.children[0]?.move as Move, 3), 3, 3);

    const built = buildGame({ startDsfen: null, root }, "western", formatMove);
    expect(built.diagnostics).toEqual([]);
    // Every path of the tree, each with its moves, checked against a fresh replay.
    const paths: { path: number[]; moves: Move[] }[] = [];
    const collect = (n: Node, path: number[], moves: Move[]): void => {
      n.children.forEach((c, i) => {
        const next = { path: [...path, i], moves: [...moves, c.move as Move] };
        paths.push(next);
        collect(c, next.path, next.moves);
      });
    };
    collect(root, [], []);
    expect(paths.length).toBeGreaterThan(25);
    const order = paths.map((p, i) => ({ p, key: (i * 7919) % paths.length })).sort((a, b) => a.key - b.key);
    for (const { p } of order) {
      const gameNode = p.path.reduce<GameNode>((n, i) => n.children[i] ?? n, built.root);
      const expected = Position.initial();
      for (const m of p.moves) expected.playOrThrow(m);
      expect(gameNode.dsfen, p.path.join(".")).toBe(expected.toDsfen());
      expect(gameNode.moveNumber).toBe(p.moves.length);
    }
  });
});

describe("board geometry", () => {
  it("maps cells to squares for both orientations and back", () => {
    expect(squareName(squareAtCell(0, 0, "black"))).toBe("17a");
    expect(squareName(squareAtCell(16, 8, "black"))).toBe("9q");
    expect(squareName(squareAtCell(0, 0, "white"))).toBe("1q");
    for (const sq of [0, 17, 144, 288]) {
      const { row, col } = cellOfSquare(sq, "white");
      expect(squareAtCell(row, col, "white")).toBe(sq);
    }
  });

  it("finds the corner of a hook move where both legs are free", () => {
    const empty = (): null => null;
    expect(hookCorner(parseSquare("9q"), parseSquare("5m"), empty, false)).toBeDefined();
    expect(hookCorner(parseSquare("9q"), parseSquare("9a"), empty, false)).toBeUndefined();
    const blocked = (sq: number) => (sq === parseSquare("9n") ? pieceOf("P", "black") ?? null : null);
    // 9q → 9m → 5m is blocked on 9n, so the corner is 5q.
    expect(hookCorner(parseSquare("9q"), parseSquare("5m"), blocked, false)).toBe(parseSquare("5q"));
    // Diagonal hook (long-nosed goblin): 9i → 7g → 9e turns at 7g or 11g.
    const corner = hookCorner(parseSquare("9i"), parseSquare("9e"), empty, true);
    expect([parseSquare("7g"), parseSquare("11g")]).toContain(corner);
    expect(movePath({ from: 1, to: 3, via: [2], corner: 5 })).toEqual([1, 5, 2, 3]);
  });
});

describe("labels", () => {
  it("kanji, codes and names", () => {
    expect(pieceGlyphs(pieceOf("Ln", "black") ?? fail(), "kanji")).toEqual(["獅", "子"]);
    expect(pieceGlyphs(pieceOf("+Ea", "white") ?? fail(), "kanji")).toEqual(["獅", "子"]);
    expect(pieceGlyphs(pieceOf("+Ea", "white") ?? fail(), "abbreviation")).toEqual(["+Ea"]);
    expect(pieceGlyphs(pieceOf("K", "black") ?? fail(), "kanji")).toEqual(["玉", "将"]);
    expect(pieceGlyphs(pieceOf("HD", "black") ?? fail(), "kanji")).toEqual(["𠵇", "犬"]);
    expect(ownedPieceName(pieceOf("+Ln", "white") ?? fail())).toBe("White furious fiend (promoted lion)");
    expect(japanesePieceLabel(pieceOf("+Ea", "white") ?? fail())).toBe("後手 獅子（成 東夷）");
    expect(japanesePieceLabel(pieceOf("K", "black") ?? fail())).toBe("先手 玉将");
    expect(describePiece(pieceOf("K", "black") ?? fail(), "9q")).toBe("9q: Black king 玉将 (gyokushō)");
    expect(describePiece(pieceOf("+Ea", "white") ?? fail(), "5c")).toBe("5c: White lion 獅子 (shishi), promoted eastern barbarian");
    expect(pieceOnSquare(INITIAL_DSFEN, "9a")?.code).toBe("K");
    expect(pieceOnSquare(INITIAL_DSFEN, "9i")).toBeNull();
    expect(pieceOnSquare("bad", "9a")).toBeNull();
    expect(kanjiNumber(17)).toBe("十七");
    expect(kanjiNumber(10)).toBe("十");
    expect(rankLabel(3, "ja")).toBe("三");
    expect(rankLabel(17, "en")).toBe("q");
    expect(t("en", "fetchFailed", "a.kif", "HTTP 404")).toBe("Could not load the game record from a.kif: HTTP 404");
  });
});

describe("reading record text", () => {
  it("reads a bare move list from the initial position, with locations", async () => {
    const r = readRecord("9l9k 9f9g\n9l9k");
    expect(await readRecordAsync("9l9k 9f9g\n9l9k")).toEqual(r);
    expect(r.format).toBe("dsfen");
    expect(r.diagnostics.some((d) => d.severity === "error" && d.line === 2)).toBe(true);
    let plies = 0;
    for (let n = r.record.root.children[0]; n !== undefined; n = n.children[0]) plies++;
    expect(plies).toBe(2);
  });

  it("warns about an unknown format name and detects instead", async () => {
    expect(parseFormat(" PGN ")).toBe("pgn");
    expect(parseFormat("html")).toBeUndefined();
    const r = readRecord("1. P-8k P-10g *", "html");
    expect(await readRecordAsync("1. P-8k P-10g *", "html")).toEqual(r);
    expect(r.format).toBe("pgn");
    expect(r.diagnostics[0]?.severity).toBe("warning");
  });

  it("without a worker (node has none), reads a long text on the thread up to a limit and refuses a longer one unread", async () => {
    const comment = "a comment ".repeat(Math.ceil(WORKER_MIN_CHARS / 10));
    const long = await readRecordAsync(`1. 9l9k {${comment}} *\n`);
    expect(long.refused).toBeUndefined();
    expect(long.format).toBe("pgn");
    // (compared as one boolean: a failure would print the 64 KB comment twice)
    expect(long.record.root.children[0]?.comments?.join("") === comment).toBe(true);
    const tooLong = await readRecordAsync(`1. 9l9k {${"x".repeat(MAX_PAGE_THREAD_CHARS)}} *\n`);
    expect(tooLong.refused).toEqual({ reason: "tooLarge", size: "1.0 MB", limit: "1.0 MB" });
    expect(tooLong.record.root.children).toEqual([]);
  });

  it("decodes UTF-8, a declared charset, and falls back to Shift_JIS", () => {
    const utf8 = new TextEncoder().encode("先手：A");
    expect(decodeRecord(utf8.buffer, "text/plain")).toBe("先手：A");
    // 先手 in Shift_JIS.
    const sjis = new Uint8Array([0x90, 0xe6, 0x8e, 0xe8]);
    expect(decodeRecord(sjis.buffer, null)).toBe("先手");
    expect(decodeRecord(sjis.buffer, "text/plain; charset=Shift_JIS")).toBe("先手");
    // 奇犬 in Shift_JIS is the howling dog 𠵇犬 (whose 𠵇 Shift_JIS cannot hold), as notation reads it.
    const dog = new Uint8Array([0x8a, 0xef, 0x8c, 0xa2]);
    expect(decodeRecord(dog.buffer, null)).toBe("\u{20D47}犬");
    expect(decodeRecord(dog.buffer, "text/plain; charset=shift_jis")).toBe("\u{20D47}犬");
    expect(decodeRecord(dog.buffer, "text/plain; charset=windows-31j")).toBe("\u{20D47}犬");
    // UTF-8 text holds 𠵇 itself: its 奇犬 is left alone.
    expect(decodeRecord(new TextEncoder().encode("奇犬").buffer, null)).toBe("奇犬");
  });

  it("undoes HTML escaping without an HTML parser", () => {
    expect(unescapeEntities("&lt;b&gt; &amp;amp; &#57;f &#x39;g &bogus;")).toBe("<b> &amp; 9f 9g &bogus;");
  });
});

function fail(): never {
  throw new Error("unknown piece");
}

describe("keyboard map", () => {
  const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });

  it("maps keys to actions, leaving modified keys and native controls alone", () => {
    expect(keyAction(key("ArrowRight"), "other")).toBe("next");
    expect(keyAction(key("ArrowLeft"), "button")).toBe("prev");
    expect(keyAction(key("Home"), "other")).toBe("first");
    expect(keyAction(key("End"), "other")).toBe("last");
    expect(keyAction(key("ArrowUp"), "other")).toBe("variationUp");
    expect(keyAction(key("ArrowDown"), "other")).toBe("variationDown");
    expect(keyAction(key("F"), "slider")).toBe("flip");
    expect(keyAction(key(" "), "other")).toBe("autoplay");
    expect(keyAction(key(" "), "button")).toBeUndefined();
    expect(keyAction(key("ArrowRight"), "slider")).toBeUndefined();
    expect(keyAction(key("ArrowRight", { ctrlKey: true }), "other")).toBeUndefined();
    expect(keyAction(key("x"), "other")).toBeUndefined();
    // On the enlarged view's board the arrows, Home, End and space pan it; f still flips.
    expect(keyAction(key("ArrowDown"), "pan")).toBeUndefined();
    expect(keyAction(key("End"), "pan")).toBeUndefined();
    expect(keyAction(key(" "), "pan")).toBeUndefined();
    expect(keyAction(key("f"), "pan")).toBe("flip");
  });
});

describe("moves in words", () => {
  const dsfen = ["8,vK,8", "17", "17", "17", "17", "17", "17", "8,vP,8", "8,Ln,8", "17", "17", "17", "17", "17", "17", "17", "8,K,8"].join("/") + " b 1";
  const words = (text: string): string => {
    const pos = Position.fromDsfenOrThrow(dsfen);
    const parsed = parseMoveString(pos, text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const built = buildGame({ startDsfen: dsfen, root: line([parsed.value]) }, "western", formatMove);
    return built.root.children[0]?.words ?? "";
  };

  it("spells out igui, passes and plain moves", () => {
    expect(words("9i9h9i")).toBe("1. Black lion from 9i captures White pawn on 9h without moving. Promotes to furious fiend.");
    expect(words("9i9i")).toBe("1. Black lion from 9i passes.");
    expect(words("9i8j")).toBe("1. Black lion from 9i to 8j.");
    expect(words("9i9h")).toBe("1. Black lion from 9i captures White pawn on 9h. Promotes to furious fiend.");
  });
});
