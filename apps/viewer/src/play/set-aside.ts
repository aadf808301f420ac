/**
 * Games set aside on a play board: when a game link replaces a game that has moves, that
 * game is kept here (local storage, under the board's key + ":set-aside") instead of being
 * overwritten, and the person can switch back to it. Newest last; untrusted like every
 * stored game (PlayGame.restore checks each one again).
 */
import type { PlayStorage } from "./play-controller.js";
import type { SavedGame } from "./play-game.js";

/** The most games kept; the oldest goes first beyond it. */
export const SET_ASIDE_LIMIT = 20;

/** The set-aside games of one board. */
export class SetAsideGames {
  constructor(
    private readonly storage: () => PlayStorage | null,
    private readonly key: () => string,
  ) {}

  /** The games kept, oldest first (entries that are not games are skipped by the reader). */
  list(): unknown[] {
    const text = this.#read();
    if (text === null) return [];
    try {
      const data: unknown = JSON.parse(text);
      return Array.isArray(data) ? data : [];
    } catch {
      return [];
    }
  }

  /** Keeps a game; false when it could not be stored (a board with the key "" keeps nothing, by design). */
  push(game: SavedGame): boolean {
    if (this.key() === "") return true;
    return this.#write([...this.list(), game].slice(-SET_ASIDE_LIMIT));
  }

  /** Takes the newest game out (it stays stored when the storage cannot be written). */
  pop(): unknown {
    const games = this.list();
    const last = games.pop();
    if (last !== undefined) this.#write(games);
    return last;
  }

  #read(): string | null {
    const key = this.key();
    const storage = this.storage();
    if (key === "" || storage === null) return null;
    try {
      return storage.getItem(`${key}:set-aside`);
    } catch {
      return null;
    }
  }

  #write(games: readonly unknown[]): boolean {
    const key = this.key();
    const storage = this.storage();
    if (key === "" || storage === null) return false;
    try {
      if (games.length === 0) storage.removeItem(`${key}:set-aside`);
      else storage.setItem(`${key}:set-aside`, JSON.stringify(games));
      return true;
    } catch {
      return false;
    }
  }
}
