/**
 * What is written on a piece: its two kanji (from `@daidai/core`'s KIND_DATA) or its
 * rules.md code. The viewer (`apps/viewer/src/pieces/pieces.ts`) has its own labels for the web
 * component; both follow the same convention.
 */
import { kindData, type Piece } from "@daidai/core";

/** Piece label style. */
export type LabelStyle = "kanji" | "abbrev";

/**
 * The two kanji of a piece, as written on a real piece: a promoted piece shows the kind
 * it moves as now (獅子 for a promoted eastern barbarian); the king is 玉将 for Black and
 * 王将 for White (KIND_DATA lists both forms).
 */
export function pieceKanji(piece: Piece): string {
  if (piece.kind === "K") return piece.color === "black" ? "玉将" : "王将";
  const kanji = kindData(piece.kind).kanji;
  return kanji.split(" / ")[0] ?? kanji;
}

/** The label of a piece in a style: two kanji, or the notation code (`Ln`, `+Ea`). */
export function pieceLabel(piece: Piece, style: LabelStyle): string {
  return style === "kanji" ? pieceKanji(piece) : piece.code;
}
