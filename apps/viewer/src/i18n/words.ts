/** A move spelled out in words for the live region (screen readers). */
import { squareName, type Color, type MoveDetails, type Piece } from "@daidai/core";
import { kindName, pieceName } from "../pieces/pieces.js";

function side(color: Color): string {
  return color === "black" ? "Black" : "White";
}

/**
 * E.g. `12. White lion from 15p captures Black pawn on 14o, then Black silver general on
 * 13n. Promotes to furious fiend. Check.` — `after` is the piece on the final square
 * after the move (for the promoted name).
 */
export function moveInWords(details: MoveDetails, after: Piece | null, moveNumber: number, check: boolean): string {
  const { piece, move, captures } = details;
  const who = `${String(moveNumber)}. ${side(piece.color)} ${pieceName(piece)} from ${squareName(move.from)}`;
  const taken = captures.map((c) => `${side(c.piece.color)} ${pieceName(c.piece)} on ${squareName(c.square)}`);
  let text: string;
  if (details.pass) text = `${who} passes`;
  else if (details.igui) text = `${who} captures ${taken.join(", then ")} without moving`;
  else if (taken.length === 0) text = `${who} to ${squareName(move.to)}`;
  else {
    const endsOnCapture = captures[captures.length - 1]?.square === move.to;
    text = `${who} captures ${taken.join(", then ")}${endsOnCapture ? "" : `, and ends on ${squareName(move.to)}`}`;
  }
  text += ".";
  if (details.promotes && after !== null) text += ` Promotes to ${kindName(after.kind)}.`;
  if (check) text += " Check.";
  return text;
}
