/**
 * Movement tables compiled from the piece registry for one set of rule options: everything
 * the move generator and the attack test need, in flat typed arrays indexed by
 * `colorIndex * TYPE_COUNT + type` (colorIndex 0 = Black, 1 = White).
 */
import { DIR_DCOL, DIR_DELTA, DIR_DROW, DIRECTIONS, STRIDE } from "../geometry.js";
import type { RuleOptions } from "../options.js";
import { KIND_DATA, TYPE_COUNT, TYPE_KIND } from "../pieces/registry.js";
import type { MoveComponent, RelativeDirection } from "../pieces/types.js";

/** Special movement powers, as small integers for the generator's switch. */
export const SPECIAL_NONE = 0;
export const SPECIAL_LION = 1;
export const SPECIAL_LIONDOG = 2;
export const SPECIAL_FURIOUS_FIEND = 3;
export const SPECIAL_GREAT_ELEPHANT = 4;
export const SPECIAL_HOOK = 5;
export const SPECIAL_GOBLIN = 6;

/** "Unlimited" range of a slide (longer than any line of the board). */
export const UNLIMITED = 16;

/**
 * Offsets (row, col) of the 32 squares that some piece attacks regardless of blockers:
 * the 24 squares of the 5×5 area and the 8 squares at distance 3 on the lines.
 */
export const JUMP_ATTACK_DROW: Int32Array = new Int32Array(32);
export const JUMP_ATTACK_DCOL: Int32Array = new Int32Array(32);
/** Cell delta (attacker → target) of each of the 32 offsets. */
export const JUMP_ATTACK_DELTA: Int32Array = new Int32Array(32);
{
  let i = 0;
  for (let dr = -3; dr <= 3; dr++) {
    for (let dc = -3; dc <= 3; dc++) {
      const cheb = Math.max(Math.abs(dr), Math.abs(dc));
      const onLine = dr === 0 || dc === 0 || Math.abs(dr) === Math.abs(dc);
      if (cheb === 0 || cheb > 3 || (cheb === 3 && !onLine)) continue;
      JUMP_ATTACK_DROW[i] = dr;
      JUMP_ATTACK_DCOL[i] = dc;
      JUMP_ATTACK_DELTA[i] = dr * STRIDE + dc;
      i++;
    }
  }
}

function jumpAttackIndex(dr: number, dc: number): number {
  for (let i = 0; i < 32; i++) if (JUMP_ATTACK_DROW[i] === dr && JUMP_ATTACK_DCOL[i] === dc) return i;
  throw new Error(`no jump-attack offset (${String(dr)}, ${String(dc)})`);
}

/** Cell deltas of the 16 lion jumps (all squares at Chebyshev distance 2). */
export const LION_JUMP_DELTA: Int32Array = (() => {
  const out: number[] = [];
  for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) if (Math.max(Math.abs(dr), Math.abs(dc)) === 2) out.push(dr * STRIDE + dc);
  return Int32Array.from(out);
})();

/** Compiled movement of every (colour, type) pair for one option set. */
export interface MoveTables {
  readonly options: RuleOptions;
  /** Ray components: [rayStart[ct], rayStart[ct + 1]) index rayDelta / rayRange. */
  readonly rayStart: Int32Array;
  readonly rayDelta: Int32Array;
  readonly rayRange: Int32Array;
  /** Jump components: [jumpStart[ct], jumpStart[ct + 1]) index jumpDelta. */
  readonly jumpStart: Int32Array;
  readonly jumpDelta: Int32Array;
  /** Special power of each type (same for both colours). */
  readonly special: Uint8Array;
  /** Lion-dog lines: [ldStart[ct], ldStart[ct + 1]) index ldDir (absolute direction) and ldSlide (range beyond distance 3). */
  readonly ldStart: Int32Array;
  readonly ldDir: Int32Array;
  readonly ldSlide: Int32Array;
  /** Hook directions (absolute) for hook movers and goblins: [hookStart[ct], hookStart[ct + 1]). */
  readonly hookStart: Int32Array;
  readonly hookDir: Int32Array;
  /** Attack range along each absolute direction through empty squares: `rayAttack[ct * 8 + dir]`. */
  readonly rayAttack: Int32Array;
  /** Bit i set: attacks the square at JUMP_ATTACK offset i regardless of blockers. */
  readonly jumpAttack: Uint32Array;
  /** 1 for types that attack with orthogonal hooks, 2 for diagonal hooks (goblin), else 0. */
  readonly hookKind: Uint8Array;
  /** 1 if some type of the table has any jump attack (used to skip work). */
  readonly anyJumpAttack: Uint32Array;
}

const cache = new Map<string, MoveTables>();

/** The compiled tables for an option set (cached). */
export function moveTables(options: RuleOptions): MoveTables {
  const key = options.neighboringKing;
  let t = cache.get(key);
  if (t === undefined) {
    t = buildTables(options);
    cache.set(key, t);
  }
  return t;
}

function relToAbs(dir: RelativeDirection, ci: number): number {
  const i = DIRECTIONS.indexOf(dir);
  return ci === 0 ? i : [1, 0, 3, 2, 7, 6, 5, 4][i] ?? 0;
}

function componentsOf(typeIndex: number, options: RuleOptions): readonly MoveComponent[] {
  const kind = KIND_DATA[TYPE_KIND[typeIndex] ?? -1];
  if (kind === undefined) throw new Error("bad type");
  if (kind.code === "NK" && options.neighboringKing === "FfrlW") {
    return [{ kind: "step", dirs: ["f", "l", "r", "fl", "fr", "bl", "br"] }];
  }
  return kind.moves;
}

function buildTables(options: RuleOptions): MoveTables {
  const n = 2 * TYPE_COUNT;
  const rayStart = new Int32Array(n + 1);
  const jumpStart = new Int32Array(n + 1);
  const ldStart = new Int32Array(n + 1);
  const hookStart = new Int32Array(n + 1);
  const rayDelta: number[] = [];
  const rayRange: number[] = [];
  const jumpDelta: number[] = [];
  const ldDir: number[] = [];
  const ldSlide: number[] = [];
  const hookDir: number[] = [];
  const special = new Uint8Array(TYPE_COUNT);
  const hookKind = new Uint8Array(TYPE_COUNT);
  const rayAttack = new Int32Array(n * 8);
  const jumpAttack = new Uint32Array(n);
  const anyJumpAttack = new Uint32Array(1);

  for (let ci = 0; ci < 2; ci++) {
    for (let type = 0; type < TYPE_COUNT; type++) {
      const ct = ci * TYPE_COUNT + type;
      const kind = KIND_DATA[TYPE_KIND[type] ?? -1];
      if (kind === undefined) throw new Error("bad type");
      const sp = kind.special;

      // Range per absolute direction from the ordinary components; jumps listed apart.
      const range = new Int32Array(8);
      const jumps: number[] = [];
      let mask = 0;
      for (const comp of componentsOf(type, options)) {
        for (const rel of comp.dirs) {
          const d = relToAbs(rel, ci);
          if (comp.kind === "jump") {
            const dist = comp.n ?? 2;
            jumps.push((DIR_DELTA[d] ?? 0) * dist);
            mask |= 1 << jumpAttackIndex((DIR_DROW[d] ?? 0) * dist, (DIR_DCOL[d] ?? 0) * dist);
          } else {
            const r = comp.kind === "step" ? 1 : comp.kind === "slide" ? UNLIMITED : (comp.n ?? 1);
            range[d] = Math.max(range[d] ?? 0, r);
          }
        }
      }
      for (let d = 0; d < 8; d++) rayAttack[ct * 8 + d] = range[d] ?? 0;

      // Lion-dog lines and special kinds.
      let ldDirs: readonly RelativeDirection[] = [];
      let lion = false;
      if (sp !== null) {
        switch (sp.kind) {
          case "lion":
            special[type] = SPECIAL_LION;
            lion = true;
            break;
          case "liondog":
            special[type] = SPECIAL_LIONDOG;
            ldDirs = sp.dirs ?? [];
            break;
          case "furiousfiend":
            special[type] = SPECIAL_FURIOUS_FIEND;
            lion = true;
            ldDirs = sp.liondogDirs ?? [];
            break;
          case "greatelephant":
            special[type] = SPECIAL_GREAT_ELEPHANT;
            ldDirs = sp.liondogDirs ?? [];
            break;
          case "hook":
            special[type] = SPECIAL_HOOK;
            hookKind[type] = 1;
            for (const rel of sp.dirs ?? []) hookDir.push(relToAbs(rel, ci));
            break;
          case "goblin":
            special[type] = SPECIAL_GOBLIN;
            hookKind[type] = 2;
            for (const rel of sp.dirs ?? []) hookDir.push(relToAbs(rel, ci));
            break;
        }
      }
      if (lion) {
        for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) if (dr !== 0 || dc !== 0) mask |= 1 << jumpAttackIndex(dr, dc);
      }
      const ldAbs = ldDirs.map((rel) => relToAbs(rel, ci));
      for (const d of ldAbs) {
        for (let k = 1; k <= 3; k++) mask |= 1 << jumpAttackIndex((DIR_DROW[d] ?? 0) * k, (DIR_DCOL[d] ?? 0) * k);
        ldDir.push(d);
        // Beyond distance 3 a great elephant slides on as an ordinary slider.
        ldSlide.push((range[d] ?? 0) > 3 ? (range[d] ?? 0) : 0);
      }

      // Ordinary rays: every direction with a range, except lion-dog lines (handled there).
      for (let d = 0; d < 8; d++) {
        const r = range[d] ?? 0;
        if (r === 0 || ldAbs.includes(d)) continue;
        rayDelta.push(DIR_DELTA[d] ?? 0);
        rayRange.push(r);
      }
      for (const j of jumps) jumpDelta.push(j);
      jumpAttack[ct] = mask >>> 0;
      if (mask !== 0) anyJumpAttack[0] = 1;

      rayStart[ct + 1] = rayDelta.length;
      jumpStart[ct + 1] = jumpDelta.length;
      ldStart[ct + 1] = ldDir.length;
      hookStart[ct + 1] = hookDir.length;
    }
  }
  return {
    options,
    rayStart,
    rayDelta: Int32Array.from(rayDelta),
    rayRange: Int32Array.from(rayRange),
    jumpStart,
    jumpDelta: Int32Array.from(jumpDelta),
    special,
    ldStart,
    ldDir: Int32Array.from(ldDir),
    ldSlide: Int32Array.from(ldSlide),
    hookStart,
    hookDir: Int32Array.from(hookDir),
    rayAttack,
    jumpAttack,
    hookKind,
    anyJumpAttack,
  };
}

// ---------------------------------------------------------------------------------------
// Lion-dog line outcomes (rules.md §6.2, P1–P8), precomputed for every combination of what
// stands on S1, S2, S3: 0 = empty, 1 = enemy, 2 = blocked (own piece or off the board).
// Each outcome is packed as finalDistance (0…3) | viaPattern << 2, where the via pattern
// lists the squares captured before the final arrival: 0 none, 1 [S1], 2 [S2], 3 [S1, S2].
// The pass (P2 with an empty S1) is not listed: it is one move per piece, added apart.

/** Outcome lists: entries [start[i], start[i + 1]) of `outcomes` for status index i = s1 * 9 + s2 * 3 + s3. */
export interface LionDogTable {
  readonly start: Int32Array;
  readonly outcomes: Int32Array;
}

function buildLionDogTable(stepThenJump: boolean, exceptLion: boolean): LionDogTable {
  const start = new Int32Array(28);
  const outcomes: number[] = [];
  for (let i = 0; i < 27; i++) {
    const s = [0, Math.floor(i / 9), Math.floor(i / 3) % 3, i % 3];
    const open = (k: number): boolean => s[k] !== 2;
    const enemy = (k: number): boolean => s[k] === 1;
    // Each candidate: final distance and the ordered list of captured distances.
    const cands: { final: number; caps: number[] }[] = [];
    const capIf = (...ks: number[]): number[] => ks.filter((k) => enemy(k));
    if (open(1)) cands.push({ final: 1, caps: capIf(1) }); // P1
    if (enemy(1)) cands.push({ final: 0, caps: [1] }); // P2 igui
    if (open(1) && open(2)) cands.push({ final: 2, caps: capIf(1, 2) }); // P3
    if (open(2)) cands.push({ final: 2, caps: capIf(2) }); // P4
    if (open(1) && open(2) && open(3)) cands.push({ final: 3, caps: capIf(1, 2, 3) }); // P5
    if (open(1) && enemy(2)) cands.push({ final: 1, caps: [...capIf(1), 2] }); // P6
    if (open(2) && open(3)) cands.push({ final: 3, caps: capIf(2, 3) }); // P7
    if (open(3)) cands.push({ final: 3, caps: capIf(3) }); // P8
    if (stepThenJump && enemy(1) && open(3)) cands.push({ final: 3, caps: capIf(1, 3) }); // §14.2 option
    const seen = new Set<string>();
    for (const c of cands) {
      const key = `${String(c.final)}:${[...c.caps].sort().join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Captures before the final arrival: all of them except a capture made by arriving.
      const arrivalCaptures = c.final !== 0 && c.caps[c.caps.length - 1] === c.final;
      const via = arrivalCaptures ? c.caps.slice(0, -1) : c.caps;
      const pattern = via.length === 0 ? 0 : via.length === 2 ? 3 : via[0] === 1 ? 1 : 2;
      // The furious fiend gets every outcome within distance 2 with at most [S1] from its lion power.
      if (exceptLion && c.final <= 2 && pattern <= 1) continue;
      outcomes.push(c.final | (pattern << 2));
    }
    start[i + 1] = outcomes.length;
  }
  return { start, outcomes: Int32Array.from(outcomes) };
}

const ldCache = new Map<string, LionDogTable>();

/** Lion-dog outcome table for an option set; `exceptLion` drops what a lion already does (furious fiend). */
export function lionDogTable(stepThenJump: boolean, exceptLion: boolean): LionDogTable {
  const key = `${String(stepThenJump)}/${String(exceptLion)}`;
  let t = ldCache.get(key);
  if (t === undefined) {
    t = buildLionDogTable(stepThenJump, exceptLion);
    ldCache.set(key, t);
  }
  return t;
}
