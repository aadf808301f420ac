/**
 * The replay state machine, free of the DOM: a game tree, a cursor (the path of child
 * indices from the root), the line that "next" follows, variation switching and autoplay
 * with an injectable clock. Unit-tested in node.
 */

/** The minimal tree shape the controller needs (compatible with notation's RecordNode). */
export interface TreeNode<N extends TreeNode<N>> {
  readonly children: readonly N[];
}

/** A path from the root: the index of the child taken at each step (`[]` = the root). */
export type Path = readonly number[];

/** Timer functions, replaceable in tests. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** Where to go: a named step, a ply on the current line, or a path. */
export type Target = "first" | "prev" | "next" | "last" | number | Path;

/** Navigates a game tree. `onChange` runs after every change of the cursor or autoplay state. */
export class ReplayController<N extends TreeNode<N>> {
  private readonly root: N;
  private cursor: number[] = [];
  /** The nodes from the root to the cursor (the root first): one longer than {@link cursor}. */
  private trail: N[];
  /** For each node visited, the child index "next" takes from it (the last one chosen). */
  private readonly preferred = new Map<N, number>();
  private timer: unknown = undefined;
  private intervalMs = 1500;
  private readonly clock: Clock;
  private readonly onChange: () => void;
  /** The line through the cursor, until the cursor or a preferred child changes. */
  private lineCache: number[] | undefined = undefined;
  /** The deepest ply the cursor has been at. */
  private deepest = 0;

  constructor(root: N, onChange: () => void = () => undefined, clock: Clock = realClock) {
    this.root = root;
    this.trail = [root];
    this.onChange = onChange;
    this.clock = clock;
  }

  /** The current path. */
  get path(): Path {
    return [...this.cursor];
  }

  /** Number of moves from the root to the cursor. */
  get ply(): number {
    return this.cursor.length;
  }

  /** The node at the cursor. */
  get node(): N {
    return this.trail[this.trail.length - 1] ?? this.root;
  }

  /** The nodes from the root to the cursor (the root first). */
  get nodes(): N[] {
    return [...this.trail];
  }

  /** The node at a path, or undefined when the path leaves the tree. */
  nodeAt(path: Path): N | undefined {
    let n: N | undefined = this.root;
    for (const i of path) {
      n = n.children[i];
      if (n === undefined) return undefined;
    }
    return n;
  }

  /** The whole line through the cursor: the path to it, then the preferred continuation to the end. */
  get line(): Path {
    this.lineCache ??= this.computeLine();
    return this.lineCache;
  }

  private computeLine(): number[] {
    const path = [...this.cursor];
    let n = this.node;
    while (n.children.length > 0) {
      const i = this.preferredChild(n);
      path.push(i);
      n = n.children[i] ?? n;
    }
    return path;
  }

  /** Number of moves of the current line (see {@link line}). */
  get lineLength(): number {
    return this.line.length;
  }

  /**
   * True when the line through the cursor is the main line (the first child at every
   * node), told from the nodes up to the deepest ply visited: the nodes past it are not
   * read (a tree still growing at its end is not asked for more).
   */
  get followsMainLine(): boolean {
    if (this.cursor.some((i) => i !== 0)) return false;
    let n = this.node;
    for (let ply = this.cursor.length; ply < this.deepest; ply++) {
      if ((this.preferred.get(n) ?? 0) !== 0) return false;
      const next = n.children[0];
      if (next === undefined) return true;
      n = next;
    }
    return true;
  }

  /** The tree grew (nodes were added at its end): the line is worked out again. */
  treeGrew(): void {
    this.lineCache = undefined;
  }

  /** True while autoplay runs. */
  get playing(): boolean {
    return this.timer !== undefined;
  }

  /**
   * Moves the cursor; returns true if it moved. Stepping by hand does not stop autoplay.
   * A step along the line costs the same at any ply: the line and the choices that make it
   * stay as they are, and only a path may choose other variations.
   */
  goTo(target: Target): boolean {
    const ply = this.cursor.length;
    let moved: boolean;
    if (typeof target === "object") moved = this.toPath(target);
    else {
      const to =
        target === "first" ? 0 : target === "prev" ? ply - 1 : target === "next" ? ply + 1 : target === "last" ? Infinity : Math.trunc(Number.isFinite(target) ? target : 0);
      moved = to < ply ? this.backTo(Math.max(0, to)) : this.forwardTo(to);
    }
    this.deepest = Math.max(this.deepest, this.cursor.length);
    if (moved) this.onChange();
    return moved;
  }

  /** Goes back to `ply` on the path to the cursor. */
  private backTo(ply: number): boolean {
    const moved = ply < this.cursor.length;
    this.cursor.length = ply;
    this.trail.length = ply + 1;
    return moved;
  }

  /** Follows the line from the cursor until `ply` or the line's end. */
  private forwardTo(ply: number): boolean {
    const start = this.cursor.length;
    let n = this.node;
    while (this.cursor.length < ply && n.children.length > 0) {
      const i = this.preferredChild(n);
      this.preferred.set(n, i);
      // Past the end of a line worked out before the tree grew: work it out again.
      if (this.lineCache !== undefined && this.lineCache[this.cursor.length] !== i) this.lineCache = undefined;
      n = n.children[i] ?? n;
      this.cursor.push(i);
      this.trail.push(n);
    }
    return this.cursor.length !== start;
  }

  /** Goes to a path of the tree (not when it leaves the tree), and makes its choices the line's. */
  private toPath(path: Path): boolean {
    const trail: N[] = [this.root];
    let n = this.root;
    for (const i of path) {
      const next = n.children[i];
      if (next === undefined) return false;
      trail.push(next);
      n = next;
    }
    const moved = path.length !== this.cursor.length || path.some((i, k) => i !== this.cursor[k]);
    this.cursor = [...path];
    this.trail = trail;
    this.remember();
    return moved;
  }

  /**
   * Switches to another move at the current ply (a sibling of the current node): `+1` the
   * next variation, `-1` the previous one, wrapping around. Returns true if it moved.
   */
  switchVariation(delta: number): boolean {
    if (this.cursor.length === 0) return false;
    const parent = this.trail[this.trail.length - 2];
    const count = parent?.children.length ?? 0;
    if (count < 2) return false;
    const current = this.cursor[this.cursor.length - 1] ?? 0;
    const next = (((current + delta) % count) + count) % count;
    return this.goTo([...this.cursor.slice(0, -1), next]);
  }

  /** Number of alternatives at the current ply (1 when there is no variation). */
  get alternatives(): number {
    if (this.cursor.length === 0) return 1;
    return this.trail[this.trail.length - 2]?.children.length ?? 1;
  }

  /** Starts autoplay: one move every `intervalMs`; it stops by itself at the end of the line. */
  play(intervalMs = this.intervalMs): void {
    this.intervalMs = Math.max(50, Number.isFinite(intervalMs) ? intervalMs : 1500);
    this.stopTimer();
    if (this.node.children.length === 0) this.goTo("first");
    this.schedule();
    this.onChange();
  }

  /** Stops autoplay. */
  pause(): void {
    if (!this.playing) return;
    this.stopTimer();
    this.onChange();
  }

  /** Starts or stops autoplay. */
  toggle(intervalMs?: number): void {
    if (this.playing) this.pause();
    else this.play(intervalMs);
  }

  /** Stops timers for good (call when the widget leaves the page). */
  dispose(): void {
    this.stopTimer();
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.goTo("next");
      if (this.node.children.length > 0) this.schedule();
      this.onChange();
    }, this.intervalMs);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private preferredChild(n: N): number {
    const i = this.preferred.get(n) ?? 0;
    return i < n.children.length ? i : 0;
  }

  /** Makes the path to the cursor the line's choices: "next" from any node on it follows it again. */
  private remember(): void {
    this.lineCache = undefined;
    this.cursor.forEach((i, k) => {
      const n = this.trail[k];
      if (n !== undefined) this.preferred.set(n, i);
    });
  }
}
