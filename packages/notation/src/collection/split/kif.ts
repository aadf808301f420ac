/** The splitter of concatenated KIF games. */
import { KIF_HEADER_FIELDS, KIF_TRAILING_KEYS } from "../../kif/read.js";
import { RecordLines, type Chunk, type FormatSplitter } from "./chunk.js";

/**
 * KIF header keys that begin a game: one of them after moves starts the next game of a
 * collection (except a trailing key such as 終了日時 right after the moves), and so does one
 * given again after an empty line in a game without moves.
 */
const KIF_GAME_KEYS = new Set(["手合割", "開始日時", "終了日時", "対局日", "表題", "棋戦", "戦型", ...Object.keys(KIF_HEADER_FIELDS)]);

/** A `#KIF` line, or a game's header line after its moves, starts the next game. */
export class KifSplitter implements FormatSplitter {
  private record = new RecordLines();
  /** The current game has moves (so a new header line starts the next). */
  private seenMoves = false;
  /** The game keys of the current game seen so far. */
  private keys = new Set<string>();
  /** An empty line since the last line with text. */
  private blank = false;
  /**
   * Header lines met right after a move line (no empty line between), held until the
   * next move tells whether they begin the next game (its move 1, a `手数----` line, an
   * empty or other line) or were misplaced in this one (the move numbering goes on: the
   * game's reader reports them where they are).
   */
  private pending: RecordLines | undefined;

  push(line: string, lineNo: number): Chunk[] {
    const out: Chunk[] = [];
    const header = /^([^\s\d０-９*#&|+][^：:]*)[：:]/.exec(line);
    const key = header === null ? undefined : (header[1] ?? "").trim();
    const gameKey = key !== undefined && KIF_GAME_KEYS.has(key);
    const moveNumber = /^[ \t\u3000]*(\d+)[ \t\u3000]/.exec(line)?.[1];
    if (this.pending !== undefined) {
      if (header !== null && !line.startsWith("#KIF")) {
        this.pending.lines.push(line);
        if (gameKey) this.keys.add(key);
        return out;
      }
      const pending = this.pending;
      this.pending = undefined;
      if (moveNumber !== undefined && moveNumber !== "1") {
        // The numbering goes on: the header lines were misplaced inside this game.
        for (const held of pending.lines) this.record.lines.push(held);
      } else {
        const keys = this.keys;
        out.push(...this.flush());
        this.record = pending;
        this.keys = keys;
        if (line.startsWith("#KIF")) out.push(...this.flush());
      }
    }
    const next =
      line.startsWith("#KIF")
        ? this.seenMoves || this.keys.size > 0
        : gameKey && (this.seenMoves ? this.blank || !KIF_TRAILING_KEYS.has(key) : this.blank && this.keys.has(key));
    if (next && this.seenMoves && !this.blank && !line.startsWith("#KIF")) {
      // Right after a move: hold it until the next move line decides.
      this.pending = new RecordLines();
      this.pending.add(line, lineNo);
      this.keys = new Set([key as string]);
      return out;
    }
    if (next) out.push(...this.flush());
    this.record.add(line, lineNo);
    this.blank = line.trim() === "";
    if (gameKey) this.keys.add(key);
    if (moveNumber !== undefined || line.startsWith("まで")) this.seenMoves = true;
    return out;
  }

  end(): Chunk[] {
    if (this.pending === undefined) return this.flush();
    // Header lines after the last move: a game of headers only.
    const pending = this.pending;
    this.pending = undefined;
    const out = this.flush();
    this.record = pending;
    return [...out, ...this.flush()];
  }

  private flush(): Chunk[] {
    this.seenMoves = false;
    this.keys = new Set();
    this.blank = false;
    return this.record.take();
  }
}
