// The expected positions, computed in node with @daidai/core from the sample records.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Position, parseMoveString, type Move } from "@daidai/core";

const samples = fileURLToPath(new URL("../../samples/", import.meta.url));

/** The moves of the long sample game (its DSFEN + move strings form: board, side, number, moves). */
export function longGameMoves(): string[] {
  return readFileSync(`${samples}long-game.dsfen`, "utf8").trim().split(/\s+/).slice(3);
}

/** Plays move strings from the initial position; returns the positions' DSFENs (index = ply) and moves. */
export function replay(moves: readonly string[]): { dsfens: string[]; moves: Move[]; position: Position } {
  const position = Position.initial();
  const dsfens = [position.toDsfen()];
  const played: Move[] = [];
  for (const text of moves) {
    const r = parseMoveString(position, text);
    if (!r.ok) throw new Error(r.error.message);
    position.playOrThrow(r.value);
    played.push(r.value);
    dsfens.push(position.toDsfen());
  }
  return { dsfens, moves: played, position };
}
