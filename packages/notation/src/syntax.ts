/**
 * Syntax trees produced by the Peggy grammars (phase 1 of parsing). Every node carries its
 * source location; phase 2 (replay.ts and the format readers) resolves moves with
 * `@daidai/core` and turns problems into located diagnostics.
 */

/** A source span: 1-based line and column of the first character and just after the last. */
export interface Loc {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly endOffset: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** A string with its location. */
export interface Located<T> {
  readonly value: T;
  readonly loc: Loc;
}

// ---- western move text (Hodges style, rules.md §11) -----------------------------------

/** The body of a western move: what it captures and where it ends. */
export type WesternBody =
  | { readonly kind: "igui"; readonly square: string }
  | { readonly kind: "captures"; readonly captures: readonly string[]; readonly final: string | null }
  | { readonly kind: "move"; readonly final: string };

/** A parsed western move such as `+Ea15p!14o+`. */
export interface WesternMoveSyntax {
  /** Designation: `+` prefix kept, e.g. `+Ea`, `Ln`. */
  readonly designation: string;
  readonly origin: string | null;
  readonly body: WesternBody;
  readonly promotionMark: boolean;
}

// ---- Japanese move text ---------------------------------------------------------------

/** A parsed Japanese move such as `１３十四獅子成(1516→1415)`. */
export interface JapaneseMoveSyntax {
  /** Destination as file and rank numbers, or null for `同` (the previous destination). */
  readonly destination: { readonly file: number; readonly rank: number } | null;
  /** Piece name as written, without the `成` prefix. */
  readonly name: string;
  /** `成` before the name: a promoted piece. */
  readonly promotedPiece: boolean;
  /** `成` after the name: the move promotes. */
  readonly promotes: boolean;
  /** `不成` after the name: the move does not promote (where it could). */
  readonly declinesPromotion: boolean;
  /** Origin and captured squares before the final one, as [file, rank] pairs. */
  readonly path: readonly (readonly [number, number])[] | null;
}

// ---- PGN -------------------------------------------------------------------------------

/**
 * One token of PGN movetext (variations are "open" … "close" tokens, not nested), with the
 * offsets of its first character and just after its last (lines and columns are worked out
 * only where needed).
 */
export type PgnToken = { readonly start: number; readonly end: number } & (
  | { readonly type: "comment"; readonly text: string; readonly closed: boolean; readonly line: boolean }
  | { readonly type: "open" }
  | { readonly type: "close" }
  | { readonly type: "number"; readonly number: number }
  | { readonly type: "nag"; readonly nag: number }
  | { readonly type: "result"; readonly result: string }
  | { readonly type: "move"; readonly text: string }
  | { readonly type: "escape" }
  | { readonly type: "junk"; readonly text: string }
);

/** A PGN tag pair. */
export interface PgnTag {
  readonly name: string;
  readonly value: string;
  readonly closed: boolean;
  readonly loc: Loc;
}

/** A whole PGN file (one game). */
export interface PgnSyntax {
  readonly tags: readonly PgnTag[];
  readonly tokens: readonly PgnToken[];
}

// ---- KIF -------------------------------------------------------------------------------

/** One classified line of a KIF file. */
export type KifLine =
  | { readonly type: "blank"; readonly loc: Loc }
  | { readonly type: "comment"; readonly text: string; readonly loc: Loc }
  | { readonly type: "fileComment"; readonly text: string; readonly loc: Loc }
  | { readonly type: "bookmark"; readonly text: string; readonly loc: Loc }
  | { readonly type: "variation"; readonly number: number; readonly loc: Loc }
  | {
      readonly type: "move";
      readonly number: number;
      readonly text: string;
      readonly textLoc: Loc;
      /** Time spent on the move, in milliseconds. */
      readonly time: number | null;
      /** Text after the move and its time: a comment on the move. */
      readonly trailing: { readonly text: string; readonly loc: Loc } | null;
      readonly loc: Loc;
    }
  | { readonly type: "summary"; readonly text: string; readonly loc: Loc }
  | { readonly type: "boardRow"; readonly cells: string; readonly rank: string; readonly loc: Loc }
  | { readonly type: "boardDecoration"; readonly digits?: boolean; readonly text?: string; readonly loc: Loc }
  | { readonly type: "turn"; readonly color: "black" | "white"; readonly loc: Loc }
  | { readonly type: "moveCount"; readonly count: number; readonly loc: Loc }
  | { readonly type: "header"; readonly key: string; readonly value: string; readonly text: string; readonly loc: Loc }
  | { readonly type: "junk"; readonly text: string; readonly loc: Loc };

// ---- JSON ------------------------------------------------------------------------------

/** A JSON value with locations (objects keep their keys' locations too). */
export type JsonValue =
  | { readonly type: "object"; readonly members: readonly { readonly key: Located<string>; readonly value: JsonValue }[]; readonly loc: Loc }
  | { readonly type: "array"; readonly items: readonly JsonValue[]; readonly loc: Loc }
  | { readonly type: "string"; readonly value: string; readonly loc: Loc }
  | { readonly type: "number"; readonly value: number; readonly loc: Loc }
  | { readonly type: "boolean"; readonly value: boolean; readonly loc: Loc }
  | { readonly type: "null"; readonly loc: Loc };

/** A token of JSON text (json/located.ts builds values from them). */
export type JsonToken =
  | { readonly type: "punct"; readonly text: string; readonly loc: Loc }
  | { readonly type: "string"; readonly value: string; readonly loc: Loc }
  | { readonly type: "number"; readonly value: number; readonly loc: Loc }
  | { readonly type: "boolean"; readonly value: boolean; readonly loc: Loc }
  | { readonly type: "null"; readonly loc: Loc }
  | { readonly type: "junk"; readonly text: string; readonly loc: Loc };
