/**
 * The public description of a piece on the board.
 */
import type { Color } from "./geometry.js";
import { KIND_DATA, TYPE_CODE, TYPE_KIND, TYPE_ORIGINAL, TYPE_PROMOTED, typeOfCode } from "./pieces/registry.js";

/** A piece: its owner, the kind it moves as, and whether it has promoted. */
export interface Piece {
  readonly color: Color;
  /** Notation code (`Ln`, `+Ea`, `+Ln`): the original code, prefixed by `+` when promoted. */
  readonly code: string;
  /** Code of the kind the piece moves as now (`Ln` for `+Ea`, `FF` for `+Ln`). */
  readonly kind: string;
  /** Code of the kind the piece had before promoting (= `kind` when not promoted). */
  readonly original: string;
  readonly promoted: boolean;
}

const PIECES: readonly (readonly [Piece, Piece])[] = TYPE_CODE.map((code, t) => {
  const make = (color: Color): Piece =>
    Object.freeze({
      color,
      code,
      kind: KIND_DATA[TYPE_KIND[t] ?? 0]?.code ?? "?",
      original: KIND_DATA[TYPE_ORIGINAL[t] ?? 0]?.code ?? "?",
      promoted: TYPE_PROMOTED[t] === 1,
    });
  return [make("black"), make("white")] as const;
});

/** The (shared, frozen) piece object of a type index and colour index. */
export function pieceOfType(type: number, colorIndex: number): Piece {
  const p = PIECES[type]?.[colorIndex];
  if (p === undefined) throw new RangeError(`bad piece type ${String(type)}`);
  return p;
}

/** The piece for a notation code (`Ln`, `+Ea`) and colour, or undefined for an unknown code. */
export function pieceOf(code: string, color: Color): Piece | undefined {
  const t = typeOfCode(code);
  return t < 0 ? undefined : pieceOfType(t, color === "black" ? 0 : 1);
}
