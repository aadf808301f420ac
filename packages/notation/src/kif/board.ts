/**
 * The BOD-style board diagram of a KIF record (docs/formats/kif.md): 17 rows between `|`
 * bars, each cell a side mark (` ` Black, `v` White), `成` for a promoted piece (else a
 * full-width space), and the 2-kanji piece name; `・` is an empty square.
 */
import { BOARD_SIZE, KIND_DATA, Position, type Setup } from "@daidai/core";
import { codeOfJapaneseName, japanesePieceName, rankNumeral, wideNumber } from "../move-text/japanese.js";
import { READ_SPELLINGS } from "../piece-spellings.js";

const NAMES: readonly string[] = [
  ...KIND_DATA.filter((k) => !k.onlyByPromotion && k.code !== "K").map((k) => k.kanji),
  "玉将",
  "王将",
  ...READ_SPELLINGS.keys(),
].sort((a, b) => b.length - a.length);

/** The diagram lines of a position (without the turn and move-count lines). */
export function writeBoard(setup: Setup): string[] {
  const lines: string[] = [];
  lines.push(Array.from({ length: BOARD_SIZE }, (_, i) => wideNumber(BOARD_SIZE - i).padStart(4, "　")).join(""));
  const border = `+${"-".repeat(BOARD_SIZE * 4)}+`;
  lines.push(border);
  for (let row = 0; row < BOARD_SIZE; row++) {
    let cells = "";
    for (let col = 0; col < BOARD_SIZE; col++) {
      const p = setup.board[row * BOARD_SIZE + col] ?? null;
      if (p === null) {
        cells += " 　・　";
        continue;
      }
      const name = japanesePieceName(p.code);
      cells += `${p.color === "white" ? "v" : " "}${p.promoted ? "" : "　"}${name}`;
    }
    lines.push(`|${cells}|${rankNumeral(row + 1)}`);
  }
  lines.push(border);
  return lines;
}

/** One row's cells as DSFEN tokens (`vLn`, `+Ea`, or null for empty); an error message on bad text. */
export function readBoardRow(cells: string): (string | null)[] | string {
  const out: (string | null)[] = [];
  let i = 0;
  while (i < cells.length) {
    const ch = cells.charAt(i);
    if (ch === " " || ch === "　" || ch === "\t") {
      i++;
      continue;
    }
    if (ch === "・") {
      out.push(null);
      i++;
      continue;
    }
    let white = false;
    if (ch === "v") {
      white = true;
      i++;
      while (cells.charAt(i) === "　" || cells.charAt(i) === " ") i++;
    }
    let promoted = false;
    if (cells.charAt(i) === "成") {
      promoted = true;
      i++;
    }
    const name = NAMES.find((n) => cells.startsWith(n, i));
    const code = name === undefined ? undefined : codeOfJapaneseName(name, promoted);
    if (name === undefined || code === undefined) {
      return `unknown piece at '${cells.slice(i, i + 3)}': expected ・ or a piece name such as 歩兵, v獅子 or 成東夷`;
    }
    out.push(`${white ? "v" : ""}${code}`);
    i += name.length;
  }
  return out;
}

/** A DSFEN board field from 17 rows of tokens. */
export function boardField(rows: readonly (readonly (string | null)[])[]): string {
  return rows
    .map((row) => {
      const tokens: string[] = [];
      let empty = 0;
      for (const t of row) {
        if (t === null) {
          empty++;
          continue;
        }
        if (empty > 0) tokens.push(String(empty));
        empty = 0;
        tokens.push(t);
      }
      if (empty > 0) tokens.push(String(empty));
      return tokens.join(",");
    })
    .join("/");
}

/** Canonical DSFEN of a position set up from a diagram (throws core's `CoreError` for a bad diagram). */
export function dsfenOfBoard(rows: readonly (readonly (string | null)[])[], side: "b" | "w", moveNumber: number): string {
  return Position.fromDsfenOrThrow(`${boardField(rows)} ${side} ${String(moveNumber)}`).toDsfen();
}

