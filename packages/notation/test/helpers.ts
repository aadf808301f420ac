/** Shared test helpers: fixtures, a seeded random generator and random records. */
import { readFileSync } from "node:fs";
import { Position, createRng, moveToString, type Move } from "@daidai/core";
import { addChild, addComment, addCommentBefore, createNode, createRecord, mainLine, type GameRecord, type RecordNode } from "../src/index.js";

/** Text of a fixture file. */
export function fixture(name: string): string {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
}

/** The hand-written start position of the sample game (docs: test/fixtures/sample.*). */
export const SAMPLE_START =
  "8,vK,8/17/17/17/17/4,vP,12/4,vP,7,vP,4/4,vP,3,vP,3,vP,4/4,LD,3,Ln,3,+Ea,4/17/17/3,vP,12,P/2,CS,14/17/17/17/8,K,7,HM b 1";

/** Main-line moves of the sample game as move strings, checked by hand against rules.md. */
export const SAMPLE_MOVES = [
  "9i9h9i", "9a9b", "5i5h5g", "9b9c", "13i13h13g13f", "9c9b", "5g5g", "9b9c", "15m14l", "9c9b", "9i9h", "9b9c", "1q4m",
];

/** The same moves in western notation (rules.md §11), written by hand. */
export const SAMPLE_WESTERN = [
  "Ln!9h+", "K-9b", "+Eax5hx5g", "K-9c", "LDx13hx13gx13f+", "K-9b", "+Ea-5g", "K-9c", "CSx14l+", "K-9b", "+Ln-9h", "K-9c", "HM-4m",
];

/** The same moves in Japanese notation (docs/formats/japanese-moves.md), written by hand. */
export const SAMPLE_JAPANESE = [
  "９九獅子成(0909→0908)", "９二玉将(0901)", "５七成東夷(0509→0508)", "９三玉将(0902)", "１３六狛犬成(1309→1308→1307)",
  "９二玉将(0903)", "５七成東夷(0507)", "９三玉将(0902)", "１４十二猫刄成(1513)", "９二玉将(0903)", "９八成獅子(0909)",
  "９三玉将(0902)", "４十三鉤行(0117)",
];

/** Move strings of a record's main line. */
export function mainMoves(record: GameRecord): string[] {
  return mainLine(record).map((n) => (n.move === null ? "?" : moveToString(n.move)));
}

/** The seeded PRNG of core (mulberry32), returning [0, 1). */
export const rng = createRng;

const LIONS = new Set(["Ln", "LD", "FF", "GE"]);

/** A random legal move, favouring captures and lion-family moves. */
export function randomMove(pos: Position, random: () => number): Move | undefined {
  const moves = pos.legalMoves();
  if (moves.length === 0) return undefined;
  const captures = moves.filter((m) => pos.describeMove(m).captures.length > 0);
  const lions = moves.filter((m) => LIONS.has(pos.describeMove(m).piece.kind));
  const lionCaptures = lions.filter((m) => captures.includes(m));
  const stationary = moves.filter((m) => m.to === m.from);
  const r = random();
  const pool =
    r < 0.1 && stationary.length > 0 ? stationary : r < 0.25 && lionCaptures.length > 0 ? lionCaptures : r < 0.5 && captures.length > 0 ? captures : r < 0.75 && lions.length > 0 ? lions : moves;
  return pool[Math.floor(random() * pool.length)];
}

const COMMENTS = [
  'a "quoted" word',
  "braces { and } inside",
  "back\\slash",
  "two\nlines",
  "日本語のコメント",
  "(parentheses) ; semicolon",
  "émigré ✓",
  "",
  "*star",
];

const BOOKMARKS = ["start", "しおり", "a } brace and ] bracket", "100% sure", ""];

export interface RandomRecordOptions {
  plies: number;
  variations: boolean;
  comments: boolean;
  times: boolean;
  start?: string | null;
  /** Some times with milliseconds. */
  millis?: boolean;
  /** NAGs ($1…$255) on some moves. */
  nags?: boolean;
  /** Bookmarks (one-line names) on some moves and at the root. */
  bookmarks?: boolean;
  /** Deepest variation nesting (default 3). */
  depth?: number;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Plays up to `plies` random moves from `node`, appending a line; returns its nodes. */
function growLine(pos: Position, parent: RecordNode, plies: number, random: () => number, o: RandomRecordOptions, depth: number): void {
  let node = parent;
  let played = 0;
  for (let i = 0; i < plies; i++) {
    const move = randomMove(pos, random);
    if (move === undefined) break;
    const child = createNode(move);
    child.moveNumber = pos.moveNumber;
    if (o.comments && random() < 0.2) addComment(child, pick(random, COMMENTS));
    if (o.comments && random() < 0.05) child.comments = [...child.comments, pick(random, COMMENTS), pick(random, COMMENTS)];
    if (o.times && random() < 0.5) child.timeSpentMs = Math.floor(random() * 300) * 1000;
    if (o.millis === true && child.timeSpentMs !== undefined && random() < 0.3) child.timeSpentMs += Math.floor(random() * 1000);
    if (o.nags === true && random() < 0.2) child.nags = random() < 0.5 ? [1 + Math.floor(random() * 6)] : [1 + Math.floor(random() * 255), 1 + Math.floor(random() * 255)];
    if (o.bookmarks === true && random() < 0.1) child.bookmark = pick(random, BOOKMARKS);
    addChild(node, child);
    if (o.variations && depth < (o.depth ?? 3) && random() < (o.depth === undefined ? 0.12 : 0.3)) {
      const before = node.children.length;
      growLine(pos, node, 1 + Math.floor(random() * 5), random, o, depth + 1);
      const alt = node.children[before];
      // An alternative identical to the main move would be the same node twice.
      if (alt?.move != null && moveToString(alt.move) === moveToString(move)) node.children = node.children.toSpliced(before, 1);
      else if (alt !== undefined && o.comments && random() < 0.5) addCommentBefore(alt, pick(random, COMMENTS));
    }
    pos.playOrThrow(move);
    played++;
    node = child;
  }
  for (let k = 0; k < played; k++) pos.undo();
}

/** A random record (seeded): random legal play with variations, comments and times. */
export function randomRecord(seed: number, o: RandomRecordOptions): GameRecord {
  const random = rng(seed);
  const record = createRecord();
  record.startDsfen = o.start ?? null;
  const pos = record.startDsfen === null ? Position.initial() : Position.fromDsfenOrThrow(record.startDsfen);
  if (o.comments) {
    const m = record.metadata;
    m.event = pick(random, ["Test Cup", "第1回 大大将棋戦", "Open \"A\""]);
    m.site = "Kyōto";
    m.date = "2026.11.30";
    m.black = "Black player";
    m.white = "ホワイト";
    const result = pick(random, ["1-0", "0-1", "1/2-1/2", "*", undefined] as const);
    if (result !== undefined) m.result = result;
    const termination = pick(random, ["resignation", "checkmate", "interrupted", "adjourned by agreement", undefined] as const);
    if (termination !== undefined) m.termination = termination;
    // A KIF ending word such as 投了 tells the result (docs/formats/kif.md): keep them consistent.
    if ((termination === "resignation" || termination === "checkmate") && (m.result === undefined || m.result === "*")) m.result = "1-0";
    if (random() < 0.5) m.rules = { repetition: "jcsa" };
    m.tags = { Round: String(1 + Math.floor(random() * 9)), Annotator: "random" };
    addComment(record.root, pick(random, COMMENTS));
    if (o.bookmarks === true) record.root.bookmark = pick(random, BOOKMARKS);
  }
  growLine(pos, record.root, o.plies, random, o, 0);
  return record;
}
