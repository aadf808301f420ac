/**
 * Japanese move text (docs/formats/japanese-moves.md): destination as full-width file
 * digits and a kanji rank numeral (or 同), the piece's kanji name (成 + the original name
 * for a promoted piece), 成 when the move promotes, and the origin with the squares
 * captured before the final one in parentheses: `１３十四獅子成(1516→1415)`.
 */
import { ILLEGAL_REASON_TEXT, KIND_DATA, fileOf, rankOf, squareAt, type Move, type Position, type Square } from "@daidai/core";
import { parse as parseSyntax } from "../../generated/japanese.js";
import { compileShape, type CompiledShape, type MoveShape, type ReplayBoard } from "../engine-replay.js";
import type { JapaneseMoveSyntax } from "../syntax.js";
import { READ_SPELLINGS } from "../piece-spellings.js";
import { remembered } from "./cache.js";
import type { MoveTextResult } from "./result.js";
import { squaresWithPiece } from "./pieces.js";

const NO_SQUARES: readonly Square[] = Object.freeze([]);

/** A parsed Japanese move text with what the fast path needs of it. */
interface Prepared {
  readonly syntax: JapaneseMoveSyntax;
  /** The move's shape; its final square is -1 for 同 (the previous move's). */
  readonly shape: CompiledShape | null;
}

/** The shape of the move a parsed text names, or null when the text names no square or piece. */
function shapeOf(syntax: JapaneseMoveSyntax): MoveShape | null {
  const to = syntax.destination === null ? -1 : squareAt(syntax.destination.file, syntax.destination.rank);
  const code = codeOfJapaneseName(syntax.name, syntax.promotedPiece);
  if ((syntax.destination !== null && to < 0) || code === undefined) return null;
  // The via arrays become the played moves' (shared, so frozen).
  if (syntax.path === null) return { code, origin: null, to, via: NO_SQUARES };
  const squares = syntax.path.map(([f, r]) => squareAt(f, r));
  if (squares.some((sq) => sq < 0)) return null;
  return { code, origin: squares[0] ?? -1, to, via: Object.freeze(squares.slice(1)) };
}

/** A Japanese move text parsed and prepared, or null when it does not parse (remembered: records repeat texts). */
const prepared = remembered((text): Prepared => {
  const syntax = parseSyntax(text);
  const shape = shapeOf(syntax);
  return { syntax, shape: shape === null ? null : compileShape(shape) };
});

const WIDE_DIGITS = "０１２３４５６７８９";
const RANK_NUMERALS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六", "十七"];

/** Kanji name of each original kind code (the king is written 玉将; 王将 is read too). */
const NAME_OF_CODE = new Map<string, string>(
  KIND_DATA.filter((k) => !k.onlyByPromotion).map((k) => [k.code, k.code === "K" ? "玉将" : k.kanji]),
);

/** Code (original kind) of each kanji name, with 王将 and the other spellings readers take (奇犬 = 𠵇犬, 竜王 = 龍王…). */
const CODE_OF_NAME = new Map<string, string>([...[...NAME_OF_CODE].map(([code, name]) => [name, code] as [string, string]), ["王将", "K"]]);
for (const [spelling, name] of READ_SPELLINGS) {
  const code = CODE_OF_NAME.get(name);
  if (code !== undefined) CODE_OF_NAME.set(spelling, code);
}

/** The promotion-only kinds may be written by their own names: 奮迅 = 成獅子, … */
const PROMOTED_ALIASES = new Map<string, string>(
  KIND_DATA.filter((k) => k.onlyByPromotion).map((k) => [k.kanji, k.notation]),
);

/** Full-width digits of a file number: 8 → ８, 13 → １３. */
export function wideNumber(n: number): string {
  return String(n).replace(/\d/g, (c) => WIDE_DIGITS.charAt(Number(c)));
}

/** Kanji rank numeral of a rank index (1 → 一, 17 → 十七). */
export function rankNumeral(rank: number): string {
  return RANK_NUMERALS[rank] ?? "?";
}

/** Japanese name of a square: ８十一. */
export function japaneseSquare(sq: Square): string {
  return `${wideNumber(fileOf(sq))}${rankNumeral(rankOf(sq))}`;
}

/** Four-digit origin notation: file and rank, two digits each (15p → 1516). */
export function squareDigits(sq: Square): string {
  return `${String(fileOf(sq)).padStart(2, "0")}${String(rankOf(sq)).padStart(2, "0")}`;
}

/** Japanese name of a piece code: `Ln` → 獅子, `+Ea` → 成東夷. */
export function japanesePieceName(code: string): string {
  const promoted = code.startsWith("+");
  const original = promoted ? code.slice(1) : code;
  return `${promoted ? "成" : ""}${NAME_OF_CODE.get(original) ?? original}`;
}

/** Code (`Ln`, `+Ea`) of a Japanese piece name, or undefined. */
export function codeOfJapaneseName(name: string, promoted: boolean): string | undefined {
  if (!promoted) {
    const alias = PROMOTED_ALIASES.get(name);
    if (alias !== undefined) return alias;
  }
  const code = CODE_OF_NAME.get(name);
  if (code === undefined) return undefined;
  return promoted ? `+${code}` : code;
}

/** The previous move's destination in a position, or undefined at its start. */
export function previousDestination(pos: Position): Square | undefined {
  return pos.history().at(-1)?.to;
}

/**
 * Japanese text of a legal move. `previousTo` is the destination of the move before it
 * (for 同); by default it is taken from the position's history.
 */
export function formatJapanese(pos: Position, move: Move, previousTo: Square | undefined = previousDestination(pos)): string {
  const d = pos.describeMove(move);
  const dest = previousTo === move.to ? "同　" : japaneseSquare(move.to);
  const path = [move.from, ...move.via].map(squareDigits).join("→");
  return `${dest}${japanesePieceName(d.piece.code)}${d.promotes ? "成" : ""}(${path})`;
}

/** Resolves parsed Japanese text to the legal move it names. */
export function resolveJapanese(pos: Position, syntax: JapaneseMoveSyntax, previousTo: Square | undefined): MoveTextResult {
  let to: Square;
  if (syntax.destination === null) {
    if (previousTo === undefined) return { ok: false, error: "同 (same square) needs a previous move" };
    to = previousTo;
  } else {
    to = squareAt(syntax.destination.file, syntax.destination.rank);
    if (to < 0) return { ok: false, error: `no square at file ${String(syntax.destination.file)}, rank ${String(syntax.destination.rank)}` };
  }
  const code = codeOfJapaneseName(syntax.name, syntax.promotedPiece);
  if (code === undefined) return { ok: false, error: `unknown piece name '${syntax.promotedPiece ? "成" : ""}${syntax.name}'` };
  const color = pos.turn;
  const candidates: Move[] = [];
  if (syntax.path !== null) {
    const squares = syntax.path.map(([f, r]) => squareAt(f, r));
    const bad = syntax.path.find((_, i) => (squares[i] ?? -1) < 0);
    if (bad !== undefined) return { ok: false, error: `no square at file ${String(bad[0])}, rank ${String(bad[1])} (write two digits for the file, two for the rank)` };
    const from = squares[0] ?? -1;
    const piece = pos.pieceAt(from);
    if (piece?.code !== code || piece.color !== color) {
      return { ok: false, error: `there is no ${japanesePieceName(code)} of the side to move on ${japaneseSquare(from)}` };
    }
    candidates.push({ from, to, via: squares.slice(1) });
  } else {
    const origins = squaresWithPiece(pos, code, color);
    if (origins.length === 0) return { ok: false, error: `the side to move has no ${japanesePieceName(code)}` };
    for (const from of origins) candidates.push({ from, to, via: [] });
  }
  const legal: Move[] = [];
  const reasons: string[] = [];
  for (const m of candidates) {
    const reason = pos.illegalReason(m);
    if (reason === undefined) legal.push(m);
    else reasons.push(ILLEGAL_REASON_TEXT[reason]);
  }
  const only = legal[0];
  if (legal.length > 1) {
    const origins = legal.map((m) => `(${squareDigits(m.from)})`).join(" or ");
    return { ok: false, error: `ambiguous: ${String(legal.length)} pieces can play it; write the origin in parentheses: ${origins}` };
  }
  if (only === undefined) return { ok: false, error: `illegal move: ${[...new Set(reasons)].join("; ")}`, illegal: true };
  if (syntax.promotes && !pos.describeMove(only).promotes) return { ok: false, error: "the move does not promote (remove 成)" };
  if (syntax.declinesPromotion && pos.describeMove(only).promotes) return { ok: false, error: "the move promotes (write 成, not 不成)" };
  return { ok: true, move: only };
}

/**
 * Plays the move a Japanese text names on `board` when it is clear (one piece can make it,
 * and its promotion is as written), and returns it; undefined (nothing played) otherwise,
 * or when the text does not parse: then {@link parseJapanese} decides.
 */
export function playJapaneseFast(board: ReplayBoard, text: string, previousTo: Square | undefined): Move | undefined {
  const p = prepared(text);
  if (p?.shape == null) return undefined;
  let shape = p.shape;
  if (p.syntax.destination === null) {
    if (previousTo === undefined) return undefined;
    shape = compileShape({ code: shape.code, origin: shape.origin, to: previousTo, via: shape.via });
  }
  const { promotes, declinesPromotion } = p.syntax;
  return board.playUnique(shape, (e) => (!promotes || e.promotes) && (!declinesPromotion || !e.promotes));
}

/** Parses and resolves Japanese move text. */
export function parseJapanese(pos: Position, text: string, previousTo: Square | undefined): MoveTextResult {
  const p = prepared(text);
  if (p !== null) return resolveJapanese(pos, p.syntax, previousTo);
  try {
    parseSyntax(text);
  } catch (e) {
    const err = e as { message: string; location?: { start: { offset: number } } };
    const result: MoveTextResult = { ok: false, error: `not a Japanese move: ${err.message}` };
    if (err.location !== undefined) result.offset = err.location.start.offset;
    return result;
  }
  return { ok: false, error: "not a Japanese move" };
}
