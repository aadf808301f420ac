/**
 * The movement diagram of a piece kind, worked out from `@daidai/core`'s piece data
 * (KIND_DATA: movement components and special powers) — never from a table of its own.
 *
 * A diagram is a square window of (2R+1)² cells around the piece, seen from its owner
 * (forward is up). Each cell the piece can reach on an otherwise empty board is marked with
 * the way it gets there. `test/piece-diagram.test.ts` checks every kind's marks against
 * core's move generator on an empty board.
 */
import { kindData, type KindData, type RelativeDirection } from "@daidai/core";

/** How a cell is reached, strongest first (a cell reached two ways shows the first). */
export type DiagramMark = "lion" | "liondog" | "jump" | "step" | "range" | "slide" | "hook";

/** The diagram of one kind. */
export interface PieceDiagram {
  readonly code: string;
  /** Cells from the centre to the edge of the window. */
  readonly radius: number;
  /** Mark of each cell by `dx,dy` (screen offsets: dx > 0 right, dy < 0 forward). */
  readonly marks: ReadonlyMap<string, DiagramMark>;
  /** Directions of unlimited slides (they go on past the window's edge). */
  readonly unlimited: readonly RelativeDirection[];
  /** True if the piece can pass (a lion-family piece: out and back, or not at all). */
  readonly canPass: boolean;
}

/** Screen offset of one step in each owner-relative direction (owner at the bottom). */
export const DIRECTION_OFFSET: Readonly<Record<RelativeDirection, readonly [number, number]>> = {
  f: [0, -1],
  b: [0, 1],
  l: [-1, 0],
  r: [1, 0],
  fl: [-1, -1],
  fr: [1, -1],
  bl: [-1, 1],
  br: [1, 1],
};

const ALL_DIRECTIONS: readonly RelativeDirection[] = ["f", "b", "l", "r", "fl", "fr", "bl", "br"];
const PRIORITY: readonly DiagramMark[] = ["lion", "liondog", "jump", "step", "range", "slide", "hook"];
const MAX_RADIUS = 5;

/** `dx,dy` key of a cell. */
export function cellKey(dx: number, dy: number): string {
  return `${String(dx)},${String(dy)}`;
}

/** The farthest finite reach of a kind (steps, limited slides, jumps, lion powers). */
function finiteReach(data: KindData): number {
  let reach = 1;
  for (const m of data.moves) if (m.kind !== "slide") reach = Math.max(reach, m.n ?? 1);
  const s = data.special;
  if (s?.kind === "lion") reach = Math.max(reach, 2);
  if (s?.kind === "liondog" || s?.kind === "furiousfiend" || s?.kind === "greatelephant") reach = Math.max(reach, 3);
  return reach;
}

/** The diagram of the kind with code `code` (a kind code such as `Ln`, `FF`). */
export function pieceDiagram(code: string): PieceDiagram {
  const data = kindData(code);
  const hasSlide = data.moves.some((m) => m.kind === "slide") || data.special?.kind === "hook" || data.special?.kind === "goblin";
  const radius = Math.min(MAX_RADIUS, Math.max(2, finiteReach(data) + (hasSlide ? 2 : 0)));
  const marks = new Map<string, DiagramMark>();
  const mark = (dx: number, dy: number, m: DiagramMark): void => {
    if ((dx === 0 && dy === 0) || Math.abs(dx) > radius || Math.abs(dy) > radius) return;
    const key = cellKey(dx, dy);
    const old = marks.get(key);
    if (old === undefined || PRIORITY.indexOf(m) < PRIORITY.indexOf(old)) marks.set(key, m);
  };
  const line = (dir: RelativeDirection, from: number, to: number, m: DiagramMark): void => {
    const [x, y] = DIRECTION_OFFSET[dir];
    for (let k = from; k <= to; k++) mark(x * k, y * k, m);
  };
  const unlimited: RelativeDirection[] = [];
  for (const m of data.moves) {
    for (const dir of m.dirs) {
      if (m.kind === "step") line(dir, 1, 1, "step");
      else if (m.kind === "range") line(dir, 1, m.n ?? 1, "range");
      else if (m.kind === "jump") line(dir, m.n ?? 1, m.n ?? 1, "jump");
      else {
        line(dir, 1, radius, "slide");
        unlimited.push(dir);
      }
    }
  }
  const s = data.special;
  let canPass = false;
  if (s !== null) {
    if (s.kind === "lion" || (s.kind === "furiousfiend" && s.components?.includes("lion") === true)) {
      for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 2; dy++) mark(dx, dy, "lion");
      canPass = true;
    }
    const dogLines = s.kind === "liondog" ? s.dirs : s.liondogDirs;
    if (dogLines !== undefined) {
      for (const dir of dogLines) line(dir, 1, 3, "liondog");
      canPass = true;
    }
    if (s.kind === "hook" || s.kind === "goblin") {
      // One 90° turn: orthogonal lines reach every square, diagonal lines every square of
      // the piece's colour.
      for (let dx = -radius; dx <= radius; dx++) {
        for (let dy = -radius; dy <= radius; dy++) if (s.kind === "hook" || (dx + dy) % 2 === 0) mark(dx, dy, "hook");
      }
    }
  }
  return { code: data.code, radius, marks, unlimited, canPass };
}

/** Readable direction names. */
const DIRECTION_WORDS: Readonly<Record<RelativeDirection, string>> = {
  f: "forward",
  b: "backward",
  l: "left",
  r: "right",
  fl: "diagonally forward left",
  fr: "diagonally forward right",
  bl: "diagonally backward left",
  br: "diagonally backward right",
};

/** The same in Japanese. */
const DIRECTION_WORDS_JA: Readonly<Record<RelativeDirection, string>> = {
  f: "前",
  b: "後ろ",
  l: "左",
  r: "右",
  fl: "左斜め前",
  fr: "右斜め前",
  bl: "左斜め後ろ",
  br: "右斜め後ろ",
};

/** The sentences of {@link movementWords} in English and Japanese (`{0}`: directions, `{1}`: a number). */
const SENTENCES = {
  en: {
    all: "in all 8 directions",
    orth: "orthogonally",
    diag: "diagonally",
    join: ", ",
    step: "Steps one square {0}.",
    slide: "Slides any distance {0}.",
    range: "Slides up to {1} squares {0}.",
    jump: "Jumps to the {1} square {0}, over anything between.",
    lion: "Lion power: steps or jumps to any square within two; after capturing on an adjacent square it may step once more (double capture, or igui: capture and stay); may pass.",
    liondog: "Lion-dog power {0}: up to three steps or jumps along one line, capturing on each; igui and pass.",
    hook: "Hook: slides orthogonally over empty squares, may turn 90° once on an empty square and slide on (captures only at the end).",
    goblin: "Hook: slides diagonally over empty squares, may turn 90° once on an empty square and slide on (captures only at the end).",
  },
  ja: {
    all: "全8方向",
    orth: "縦横",
    diag: "斜め",
    join: "・",
    step: "{0}に1マス動ける。",
    slide: "{0}に何マスでも動ける。",
    range: "{0}に{1}マスまで動ける。",
    jump: "{0}の{1}マス目に跳べる（間の駒を越える）。",
    lion: "獅子の力: 2マス以内のどのマスにも歩むか跳ぶ。隣のマスで取った後さらに1歩動ける（2枚取り、または居食い）。じっとも可。",
    liondog: "{0}に獅子犬の力: 一直線上に3歩まで、各マスで駒を取れる。居食い・じっとも可。",
    hook: "鉤: 縦横に空きマスを進み、空きマスで一度だけ90°曲がってさらに進める（取るのは最後のマスだけ）。",
    goblin: "鉤: 斜めに空きマスを進み、空きマスで一度だけ90°曲がってさらに進める（取るのは最後のマスだけ）。",
  },
} as const;

type WordsLang = keyof typeof SENTENCES;

function directionList(dirs: readonly RelativeDirection[], lang: WordsLang): string {
  const w = SENTENCES[lang];
  if (ALL_DIRECTIONS.every((d) => dirs.includes(d))) return w.all;
  const orth = ["f", "b", "l", "r"] as const;
  const diag = ["fl", "fr", "bl", "br"] as const;
  const parts: string[] = [];
  let rest = [...dirs];
  if (orth.every((d) => dirs.includes(d))) {
    parts.push(w.orth);
    rest = rest.filter((d) => !orth.includes(d as (typeof orth)[number]));
  }
  if (diag.every((d) => dirs.includes(d))) {
    parts.push(w.diag);
    rest = rest.filter((d) => !diag.includes(d as (typeof diag)[number]));
  }
  return [...parts, ...rest.map((d) => (lang === "ja" ? DIRECTION_WORDS_JA : DIRECTION_WORDS)[d])].join(w.join);
}

function fill(template: string, where: string, n = ""): string {
  return template.replace("{0}", where).replace("{1}", n);
}

/**
 * The movement of a kind in words, one sentence per component, from the same data as the
 * diagram (for screen readers and the card's text); `lang` `ja` for Japanese.
 */
export function movementWords(code: string, lang: WordsLang = "en"): string[] {
  const data = kindData(code);
  const w = SENTENCES[lang];
  const out: string[] = [];
  for (const m of data.moves) {
    const where = directionList(m.dirs, lang);
    if (m.kind === "step") out.push(fill(w.step, where));
    else if (m.kind === "slide") out.push(fill(w.slide, where));
    else if (m.kind === "range") out.push(fill(w.range, where, String(m.n ?? 1)));
    else out.push(fill(w.jump, where, lang === "ja" ? String(m.n ?? 1) : ordinal(m.n ?? 1)));
  }
  const s = data.special;
  if (s?.kind === "lion" || s?.kind === "furiousfiend") out.push(w.lion);
  const dogLines = s?.kind === "liondog" ? s.dirs : s?.liondogDirs;
  if (dogLines !== undefined) out.push(fill(w.liondog, directionList(dogLines, lang)));
  if (s?.kind === "hook") out.push(w.hook);
  if (s?.kind === "goblin") out.push(w.goblin);
  return out;
}

function ordinal(n: number): string {
  return n === 2 ? "2nd" : n === 3 ? "3rd" : `${String(n)}th`;
}
