/** A direction relative to a piece's owner (rules.md §1.1). */
export type RelativeDirection = "f" | "b" | "l" | "r" | "fl" | "fr" | "bl" | "br";

/** One basic movement component of a piece kind (rules.md §2, pieces.json `moves`). */
export interface MoveComponent {
  /** `step`: one square; `slide`: unlimited; `range`: slide up to `n`; `jump`: leap to distance `n`. */
  readonly kind: "step" | "slide" | "range" | "jump";
  readonly dirs: readonly RelativeDirection[];
  readonly n?: number;
}

/** A special power (rules.md §6). */
export interface SpecialPower {
  readonly kind: "lion" | "liondog" | "furiousfiend" | "greatelephant" | "hook" | "goblin";
  /** Lines of a lion dog or hook directions. */
  readonly dirs?: readonly RelativeDirection[];
  /** The powers a furious fiend combines. */
  readonly components?: readonly ("lion" | "liondog")[];
  /** Lion-dog lines of the furious fiend and great elephant. */
  readonly liondogDirs?: readonly RelativeDirection[];
}

/** Static description of one of the 68 piece kinds, as in `pieces.json`. */
export interface KindData {
  /** Case-sensitive code, e.g. `Ln`, `ST`, `St`. */
  readonly code: string;
  /** How an original piece of this kind is written (`+Ln` for the promotion-only FF). */
  readonly notation: string;
  readonly name: string;
  readonly kanji: string;
  readonly romaji: string;
  readonly betza: string;
  readonly countPerSide: number;
  /** Heuristic value, pawn = 1 (rules.md §14.8). */
  readonly value: number;
  /** Heuristic value of the kind it promotes to, or null. */
  readonly promotedValue: number | null;
  /** Code of the kind this kind promotes to, or null. */
  readonly promotesTo: string | null;
  /** True for FF, GE, MW and WS, which exist only as promoted pieces. */
  readonly onlyByPromotion: boolean;
  readonly moves: readonly MoveComponent[];
  readonly special: SpecialPower | null;
}
