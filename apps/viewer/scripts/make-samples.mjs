// Writes the sample games of the demo and the tests from random legal play with a fixed
// seed, using @daidai/core, in every record format of @daidai/notation:
//  - long-game.{json,pgn,kif,dsfen}: 500 plies with lion-family multi-captures,
//    promotions and hook moves, with comments on those moves;
//  - short-game.{json,pgn,kif}: 40 plies with two variations and comments.
// Run: pnpm --filter @daidai/viewer samples
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Position, createRng as random, moveToString, parseMoveString, squareName } from "@daidai/core";
import { addChild, addComment, createNode, createRecord, writeRecord } from "@daidai/notation";

const out = fileURLToPath(new URL("../samples/", import.meta.url));


const isHook = (pos, m) => {
  const kind = pos.pieceAt(m.from)?.kind;
  if ((kind !== "HM" && kind !== "Lo") || m.via.length > 0) return false;
  const dr = Math.floor(m.to / 17) - Math.floor(m.from / 17);
  const dc = (m.to % 17) - (m.from % 17);
  return kind === "HM" ? dr !== 0 && dc !== 0 : Math.abs(dr) !== Math.abs(dc) && dr !== 0 && dc !== 0;
};

function playGame(seed, plies) {
  const rnd = random(seed);
  const pos = Position.initial();
  const stats = { multi: 0, promotions: 0, hooks: 0 };
  const moves = [];
  while (moves.length < plies && pos.outcome() === null) {
    const legal = pos.legalMoves().filter((m) => m.from !== m.to || m.via.length > 0);
    const described = legal.map((m) => ({ m, d: pos.describeMove(m) }));
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const multi = described.filter((x) => x.d.captures.length >= 2 || x.d.igui);
    const promoting = described.filter((x) => x.d.promotes);
    const hooks = described.filter((x) => isHook(pos, x.m));
    const captures = described.filter((x) => x.d.captures.length > 0 && x.d.captures.every((c) => c.piece.kind !== "K"));
    const r = rnd();
    let choice;
    if (multi.length > 0 && r < 0.5) choice = pick(multi);
    else if (promoting.length > 0 && r < 0.6) choice = pick(promoting);
    else if (hooks.length > 0 && r < 0.7) choice = pick(hooks);
    else if (captures.length > 0 && r < 0.8) choice = pick(captures);
    else choice = pick(described);
    if (choice === undefined) break;
    if (choice.d.captures.length >= 2 || choice.d.igui) stats.multi++;
    if (choice.d.promotes) stats.promotions++;
    if (isHook(pos, choice.m)) stats.hooks++;
    pos.play(choice.m);
    moves.push(moveToString(choice.m));
  }
  return { moves, stats, outcome: pos.outcome() };
}

let game;
let seed = 20261130;
for (;; seed++) {
  game = playGame(seed, 500);
  const { stats } = game;
  if (game.moves.length >= 500 && stats.multi >= 3 && stats.promotions >= 5 && stats.hooks >= 2) break;
}
console.log(`seed ${String(seed)}: ${String(game.moves.length)} plies, ${JSON.stringify(game.stats)}, outcome ${JSON.stringify(game.outcome)}`);

/** Builds a record from move strings; `note(pos, move, ply)` may return a comment. */
function recordOf(moves, metadata, note = () => undefined) {
  const record = createRecord();
  Object.assign(record.metadata, metadata);
  const pos = Position.initial();
  let tail = record.root;
  moves.forEach((text, i) => {
    const r = parseMoveString(pos, text);
    if (!r.ok) throw new Error(r.error.message);
    const comment = note(pos, r.value, i + 1);
    pos.playOrThrow(r.value);
    const node = createNode(r.value);
    if (comment) addComment(node, comment);
    addChild(tail, node);
    tail = node;
  });
  return record;
}

function describe(pos, move) {
  const d = pos.describeMove(move);
  if (d.captures.length >= 2 || d.igui) return `A multi-capture: ${d.piece.code} takes on ${d.captures.map((c) => squareName(c.square)).join(" and ")}.`;
  if (isHook(pos, move)) return `A hook move: the ${d.piece.code} turns a corner on its way to ${squareName(move.to)}.`;
  if (d.promotes && d.piece.kind === "Ln") return "The lion promotes by capturing: a furious fiend.";
  return undefined;
}

const long = recordOf(
  game.moves,
  { event: "daidai sample game (random legal play)", site: "daidai viewer samples", date: "2026-11-30", black: `random (seed ${String(seed)})`, white: `random (seed ${String(seed)})`, result: "*" },
  describe,
);
for (const format of ["json", "pgn", "kif", "dsfen"]) writeFileSync(`${out}long-game.${format}`, writeRecord(long, format));

// A short game with variations and comments.
const short = playGame(7, 40);
const shortRecord = recordOf(short.moves, { event: "daidai sample with variations", black: "Alice", white: "Bob", result: "*" });
addComment(shortRecord.root, "Two random players; the variations show other tries.");
function addVariation(record, ply, seedOffset) {
  let parent = record.root;
  const pos = Position.initial();
  for (let i = 1; i < ply; i++) {
    parent = parent.children[0];
    pos.playOrThrow(parent.move);
  }
  const main = parent.children[0].move;
  const rnd = random(seedOffset);
  let tail = parent;
  for (let k = 0; k < 3; k++) {
    const legal = pos.legalMoves().filter((m) => (k > 0 || moveToString(m) !== moveToString(main)) && (m.from !== m.to || m.via.length > 0));
    const m = legal[Math.floor(rnd() * legal.length)];
    pos.play(m);
    const node = createNode(m);
    if (k === 0) addComment(node, `Variation at move ${String(ply)}.`);
    addChild(tail, node);
    tail = node;
  }
}
addVariation(shortRecord, 5, 11);
addVariation(shortRecord, 12, 12);
for (const format of ["json", "pgn", "kif"]) writeFileSync(`${out}short-game.${format}`, writeRecord(shortRecord, format));
