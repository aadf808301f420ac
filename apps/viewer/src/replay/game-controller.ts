/**
 * The state of a game being shown, as a Lit reactive controller: the record read, the game
 * replayed from it (record/game.ts), the node shown (a {@link ReplayController} over the
 * game's tree), the board's orientation and autoplay. A long record's later moves are read
 * in idle time, or at once when something needs them. Views read it; the element that owns
 * it turns its changes into attributes, events and speech.
 *
 * `<daidai-replay>` uses it; an element that shows a game another way (a play or editor
 * board) can too: it knows no DOM but its host's update cycle.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { Color } from "@daidai/core";
import { nodeAtPath, pathOf, type GameRecord, type RecordNode } from "@daidai/notation/lazy";
import { whenIdle } from "../ui/idle.js";
import { buildGame, type Game, type GameNode, type Notation } from "../record/game.js";
import { formatMove, type LoadedRecord } from "../record/record-text.js";
import type { Diagnostic, MetadataLike, RecordNodeLike } from "../record/record-types.js";
import type { CopyFormat } from "../record/record-writers.js";
import type { LoadOutcome } from "./record-loader.js";
import { ReplayController, type Path, type Target } from "./replay-controller.js";
import type { ErrorDetail, LoadDetail } from "./replay-events.js";

/** Idle time spent reading the rest of a record per slice (ms). */
const READ_SLICE_MS = 8;

/** What the controller tells its owner. */
export interface GameEvents {
  /** The node shown changed, or autoplay started or stopped. */
  cursorChanged(): void;
  /** Reading the record's last moves found its first error (none was known before). */
  lateErrors(diagnostics: readonly Diagnostic[]): void;
  /** The board was turned (`old`: the side at the bottom before). */
  orientationChanged(old: Color): void;
  /** A record is shown (the node asked for, autoplay not started yet). */
  loaded(detail: LoadDetail): void;
  /** No record is shown: {@link GameController.message} says why. */
  failed(detail: ErrorDetail): void;
}

/** Where to start a record: a main-line ply, then a notation path (which wins when it names a node). */
export interface StartAt {
  readonly ply: number;
  readonly path: string;
  /** Start autoplay at this interval (ms), or null. */
  readonly autoplay?: number | null;
}

/** The game shown by an element. */
export class GameController implements ReactiveController {
  /** The record read (null before a record, or after a failure). */
  loaded: LoadedRecord | null = null;
  /** The record's text as it came (null for a record object). */
  sourceText: string | null = null;
  metadata: MetadataLike = {};
  /** Problems found reading and replaying the record. */
  diagnostics: Diagnostic[] = [];
  /** The replayed tree. */
  game: Game | null = null;
  /** The cursor over the game's tree (null without a game). */
  cursor: ReplayController<GameNode> | null = null;
  /** Some move of the record says how long it took. */
  hasTimes = false;
  /** What is shown instead of a board: why no record is shown, or that one is being read ("" with a record). */
  message = "";
  /** List the diagnostics (false when {@link message} says it all). */
  listDiagnostics = true;
  /** Move text style of the game's labels. */
  notation: Notation = "western";
  #side: Color = "black";
  #cancelRestRead: (() => void) | undefined;

  readonly #host: ReactiveControllerHost;
  readonly #events: GameEvents;
  constructor(
    host: ReactiveControllerHost,
    events: GameEvents,
  ) {
    this.#host = host;
    this.#events = events;
    host.addController(this);
  }

  hostConnected(): void {
    this.readRestWhenIdle();
  }

  hostDisconnected(): void {
    this.cursor?.pause();
    this.#stopRestRead();
  }

  /** The node shown, or null without a game. */
  get node(): GameNode | null {
    return this.cursor?.node ?? null;
  }

  /** Child indices from the root to the node shown. */
  get path(): Path {
    return this.cursor?.path ?? [];
  }

  /** Moves from the start to the node shown. */
  get ply(): number {
    return this.cursor?.ply ?? 0;
  }

  /** True while autoplay runs. */
  get playing(): boolean {
    return this.cursor?.playing ?? false;
  }

  /**
   * Number of moves of the line shown. While the record's last moves are still being read
   * and the line is the main line, the main line's moves as written (a problem found in
   * them later shortens it then).
   */
  get lineLength(): number {
    const cursor = this.cursor;
    if (cursor === null) return 0;
    const more = this.loaded?.more;
    return more !== undefined && !more.done && cursor.followsMainLine ? more.mainLineMoves : cursor.lineLength;
  }

  /** True unless moves of the record are still to be read. */
  get restRead(): boolean {
    return this.loaded?.more?.done ?? true;
  }

  /** Shows what a load ended with (the caller checks that no other load came since: `RecordLoader.isLatest`). */
  apply(outcome: LoadOutcome, start: StartAt): void {
    if (outcome.kind === "replaced") return;
    if (outcome.kind === "failed") {
      const { message, diagnostics } = outcome;
      this.clear();
      this.diagnostics = diagnostics;
      this.listDiagnostics = outcome.list;
      this.message = message;
      this.#events.failed({ message, diagnostics });
      return;
    }
    this.message = "";
    this.listDiagnostics = true;
    const missing = this.show(outcome.loaded, outcome.text, start);
    const cursor = this.cursor;
    if (cursor === null) return;
    if (missing !== "") this.diagnostics = [...this.diagnostics, { severity: "warning", message: missing, line: 0, column: 0 }];
    this.#events.loaded({ format: outcome.loaded.format, plies: this.lineLength, diagnostics: this.diagnostics });
    if (start.autoplay != null) this.play(start.autoplay);
    this.readRestWhenIdle();
  }

  /**
   * Shows a record read: replays it and goes to `start` (its path wins over its ply). The
   * returned warning names a path that is not in the record (empty when it is, or none was asked).
   */
  show(loaded: LoadedRecord, sourceText: string | null, start: StartAt): string {
    this.loaded = loaded;
    this.sourceText = sourceText;
    this.metadata = loaded.record.metadata ?? {};
    // The node shown before (and autoplay) carry over where the new record has them.
    this.rebuild();
    const cursor = this.cursor;
    if (cursor === null) return "";
    // Going to the start from the start would work out the whole line: not needed.
    if (start.ply !== 0) cursor.goTo(start.ply);
    if (start.path !== "" && !this.goToPath(start.path)) {
      return `path ${start.path} is not in this record (expected e.g. 12 or 12.1.3); starting at move ${String(cursor.ply)}`;
    }
    return "";
  }

  /** Forgets the record (the element shows a message instead). */
  clear(): void {
    this.cursor?.dispose();
    this.cursor = null;
    this.game = null;
    this.loaded = null;
    this.#stopRestRead();
    this.#host.requestUpdate();
  }

  /** Replays the record again (after a change of notation), keeping the node shown and autoplay. */
  rebuild(): void {
    const loaded = this.loaded;
    if (loaded === null) return;
    const path = this.cursor?.path ?? [];
    const wasPlaying = this.cursor?.playing ?? false;
    const interval = this.#interval;
    this.cursor?.dispose();
    const rules = (loaded.record.metadata as { rules?: object } | undefined)?.rules ?? {};
    const more = loaded.more;
    const rest = more === undefined ? undefined : { get done() { return more.done; }, readAll: () => { this.readRest(); } };
    this.game = buildGame(loaded.record, this.notation, formatMove, rules, { checked: loaded.checked, ...(rest === undefined ? {} : { rest }) });
    this.diagnostics = [...loaded.diagnostics, ...this.game.diagnostics];
    this.hasTimes = hasTimes(loaded.record.root);
    const cursor = new ReplayController<GameNode>(this.game.root, () => {
      this.#events.cursorChanged();
    });
    this.cursor = cursor;
    if (path.length > 0) cursor.goTo(path);
    if (wasPlaying) cursor.play(interval);
    this.#host.requestUpdate();
  }

  /** Goes to `first`, `prev`, `next`, `last`, a ply of the line shown, or a path of child indices. */
  goTo(target: Target): boolean {
    return this.cursor?.goTo(target) ?? false;
  }

  /** Goes to the node a notation path names (`""` or `"0"` = the start); false when the record has no such node. */
  goToPath(path: string): boolean {
    this.readRest();
    const record = this.loaded?.record;
    const { cursor, game } = this;
    if (record === undefined || cursor === null || game === null) return false;
    const target = path === "" || path === "0" ? record.root : nodeAtPath(record as GameRecord, path);
    if (target === undefined) return false;
    const indices = indicesOf(game.root, target);
    if (indices === undefined) return false;
    cursor.goTo(indices);
    return true;
  }

  /** The notation path of a node (`"12.1.3"`; `""` at the start). */
  pathText(node: GameNode): string {
    const record = this.loaded?.record;
    if (record === undefined || node.ply === 0) return "";
    try {
      return pathOf(record as GameRecord, node.source as RecordNode);
    } catch {
      return "";
    }
  }

  /** Which side sits at the bottom. */
  get orientation(): Color {
    return this.#side;
  }

  set orientation(side: Color) {
    const old = this.#side;
    this.#side = side;
    this.#events.orientationChanged(old);
  }

  /** Turns the board around. */
  flip(): void {
    this.orientation = this.#side === "white" ? "black" : "white";
  }

  #interval = 1500;

  /** Starts autoplay, a move every `interval` ms. */
  play(interval: number): void {
    this.#interval = interval;
    this.cursor?.play(interval);
  }

  pause(): void {
    this.cursor?.pause();
  }

  /** Reads the rest of the record now (at least `moves` more moves; all by default). */
  readRest(moves = Infinity): void {
    const loaded = this.loaded;
    const more = loaded?.more;
    if (loaded === null || more === undefined || more.done) return;
    const diagnostics = more.read(moves);
    if (!this.restRead) return;
    // Every move is read: what depends on the whole record is known now.
    this.#stopRestRead();
    const hadErrors = hasErrors(this.diagnostics);
    this.loaded = { ...loaded, diagnostics };
    this.diagnostics = [...diagnostics, ...(this.game?.diagnostics ?? [])];
    this.hasTimes = hasTimes(loaded.record.root);
    this.cursor?.treeGrew();
    this.#host.requestUpdate();
    // A problem in the moves read last is reported now.
    if (!hadErrors && hasErrors(this.diagnostics)) this.#events.lateErrors(this.diagnostics);
  }

  /** Reads the rest of the record in idle time, a few milliseconds at a time. */
  readRestWhenIdle(): void {
    if (this.restRead || this.#cancelRestRead !== undefined) return;
    const slice = (): void => {
      this.#cancelRestRead = undefined;
      const until = performance.now() + READ_SLICE_MS;
      do this.readRest(20);
      while (!this.restRead && performance.now() < until);
      if (!this.restRead) this.#cancelRestRead = whenIdle(slice);
    };
    this.#cancelRestRead = whenIdle(slice);
  }

  #stopRestRead(): void {
    this.#cancelRestRead?.();
    this.#cancelRestRead = undefined;
  }

  /** The record as it came (JSON for a record object), or written as KIF, PGN or JSON (the writers load on first use). */
  async exportText(format: "source" | CopyFormat): Promise<string> {
    this.readRest();
    const loaded = this.loaded;
    if (loaded === null) return "";
    if (format === "source" && this.sourceText !== null) return this.sourceText;
    const { writeAs } = await import("../record/record-writers.js");
    return writeAs(loaded.record, format === "source" ? "json" : format);
  }
}

/** True when a diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** True when some node of the tree (main line and variations) has a time (walked without recursion). */
function hasTimes(root: RecordNodeLike): boolean {
  const stack: RecordNodeLike[] = [root];
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    if (typeof n.timeSpentMs === "number") return true;
    stack.push(...n.children);
  }
  return false;
}

/** Child indices from `root` to the node built from the record node `target` (depth first), or undefined. */
function indicesOf(root: GameNode, target: RecordNodeLike): number[] | undefined {
  const stack: { node: GameNode; path: number[] }[] = [{ node: root, path: [] }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.node.source === target) return entry.path;
    const { node, path } = entry;
    node.children.forEach((child, i) => stack.push({ node: child, path: [...path, i] }));
  }
  return undefined;
}
