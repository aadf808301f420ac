/**
 * The scratch folder a block runs in: empty but for the record files the docs' examples
 * name, made from the viewer's sample records (apps/viewer/samples):
 *
 * | file | what it is |
 * |---|---|
 * | `game.kif`, `game.pgn`, `game.json` | the short sample game with variations (40 moves) |
 * | `a.kif`, `b.kif` | the two engine games |
 * | `games.pgn` | a collection: the short game and the two engine games |
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./files.js";

const SAMPLES = join(ROOT, "apps/viewer/samples");

/** Makes a new scratch folder with the sample records; remove it with {@link removeScratch}. */
export function makeScratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "daidai-docs-"));
  const copies: [string, string][] = [
    ["short-game.kif", "game.kif"],
    ["short-game.pgn", "game.pgn"],
    ["short-game.json", "game.json"],
    ["engine-game-1.kif", "a.kif"],
    ["engine-game-2.kif", "b.kif"],
  ];
  for (const [from, to] of copies) copyFileSync(join(SAMPLES, from), join(dir, to));
  const collection = ["short-game.pgn", "engine-game-1.pgn", "engine-game-2.pgn"].map((f) => readFileSync(join(SAMPLES, f), "utf8").trim());
  writeFileSync(join(dir, "games.pgn"), `${collection.join("\n\n")}\n`);
  return dir;
}

export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
