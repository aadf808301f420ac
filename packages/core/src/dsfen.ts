/**
 * DSFEN position strings (formats.md §1): parsing with located errors, canonical writing.
 */
import { BOARD_SIZE, RANK_LETTERS, SQUARE_COUNT, type Color } from "./geometry.js";
import { pieceOf, type Piece } from "./piece.js";
import { KIND_DATA, kindIndex } from "./pieces/registry.js";
import { err, ok, unwrap, type Result } from "./result.js";

/** An unvalidated position: what a DSFEN says. */
export interface Setup {
  /** The piece on each square (index = {@link Square}), or null. */
  readonly board: readonly (Piece | null)[];
  readonly turn: Color;
  /** Number of the next move, counting both sides' moves (1 in the initial position). */
  readonly moveNumber: number;
}

/** What kind of DSFEN syntax error: see {@link DsfenError}. */
export type DsfenErrorCode =
  | "empty"
  | "rankCount"
  | "emptyToken"
  | "badCount"
  | "badToken"
  | "unknownPiece"
  | "promotedOnly"
  | "cannotPromote"
  | "rankTooLong"
  | "rankTooShort"
  | "missingSide"
  | "badSide"
  | "badMoveNumber"
  | "trailingText";

/** A DSFEN syntax error: its code, where (`rank` a…q, `token`), what was expected, and a message. */
export interface DsfenError {
  readonly code: DsfenErrorCode;
  readonly message: string;
  /** Rank letter a…q of the offending rank, when the error is in the board. */
  readonly rank?: string;
  /** The offending token (or rank text), when there is one. */
  readonly token?: string;
  /** What was expected there, in words. */
  readonly expected: string;
}

function dsfenError(code: DsfenErrorCode, message: string, expected: string, rank?: string, token?: string): Result<never, DsfenError> {
  return err({
    code,
    message,
    expected,
    ...(rank === undefined ? {} : { rank }),
    ...(token === undefined ? {} : { token }),
  });
}

/** The DSFEN of the initial position (formats.md §1). */
export const INITIAL_DSFEN =
  "vL,vHM,vDv,vR,vSq,vDK,vFT,vRG,vK,vLG,vQ,vFr,vDH,vRa,vSD,vLo,vL/vRv,vPo,vLD,vBM,vFD,vRB,vKr,vG,vNK,vG,vPh,vCS,vPS,vOR,vLn,vOK,vRv/" +
  "1,vB,1,vEB,1,vFH,1,vS,vGD,vS,1,vWB,1,vEF,1,vVM,1/vWT,vWE,vSo,vEa,vW,vSt,vI,vC,vGB,vC,vI,vSt,vW,vWe,vNo,vFE,vBD/" +
  "vRC,vSM,vVO,vAB,vEW,vVB,vFL,vST,vSB,vST,vFL,vVB,vEW,vAB,vVO,vSM,vLC/vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP/" +
  "5,vHD,5,vHD,5/17/17/17/5,HD,5,HD,5/P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/LC,SM,VO,AB,EW,VB,FL,ST,SB,ST,FL,VB,EW,AB,VO,SM,RC/" +
  "BD,FE,No,We,W,St,I,C,GB,C,I,St,W,Ea,So,WE,WT/1,VM,1,EF,1,WB,1,S,GD,S,1,FH,1,EB,1,B,1/Rv,OK,Ln,OR,PS,CS,Ph,G,NK,G,Kr,RB,FD,BM,LD,Po,Rv/" +
  "L,Lo,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,Sq,R,Dv,HM,L b 1";

const TOKEN_RE = /^(v?)(\+?)([A-Za-z]{1,2})$/;
/** What a token of a rank may be, in words (errors name it). */
const TOKEN_EXPECTED = "a count 1…17 or a piece such as P, vLn, +Ea";

/**
 * Parses a DSFEN into a {@link Setup}, or a {@link DsfenError} naming the rank, the token and
 * what was expected.
 * @example
 * const r = parseDsfen(INITIAL_DSFEN);
 * if (r.ok) console.log(r.value.turn); // "black"
 */
export function parseDsfen(text: string): Result<Setup, DsfenError> {
  const parts = splitFields(text);
  const boardText = parts[0] ?? "";
  if (boardText === "") return dsfenError("empty", "empty DSFEN: expected 17 ranks separated by '/'", "17 ranks separated by '/'");
  const ranks = boardText.split("/");
  if (ranks.length !== BOARD_SIZE) {
    return dsfenError("rankCount", `expected 17 ranks separated by '/', found ${String(ranks.length)}`, "17 ranks separated by '/'");
  }
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  for (let row = 0; row < BOARD_SIZE; row++) {
    const rankText = ranks[row] ?? "";
    const rank = RANK_LETTERS.charAt(row);
    let col = 0;
    const tokens = rankText.split(",").map((t) => t.trim());
    for (const token of tokens) {
      if (token === "") return dsfenError("emptyToken", `rank ${rank}: empty token; expected a piece or an empty-square count`, TOKEN_EXPECTED, rank, token);
      const known = PIECE_TOKENS.get(token);
      if (known === undefined && /^\d+$/.test(token)) {
        const count = Number(token);
        if (count < 1 || count > BOARD_SIZE || token.startsWith("0")) {
          return dsfenError("badCount", `rank ${rank}: bad empty-square count '${token}'; expected 1…17`, "an empty-square count 1…17", rank, token);
        }
        col += count;
      } else {
        const piece = known ?? readPieceToken(token, rank);
        if (!("color" in piece)) return piece;
        if (col >= BOARD_SIZE) return dsfenError("rankTooLong", `rank ${rank}: more than 17 squares at token '${token}'`, "17 squares per rank", rank, token);
        board[row * BOARD_SIZE + col] = piece;
        col++;
      }
      if (col > BOARD_SIZE) return dsfenError("rankTooLong", `rank ${rank}: more than 17 squares at token '${token}'`, "17 squares per rank", rank, token);
    }
    if (col !== BOARD_SIZE) {
      return dsfenError("rankTooShort", `rank ${rank}: covers ${String(col)} squares; expected exactly 17`, "17 squares per rank", rank, rankText);
    }
  }
  const sideText = parts[1];
  if (sideText === undefined) return dsfenError("missingSide", "missing side to move after the board; expected 'b' or 'w'", "'b' or 'w'");
  if (sideText !== "b" && sideText !== "w") return dsfenError("badSide", `bad side to move '${sideText}'; expected 'b' or 'w'`, "'b' or 'w'", undefined, sideText);
  let moveNumber = 1;
  const numberText = parts[2];
  if (numberText !== undefined) {
    if (!/^[1-9]\d*$/.test(numberText)) {
      return dsfenError("badMoveNumber", `bad move number '${numberText}'; expected a positive integer`, "a positive integer", undefined, numberText);
    }
    moveNumber = Number(numberText);
  }
  if (parts.length > 3) {
    return dsfenError("trailingText", `unexpected text after the move number: '${parts.slice(3).join(" ")}'`, "nothing after the move number", undefined, parts[3]);
  }
  return ok({ board, turn: sideText === "b" ? "black" : "white", moveNumber });
}

/** {@link parseDsfen}, throwing a {@link CoreError} (with the {@link DsfenError}) on bad input. */
export function parseDsfenOrThrow(text: string): Setup {
  return unwrap(parseDsfen(text));
}

/** Piece tokens read so far (`P`, `vLn`, `+Ea`; a few hundred at most) and their shared piece objects: a board of pieces already seen is read without the checks again. */
const PIECE_TOKENS = new Map<string, Piece>();

/** The piece a token of `rank` names (remembered in PIECE_TOKENS), or the failed result that says why it names none. */
function readPieceToken(token: string, rank: string): Piece | Result<never, DsfenError> {
  const m = TOKEN_RE.exec(token);
  if (m === null) {
    return dsfenError("badToken", `rank ${rank}: bad token '${token}'; expected ${TOKEN_EXPECTED}`, TOKEN_EXPECTED, rank, token);
  }
  const color: Color = m[1] === "v" ? "white" : "black";
  const promoted = m[2] === "+";
  const code = m[3] ?? "";
  const kind = KIND_DATA[kindIndex(code)];
  if (kind === undefined) return dsfenError("unknownPiece", `rank ${rank}: unknown piece code '${code}' in '${token}'`, "a piece code of rules.md", rank, token);
  if (kind.onlyByPromotion) {
    return dsfenError(
      "promotedOnly",
      `rank ${rank}: '${code}' exists only as a promoted piece; write it as ${kind.notation} (token '${token}')`,
      kind.notation,
      rank,
      token,
    );
  }
  if (promoted && kind.promotesTo === null) {
    return dsfenError("cannotPromote", `rank ${rank}: '${code}' cannot promote, so '${token}' is not a piece`, `${code} without '+'`, rank, token);
  }
  const piece = pieceOf(promoted ? `+${code}` : code, color);
  if (piece === undefined) return dsfenError("unknownPiece", `rank ${rank}: unknown piece code '${code}' in '${token}'`, "a piece code of rules.md", rank, token);
  PIECE_TOKENS.set(token, piece);
  return piece;
}

/** Splits a DSFEN into board, side and move number; spaces after commas stay inside the board. */
function splitFields(text: string): string[] {
  const collapsed = text.trim().replace(/,\s+/g, ",");
  return collapsed === "" ? [] : collapsed.split(/\s+/);
}

/** Writes a setup as canonical DSFEN. */
export function writeDsfen(setup: Setup): string {
  const ranks: string[] = [];
  for (let row = 0; row < BOARD_SIZE; row++) {
    const tokens: string[] = [];
    let empty = 0;
    for (let col = 0; col < BOARD_SIZE; col++) {
      const p = setup.board[row * BOARD_SIZE + col] ?? null;
      if (p === null) {
        empty++;
        continue;
      }
      if (empty > 0) tokens.push(String(empty));
      empty = 0;
      tokens.push(`${p.color === "white" ? "v" : ""}${p.code}`);
    }
    if (empty > 0) tokens.push(String(empty));
    ranks.push(tokens.join(","));
  }
  return `${ranks.join("/")} ${setup.turn === "black" ? "b" : "w"} ${String(setup.moveNumber)}`;
}
