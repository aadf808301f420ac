/**
 * Writer of a DSFEN with a move list (docs/formats/dsfen.md): the main line only.
 */
import { moveToString } from "@daidai/core";
import { playOrThrow } from "../core-adapter.js";
import type { GameRecord } from "../record.js";
import { mainLine, startPosition } from "../tree.js";

/** `<DSFEN> <move strings…>` of the main line. Throws when a move is not legal. */
export function writeDsfen(record: GameRecord): string {
  const pos = startPosition(record);
  const words = [pos.toDsfen()];
  for (const node of mainLine(record)) {
    if (node.move === null) break;
    playOrThrow(pos, node.move);
    words.push(moveToString(node.move));
  }
  return `${words.join(" ")}\n`;
}
