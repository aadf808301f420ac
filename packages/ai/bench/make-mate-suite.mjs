// Builds the mate suite (bench/data/mate-suite.json) from real games: `daidai match
// --results` files and daidai-record JSON files (the viewer's samples). Positions are
// searched with the prover (bench/lib/mate-prover.mjs, written on @daidai/core's public
// API, not on the engine): by default every position for a mate in 1 by checks, and for
// the longer mates the positions two and four plies before a mate in 1 (the same side to
// move) and the game's last plies; with `--everywhere`, every position for a mate of up to
// `--max-moves`. The mates found are kept with where they come from, at most `--per-game`
// of each length from one game and `--per-length` of each length in all.
//
//   node bench/make-mate-suite.mjs [--max-moves 3] [--everywhere] [--per-game 2] [--per-length 40]
//     [--budget 400000] [--source-note "<text>"]... [-o bench/data/mate-suite.json] <results.json | record.json>...
//
// A proof that spends `--budget` moves gives up (the position is left out). Each
// `--source-note` is stored with the games of the file in the same place (the command that
// played them, the engine's commit); the last one serves the files after it. Progress goes
// to standard error.
import fs from "node:fs";
import path from "node:path";
import { Position, fileOf, parseMoveString, rankOf } from "@daidai/core";
import { checkMateProof, proveMate } from "./lib/mate-prover.mjs";
import { parseArgs } from "./lib/args.mjs";

function usage(message) {
  process.stderr.write(`${message}\nusage: node bench/make-mate-suite.mjs [--max-moves 3] [--everywhere] [--per-game 2] [--per-length 40] [--budget N] [--source-note TEXT]... [-o out.json] <results.json | record.json>...\n`);
  process.exit(2);
}

const { opts: parsed, rest } = parseArgs(
  process.argv.slice(2),
  { maxMoves: 3, perGame: 2, perLength: 40, budget: 400_000, everywhere: false, out: "", sourceNote: [] },
  usage,
  { "-o": "out" },
);
const opts = { ...parsed, out: parsed.out === "" ? null : parsed.out, notes: parsed.sourceNote, files: rest };
if (opts.files.length === 0) usage("no input files");
if (![1, 2, 3, 4, 5].includes(opts.maxMoves) || !(opts.perGame >= 1) || !(opts.perLength >= 1) || !(opts.budget > 0)) usage("bad option value");

/** The games of a file: `{ start, moves, black, white, end, label }`. */
function gamesOf(file) {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  const base = path.basename(file);
  if (data.format === "daidai-match-results") {
    const players = data.plan.players.join(" vs ");
    return data.games.map(({ index, game }) => ({ ...game, label: `${base}: ${players}, seed ${data.plan.seed}, game ${index}` }));
  }
  if (data.format === "daidai-record") {
    const start = data.start ?? Position.initial().toDsfen();
    const m = data.metadata ?? {};
    return [{ start, moves: data.moves.map((x) => x.move), black: m.black ?? "?", white: m.white ?? "?", end: m.termination ?? m.result ?? "?", label: base }];
  }
  throw new Error(`${file}: neither a daidai match results file nor a daidai-record`);
}

/** What the proving first move is: the piece kind that moves, its captures, and whether it promotes or turns a corner. */
function describeFirst(pos, text) {
  const d = pos.describeMove(parseMoveString(pos, text).value);
  const { from, to } = d.move;
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const straight = df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr);
  return {
    piece: d.piece.kind,
    captures: d.captures.length,
    promotes: d.promotes,
    ...(d.igui ? { igui: true } : {}),
    ...((d.piece.kind === "HM" || d.piece.kind === "Lo") && !straight && d.move.via.length === 0 ? { hook: true } : {}),
  };
}

const note = (fileIndex) => opts.notes[Math.min(fileIndex, opts.notes.length - 1)];
const found = [];
const seen = new Set();
let proofs = 0;
let unknown = 0;

for (const [fileIndex, file] of opts.files.entries()) {
  for (const game of gamesOf(file)) {
    // The positions of the game, as DSFEN (proved without history).
    const pos = Position.fromDsfenOrThrow(game.start);
    const positions = [pos.toDsfen()];
    for (const text of game.moves) {
      const move = parseMoveString(pos, text);
      if (!move.ok) throw new Error(`${game.label}: move ${positions.length} '${text}': ${move.error.message}`);
      pos.playOrThrow(move.value);
      positions.push(pos.toDsfen());
    }
    const plies = game.moves.length;
    const results = new Map(); // ply → proof result for the lengths tried
    const prove = (ply, moves) => {
      proofs++;
      const r = proveMate(positions[ply], moves, { budget: opts.budget });
      if (r.status === "unknown") unknown++;
      results.set(ply, r);
      return r;
    };
    const mate1 = [];
    for (let ply = 0; ply <= plies; ply++) {
      if (Position.fromDsfenOrThrow(positions[ply]).outcome() !== null) continue;
      const r = prove(ply, opts.everywhere ? opts.maxMoves : 1);
      if (r.status === "mate" && r.moves === 1) mate1.push(ply);
    }
    // Longer mates: before the mates in 1, and at the end of the game.
    const longer = new Set();
    for (const p of mate1) for (let k = 1; k < opts.maxMoves; k++) if (p - 2 * k >= 0) longer.add(p - 2 * k);
    for (let ply = Math.max(0, plies - 8); ply <= plies; ply++) longer.add(ply);
    for (const ply of [...longer].sort((a, b) => a - b)) {
      if (opts.everywhere || results.get(ply)?.status === "mate") continue;
      if (Position.fromDsfenOrThrow(positions[ply]).outcome() !== null) continue;
      prove(ply, opts.maxMoves);
    }
    let kept = 0;
    for (const [ply, r] of [...results].sort((a, b) => a[0] - b[0])) {
      if (r.status !== "mate") continue;
      const p = Position.fromDsfenOrThrow(positions[ply]);
      if (seen.has(p.key())) continue;
      seen.add(p.key());
      kept++;
      const played = ply < plies ? game.moves[ply] : null;
      found.push({
        dsfen: positions[ply],
        turn: p.turn,
        moves: r.moves,
        first: r.move,
        firstMove: describeFirst(p, r.move),
        proofNodes: r.nodes,
        pieces: p.setup().board.filter((x) => x !== null).length,
        source: {
          file: path.basename(file),
          game: game.label,
          ...(note(fileIndex) !== undefined ? { note: note(fileIndex) } : {}),
          ply,
          black: game.black,
          white: game.white,
          end: game.end,
          played,
          // Did the move played start a mate as short (by checks)? Not when the mate was missed.
          playedProves: played !== null && checkMateProof(positions[ply], played, r.moves, { budget: opts.budget }) === "proved",
        },
      });
    }
    process.stderr.write(`${game.label}: ${plies} plies, ${mate1.length} positions with a mate in 1, ${kept} new mates\n`);
  }
}

// Choose up to --per-length mates of each length, round robin over the games (each game's
// last mate first: the end of a game holds the mates that were played or missed), at most
// --per-game of each length from one game.
const byLength = new Map();
for (const f of found) {
  const games = byLength.get(f.moves) ?? new Map();
  games.set(f.source.game, [...(games.get(f.source.game) ?? []), f]);
  byLength.set(f.moves, games);
}
const suite = [];
for (const games of byLength.values()) {
  // Each game's last mate, then its others in game order; the games taken in turn from each
  // input file, so that every file has its share.
  const byFile = new Map();
  for (const list of games.values()) {
    const file = list[0].source.file;
    byFile.set(file, [...(byFile.get(file) ?? []), [list[list.length - 1], ...list.slice(0, -1)].slice(0, opts.perGame)]);
  }
  const queues = [];
  for (let i = 0; queues.length < games.size; i++) for (const lists of byFile.values()) if (lists[i] !== undefined) queues.push(lists[i]);
  let taken = 0;
  for (let round = 0; taken < opts.perLength && queues.some((q) => q.length > round); round++) {
    for (const q of queues) {
      if (taken >= opts.perLength) break;
      if (q[round] !== undefined) {
        suite.push(q[round]);
        taken++;
      }
    }
  }
}
suite.sort((a, b) => a.moves - b.moves || a.source.game.localeCompare(b.source.game, "en") || a.source.ply - b.source.ply);
const counters = new Map();
const positions = suite.map((f) => {
  const n = (counters.get(f.moves) ?? 0) + 1;
  counters.set(f.moves, n);
  return { id: `mate${f.moves}-${String(n).padStart(3, "0")}`, ...f };
});

const out = {
  format: "daidai-mate-suite",
  version: 1,
  description:
    "Forced mates in 1 to 3 moves from real games, each proved by bench/lib/mate-prover.mjs (an exhaustive search on @daidai/core's public API: the attacker's checking moves, every legal defence). `moves` is the shortest mate by checks; `first` a proving first move. Positions are proved without their game history.",
  command: `node bench/make-mate-suite.mjs ${process.argv.slice(2).map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(" ")}`,
  positions,
};
// One position a line: the file diffs line by line.
const { positions: list, ...head } = out;
const text = `${JSON.stringify(head, null, 1).slice(0, -2)},\n "positions": [\n${list.map((e) => `  ${JSON.stringify(e)}`).join(",\n")}\n ]\n}\n`;
if (opts.out === null) process.stdout.write(text);
else fs.writeFileSync(opts.out, text);
const lengths = [...counters].sort().map(([n, c]) => `${c} in ${n}`).join(", ");
process.stderr.write(`${proofs} proofs (${unknown} gave up at the budget); ${found.length} distinct mates found, ${positions.length} kept (${lengths})\n`);
