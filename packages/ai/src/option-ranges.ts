/**
 * The one place that knows the range of each numeric engine and match setting: the command
 * line (`daidai`'s option values), the match harness's player specifications
 * (`engine:nodes=…`) and the USI-style protocol check their numbers against {@link RANGES}.
 *
 * Importing this module costs nothing at start-up: it imports nothing
 * (`@daidai/ai/option-ranges`).
 */

/** The values a numeric option accepts (integers unless `decimal`). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** The bound itself is not allowed (a probability above 0). */
  readonly minExclusive?: boolean;
  readonly maxExclusive?: boolean;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The ranges of the numeric options, by what they count. Upper bounds are where a bigger
 * value would crash, never finish or mean nothing; otherwise any safe integer is taken.
 */
export const RANGES = {
  /** perft: the tree grows tens of times a ply (perft 4 is 12 million): deeper never ends; the count recurses once a ply. */
  perftDepth: { min: 0, max: 20 },
  /** Search depth in plies: the engine's MAX_DEPTH. */
  searchDepth: { min: 1, max: 64 },
  /** Nodes of a search. */
  nodes: { min: 1, max: SAFE },
  /** Milliseconds of a search: at most a day (timers overflow past 2^31 ms). */
  movetimeMs: { min: 1, max: 86_400_000 },
  /** Milliseconds a process may take to answer (an external engine's start-up): at most a day, as {@link RANGES.movetimeMs}. */
  timeoutMs: { min: 1, max: 86_400_000 },
  /** Transposition table in MB, as the engine protocol's Hash option. */
  hashMb: { min: 1, max: 1024 },
  /** Seeds are 32-bit. */
  seed: { min: 0, max: 0xffff_ffff },
  /** A ply of a record (its length is checked where the record is read). */
  ply: { min: 0, max: SAFE },
  /** A count of plies or moves from 0 (skips, adjudication starts). */
  plies: { min: 0, max: SAFE },
  /** A count of at least one (moves, positions, steps, pairs before a decision). */
  count: { min: 1, max: SAFE },
  /** Hundredths of a pawn: a margin or a score, 0 or more. */
  centipawns: { min: 0, max: SAFE },
  /** Hundredths of a pawn, more than 0. */
  positiveCentipawns: { min: 1, max: SAFE },
  /** Game pairs of a match: a million pairs run for years and their plan must fit in memory. */
  gamePairs: { min: 1, max: 1_000_000 },
  /** Worker threads: as the engine's Threads option (each thread holds its own engine). */
  threads: { min: 1, max: 64 },
  /** Plies of a random opening (a game is adjudicated long before). */
  openingPlies: { min: 0, max: 1000 },
  /** Plies before a game is adjudicated by material. */
  maxPlies: { min: 1, max: 100_000 },
  /** Seconds of a timed benchmark per position (decimals allowed). */
  benchSeconds: { min: 0, max: 3600, minExclusive: true },
  /** An evaluation weight (`engine:mobility=3`), in hundredths of a pawn: 0 or more, at most 1 000 pawns (the defaults are at most 1 500). */
  weight: { min: 0, max: 100_000 },
  /** SPRT error rates. */
  probability: { min: 0, max: 0.5, minExclusive: true, maxExclusive: true },
} as const satisfies Record<string, NumberRange>;

/** What a range allows, in words: "an integer from 1 to 64", "a number greater than 0 and at most 3600". */
export function describeRange(range: NumberRange, integer: boolean): string {
  const kind = integer ? "an integer" : "a number";
  if (range.max === SAFE && range.minExclusive !== true) return range.min === 0 ? `a non-negative ${integer ? "integer" : "number"}` : `${kind} >= ${String(range.min)}`;
  if (range.minExclusive === true || range.maxExclusive === true) {
    const low = range.minExclusive === true ? `greater than ${String(range.min)}` : `at least ${String(range.min)}`;
    const high = range.maxExclusive === true ? `less than ${String(range.max)}` : `at most ${String(range.max)}`;
    return `${kind} ${low} and ${high}`;
  }
  return `${kind} from ${String(range.min)} to ${String(range.max)}`;
}

/** Whether `value` lies within `range` (its bounds included unless exclusive). */
export function inRange(value: number, range: NumberRange): boolean {
  const aboveMin = range.minExclusive === true ? value > range.min : value >= range.min;
  const belowMax = range.maxExclusive === true ? value < range.max : value <= range.max;
  return aboveMin && belowMax;
}

/**
 * The integer that `text` (decimal digits only) states within `range`, or a message saying
 * what `name` allows: `nodes must be an integer >= 1, got '0'`.
 */
export function parseInteger(name: string, text: string, range: NumberRange): { readonly value: number } | { readonly error: string } {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || !inRange(value, range)) return { error: `${name} must be ${describeRange(range, true)}, got '${text}'` };
  return { value };
}

/** The number that `text` (`5`, `0.25`, `1e-3`) states within `range`, or a message saying what `name` allows. */
export function parseDecimal(name: string, text: string, range: NumberRange): { readonly value: number } | { readonly error: string } {
  const value = Number(text);
  if (!/^(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(value) || !inRange(value, range)) return { error: `${name} must be ${describeRange(range, false)}, got '${text}'` };
  return { value };
}
