/**
 * A progress bar for long commands, drawn on standard error and only on a terminal.
 *
 * Use it from any command that works through many items (`match` games, `analyse` moves,
 * `convert` of many files, `bench` positions):
 *
 * ```ts
 * import { createProgress } from "../progress.js";
 *
 * const progress = createProgress({ total: files.length, label: "convert" });
 * for (const file of files) {
 *   convertOne(file);
 *   progress.tick(file);                        // one item done; `file` is shown after the bar
 * }
 * progress.done();                              // erases the bar (always call it, also on errors: try/finally)
 * ```
 *
 * - Nothing is drawn when standard error is not a TTY (pipes, files, CI logs) or when
 *   `enabled: false` is passed (e.g. for a `--quiet` flag), so tests and scripts see clean
 *   output. Standard output is never touched: results still go there.
 * - A command that runs for many minutes (a `match` in a CI job) passes `plainEveryMs`: where
 *   the bar is not drawn, the same line is then written as a plain line, at most once per
 *   that interval, so that a log shows the run is alive (short runs print none).
 * - `progress.log(text)` prints a line (a warning, a game result) above the bar without
 *   garbling it; when the bar is not drawn the line is simply written to standard error.
 * - `progress.update(done)` sets the count directly; `total` may be 0 or unknown
 *   (`undefined`): then a counter is shown instead of a bar.
 * - Redraws are throttled (at most one every 100 ms), so calling `tick` for every item of a
 *   tight loop is cheap.
 * - The line looks like `convert [##########----------]  12/40  30%  0:05 left  game-12.kif`,
 *   cut to the terminal width.
 */

/** The stream the bar is drawn on (standard error by default). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Options of {@link createProgress}. */
export interface ProgressOptions {
  /** Number of items, or undefined when unknown. */
  total?: number | undefined;
  /** Word shown before the bar, e.g. the command name. */
  label?: string;
  /** Default: process.stderr. */
  stream?: ProgressStream;
  /** Force the bar off (false) or on (true); default: on only when the stream is a TTY. */
  enabled?: boolean;
  /**
   * When the bar is not drawn (standard error is not a terminal) and not forced off: write the
   * bar's text as a plain line at most once per this many milliseconds, the first after this
   * long. Default: never.
   */
  plainEveryMs?: number;
  /** Clock in milliseconds (for tests). */
  now?: () => number;
}

/** A running progress display. */
export interface Progress {
  /** Marks `amount` (default 1) more items done; `detail` (e.g. a file name) is shown after the bar. */
  tick(detail?: string, amount?: number): void;
  /** Sets the number of items done. */
  update(done: number, detail?: string): void;
  /** Writes a line of text above the bar (or just to the stream when the bar is off). */
  log(text: string): void;
  /** Erases the bar. Call it once at the end. */
  done(): void;
  /** True if the bar is being drawn. */
  readonly active: boolean;
}

const REDRAW_MS = 100;
const BAR_WIDTH = 24;
/** How often long commands (`match`, `analyse`) write a plain progress line where no bar is drawn: once a minute at most. */
export const PLAIN_PROGRESS_MS = 60_000;
/** Width a plain line is cut to (it is not redrawn, so it need not fit a terminal). */
const PLAIN_COLUMNS = 200;

function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(s / 60))}:${String(s % 60).padStart(2, "0")}`;
}

/** The text of the bar line for `done` of `total` items (exported for tests). */
export function progressLine(label: string, done: number, total: number | undefined, elapsedMs: number, detail: string, columns: number): string {
  const parts: string[] = [];
  if (label !== "") parts.push(label);
  if (total !== undefined && total > 0) {
    const ratio = Math.min(1, Math.max(0, done / total));
    const filled = Math.round(ratio * BAR_WIDTH);
    parts.push(`[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}]`);
    parts.push(`${String(done).padStart(String(total).length)}/${String(total)}`);
    parts.push(`${String(Math.floor(ratio * 100)).padStart(3)}%`);
    if (done > 0 && done < total) parts.push(`${clock((elapsedMs / done) * (total - done))} left`);
  } else {
    parts.push(`${String(done)} done`, clock(elapsedMs));
  }
  if (detail !== "") parts.push(detail);
  const line = parts.join("  ");
  return line.length > columns - 1 ? line.slice(0, Math.max(0, columns - 1)) : line;
}

/** Starts a progress display (see the module documentation for how to use it). */
export function createProgress(options: ProgressOptions = {}): Progress {
  const stream: ProgressStream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const active = options.enabled ?? stream.isTTY === true;
  const label = options.label ?? "";
  const start = now();
  let count = 0;
  let detail = "";
  let lastDraw = -Infinity;
  let shown = false;
  let finished = false;
  const plainEvery = !active && options.enabled !== false ? options.plainEveryMs : undefined;
  let lastPlain = start;

  const clear = (): void => {
    if (shown) stream.write("\r\x1b[2K");
    shown = false;
  };
  const writePlain = (): void => {
    if (plainEvery === undefined || finished) return;
    const t = now();
    if (t - lastPlain < plainEvery) return;
    lastPlain = t;
    stream.write(`${progressLine(label, count, options.total, t - start, detail, PLAIN_COLUMNS)}\n`);
  };
  const draw = (force: boolean): void => {
    writePlain();
    if (!active || finished) return;
    const t = now();
    if (!force && t - lastDraw < REDRAW_MS) return;
    lastDraw = t;
    // A terminal of unknown size (e.g. a pseudo-terminal without a size) reports 0 columns.
    const columns = stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80;
    stream.write(`\r\x1b[2K${progressLine(label, count, options.total, t - start, detail, columns)}`);
    shown = true;
  };

  draw(true);
  return {
    get active() {
      return active;
    },
    tick(text?: string, amount = 1) {
      count += amount;
      if (text !== undefined) detail = text;
      draw(options.total !== undefined && count >= options.total);
    },
    update(value: number, text?: string) {
      count = value;
      if (text !== undefined) detail = text;
      draw(false);
    },
    log(text: string) {
      clear();
      stream.write(text.endsWith("\n") ? text : `${text}\n`);
      draw(true);
    },
    done() {
      clear();
      finished = true;
    },
  };
}
