/**
 * Western move text (Hodges style, rules.md §11): formatting from core's describeMove and
 * resolving parsed text against the position.
 */
import { ILLEGAL_REASON_TEXT, pieceOf, squareName, parseSquare, type Move, type MoveDetails, type Position, type Square } from "@daidai/core";
import { parse as parseSyntax } from "../../generated/western.js";
import { compileShape, type CandidateEffects, type CompiledShape, type MoveShape, type ReplayBoard } from "../engine-replay.js";
import type { WesternBody, WesternMoveSyntax } from "../syntax.js";
import { remembered } from "./cache.js";
import { scanWestern } from "./western-scan.js";
import type { MoveTextResult } from "./result.js";
import { squaresWithPiece } from "./pieces.js";

const NO_SQUARES: readonly Square[] = Object.freeze([]);

/** A parsed western move text with what the fast path needs of it. */
interface Prepared {
  readonly syntax: WesternMoveSyntax;
  /** The body as {@link bodyText} writes it. */
  readonly written: string;
  readonly shape: CompiledShape;
  /** Accepts a candidate whose captures and promotion are as written (see {@link playWesternFast}). */
  readonly check: (e: CandidateEffects) => boolean;
}

/** The shape of the move a parsed text names (see {@link moveOf}). */
function shapeOf(syntax: WesternMoveSyntax): MoveShape {
  const body = syntax.body;
  const base = { code: syntax.designation, origin: syntax.origin === null ? null : parseSquare(syntax.origin) };
  // The via arrays become the played moves' (shared, so frozen).
  switch (body.kind) {
    case "igui":
      return { ...base, to: -1, via: Object.freeze([parseSquare(body.square)]) };
    case "move":
      return { ...base, to: parseSquare(body.final), via: NO_SQUARES };
    case "captures": {
      const caps = body.captures.map(parseSquare);
      if (body.final === null) return { ...base, to: caps[caps.length - 1] ?? -1, via: Object.freeze(caps.slice(0, -1)) };
      return { ...base, to: parseSquare(body.final), via: Object.freeze(caps) };
    }
  }
}

/** A western move text parsed and prepared, or null when it does not parse (remembered: records repeat texts). */
const prepared = remembered((text): Prepared => {
  // The hand-written reader gives the grammar's syntax; the grammar runs (and throws) on what it refuses.
  const syntax = scanWestern(text) ?? parseSyntax(text);
  const written = syntaxBodyText(syntax.body);
  const mark = syntax.promotionMark;
  // A plain move (-8k) is written so exactly when it captures nothing (the body text then is -<final square>).
  const plain = syntax.body.kind === "move";
  const check = (e: CandidateEffects): boolean => (!mark || e.promotes) && (plain ? e.captures.length === 0 : bodyTextOf(e.move, e.captures) === written);
  return { syntax, written, shape: compileShape(shapeOf(syntax)), check };
});

/** How to write origins: only when needed (`short`) or always (`long`). */
export type Disambiguation = "short" | "long";

/** The body of a move as written: `-8k`, `x12g`, `!14o`, `x14ox13n`, `x3n-3o`, `-15p` (pass). */
export function bodyText(d: MoveDetails): string {
  return bodyTextOf(d.move, d.captures.map((c) => c.square));
}

/** The body of move `m` that captures `caps` (in order). */
function bodyTextOf(m: Move, caps: readonly Square[]): string {
  if (m.to === m.from && m.via.length === 0) return `-${squareName(m.from)}`;
  const first = caps[0];
  if (m.to === m.from && caps.length === 1 && first !== undefined) return `!${squareName(first)}`;
  if (caps.length === 0) return `-${squareName(m.to)}`;
  let s = caps.map((c) => `x${squareName(c)}`).join("");
  if (caps[caps.length - 1] !== m.to) s += `-${squareName(m.to)}`;
  return s;
}

/** The canonical text of a parsed body (`x!14o` becomes `!14o`). */
function syntaxBodyText(body: WesternBody): string {
  switch (body.kind) {
    case "igui":
      return `!${body.square}`;
    case "move":
      return `-${body.final}`;
    case "captures":
      return body.captures.map((c) => `x${c}`).join("") + (body.final === null ? "" : `-${body.final}`);
  }
}

/** The move a parsed body means when played from `from`. */
function moveOf(from: Square, body: WesternBody): Move {
  switch (body.kind) {
    case "igui":
      return { from, to: from, via: [parseSquare(body.square)] };
    case "move":
      return { from, to: parseSquare(body.final), via: [] };
    case "captures": {
      const caps = body.captures.map(parseSquare);
      if (body.final === null) return { from, to: caps[caps.length - 1] ?? -1, via: caps.slice(0, -1) };
      return { from, to: parseSquare(body.final), via: caps };
    }
  }
}

/** The same-shaped move of another piece (for disambiguation), or undefined for a pass. */
function sameShape(move: Move, d: MoveDetails, from: Square): Move | undefined {
  if (d.pass) return undefined;
  if (d.igui) return { from, to: from, via: move.via };
  return { from, to: move.to, via: move.via };
}

/**
 * Western text of a legal move: designation, origin when needed (or always with `long`),
 * body, and a trailing `+` when the move promotes.
 */
export function formatWestern(pos: Position, move: Move, disambiguation: Disambiguation = "short"): string {
  const d = pos.describeMove(move);
  const body = bodyText(d);
  let origin = disambiguation === "long";
  if (!origin) {
    for (const other of squaresWithPiece(pos, d.piece.code, d.piece.color)) {
      if (other === move.from) continue;
      const alt = sameShape(move, d, other);
      if (alt === undefined || pos.illegalReason(alt) !== undefined) continue;
      if (bodyText(pos.describeMove(alt)) === body) {
        origin = true;
        break;
      }
    }
  }
  return `${d.piece.code}${origin ? squareName(move.from) : ""}${body}${d.promotes ? "+" : ""}`;
}

/** Resolves parsed western text to the one legal move it names. */
export function resolveWestern(pos: Position, syntax: WesternMoveSyntax): MoveTextResult {
  const des = syntax.designation;
  const color = pos.turn;
  if (pieceOf(des, color) === undefined) {
    const hint = { FF: "+Ln", GE: "+LD", MW: "+BM", WS: "+OR" }[des];
    return { ok: false, error: `unknown piece designation '${des}'${hint === undefined ? "" : `; write ${hint}`}` };
  }
  const written = syntaxBodyText(syntax.body);
  let origins: Square[];
  if (syntax.origin !== null) {
    const from = parseSquare(syntax.origin);
    const piece = pos.pieceAt(from);
    if (piece?.code !== des || piece.color !== color) {
      return { ok: false, error: `there is no ${des} of the side to move (${color}) on ${syntax.origin}` };
    }
    origins = [from];
  } else {
    origins = squaresWithPiece(pos, des, color);
    if (origins.length === 0) return { ok: false, error: `the side to move (${color}) has no ${des}` };
  }
  const matches: { move: Move; d: MoveDetails }[] = [];
  const reasons: { from: Square; reason: string }[] = [];
  let onlyRuleReasons = true;
  for (const from of origins) {
    const move = moveOf(from, syntax.body);
    const reason = pos.illegalReason(move);
    if (reason !== undefined) {
      reasons.push({ from, reason: ILLEGAL_REASON_TEXT[reason] });
      continue;
    }
    const d = pos.describeMove(move);
    const actual = bodyText(d);
    if (actual !== written) {
      onlyRuleReasons = false;
      reasons.push({ from, reason: `that move is written ${des}${origins.length > 1 ? squareName(from) : ""}${actual}` });
      continue;
    }
    matches.push({ move, d });
  }
  const only = matches[0];
  if (matches.length === 1 && only !== undefined) {
    if (syntax.promotionMark && !only.d.promotes) return { ok: false, error: "the move does not promote (remove the trailing +)" };
    return { ok: true, move: only.move };
  }
  if (matches.length > 1) {
    const examples = matches.map((m) => `${des}${squareName(m.move.from)}${written}`).join(" or ");
    return { ok: false, error: `ambiguous: ${String(matches.length)} pieces can play it; write the origin (${examples})` };
  }
  return { ok: false, error: `illegal move: ${explain(des, reasons)}`, illegal: onlyRuleReasons };
}

/** Why no piece could make the move: one reason, or the reasons per origin (a few). */
function explain(des: string, reasons: readonly { from: Square; reason: string }[]): string {
  const distinct = [...new Set(reasons.map((r) => r.reason))];
  const first = distinct[0] ?? "";
  if (reasons.length === 1) return first;
  if (distinct.length === 1) return `no ${des} can play it (${first})`;
  const listed = reasons.slice(0, 4).map((r) => `${des}${squareName(r.from)}: ${r.reason}`);
  return `${listed.join("; ")}${reasons.length > 4 ? "; …" : ""}`;
}

/**
 * Plays the move a western text names on `board` when it is clear (one piece can make it,
 * and its captures and promotion are as written), and returns it; undefined (nothing
 * played) otherwise, or when the text does not parse: then {@link parseWestern} decides.
 */
export function playWesternFast(board: ReplayBoard, text: string): Move | undefined {
  const p = prepared(text);
  if (p === null) return undefined;
  return board.playUnique(p.shape, p.check);
}

/** Parses and resolves western move text. */
export function parseWestern(pos: Position, text: string): MoveTextResult {
  const p = prepared(text);
  if (p !== null) return resolveWestern(pos, p.syntax);
  try {
    parseSyntax(text);
  } catch (e) {
    const err = e as { message: string; location?: { start: { offset: number } } };
    const result: MoveTextResult = { ok: false, error: `not a western move: ${err.message}` };
    if (err.location !== undefined) result.offset = err.location.start.offset;
    return result;
  }
  return { ok: false, error: "not a western move" };
}
