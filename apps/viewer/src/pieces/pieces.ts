/**
 * How pieces are labelled: kanji or rules.md codes on the board, names for screen readers.
 * All data comes from `@daidai/core`'s KIND_DATA.
 */
import { fileOf, KIND_DATA, parseDsfen, parseSquare, rankOf, type KindData, type Piece } from "@daidai/core";
import { kanjiNumber, type Lang } from "../i18n/i18n.js";
import { romajiToKana } from "../i18n/kana.js";

/**
 * Piece label style on the board: `kanji` (stacked, as on real pieces), `abbreviation`
 * (the rules.md codes), `compact` (the codes, large and bold: legible on small squares).
 */
export type PieceStyle = "kanji" | "abbreviation" | "compact";

/** The `piece-style` values: the styles, or `auto` (kanji on large squares, compact on small ones). */
export type PieceStyleChoice = PieceStyle | "auto";

/**
 * Below this rendered square size (CSS px) kanji become hard to read and `auto` draws the
 * compact style. Measured in Chromium (test/visual.e2e.test.ts prints the table): a kanji
 * is 23/60 of a square, so a 32 px square gives 12.3 px glyphs — about the smallest at which
 * 獅, 鵰 or 麒 keep their strokes apart — and a 390 px phone column gives ~21 px squares and
 * 8 px kanji, where the 1–2 letter codes of the compact style are still 11 px bold.
 */
export const MIN_KANJI_SQUARE_PX = 32;

/** Whether the style drawn for `choice` depends on the size of the squares (`auto`, and any unknown value). */
export function pieceStyleFollowsSize(choice: string): boolean {
  return choice !== "kanji" && choice !== "abbreviation" && choice !== "compact";
}

/**
 * The style `choice` draws on squares of `squarePx` CSS pixels (0 = not measured yet).
 * Where kanji would be drawn but the browser has no glyphs for them (`kanjiDrawable()` is
 * false: no CJK font), the codes are drawn instead.
 */
export function resolvePieceStyle(choice: string, squarePx: number, kanjiDrawable: () => boolean = () => true): PieceStyle {
  if (choice === "abbreviation" || choice === "compact") return choice;
  const style = !pieceStyleFollowsSize(choice) || squarePx <= 0 || squarePx >= MIN_KANJI_SQUARE_PX ? "kanji" : "compact";
  return style === "kanji" && !kanjiDrawable() ? "abbreviation" : style;
}

const BY_CODE = new Map<string, KindData>(KIND_DATA.map((k) => [k.code, k]));

function kind(code: string): KindData | undefined {
  return BY_CODE.get(code);
}

/**
 * The characters written on a piece, one entry per line (kanji are stacked vertically as on
 * real pieces). A promoted piece shows the kanji of the kind it moves as now (e.g. 獅子 for
 * a promoted eastern barbarian); the king is 玉将 for Black and 王将 for White.
 */
export function pieceGlyphs(piece: Piece, style: PieceStyle): string[] {
  if (style === "abbreviation") return [piece.code];
  // Compact: the code of the kind the piece moves as now (a promoted piece shows in red).
  if (style === "compact") return [piece.kind];
  if (piece.kind === "K") return piece.color === "black" ? ["玉", "将"] : ["王", "将"];
  const kanji = kind(piece.kind)?.kanji ?? piece.kind;
  return Array.from(kanji.split(" / ")[0] ?? kanji);
}

/** Lower-case English name of a kind code, e.g. `lion`, `queen (free king)`. */
export function kindName(code: string): string {
  const data = kind(code);
  return data === undefined ? code : data.name.charAt(0).toLowerCase() + data.name.slice(1);
}

/** Spoken name of a piece without its owner: `lion`, `lion (promoted eastern barbarian)`. */
export function pieceName(piece: Piece): string {
  const now = kindName(piece.kind);
  return piece.promoted ? `${now} (promoted ${kindName(piece.original)})` : now;
}

/** Spoken name of a piece with its owner: `Black king`, `White lion (promoted eastern barbarian)`. */
export function ownedPieceName(piece: Piece): string {
  return `${piece.color === "black" ? "Black" : "White"} ${pieceName(piece)}`;
}

/** Japanese name of a piece kind (its kanji), e.g. `獅子`. */
export function kanjiName(code: string): string {
  const kanji = kind(code)?.kanji ?? code;
  return kanji.split(" / ")[0] ?? kanji;
}

/** Japanese spoken name of a piece with its owner: `先手 獅子`, `後手 獅子（成 東夷）`. */
export function japanesePieceLabel(piece: Piece): string {
  const side = piece.color === "black" ? "先手" : "後手";
  const now = piece.kind === "K" ? (piece.color === "black" ? "玉将" : "王将") : kanjiName(piece.kind);
  return piece.promoted ? `${side} ${now}（成 ${kanjiName(piece.original)}）` : `${side} ${now}`;
}

/** The piece on a named square of a DSFEN, or null (also for bad input). */
export function pieceOnSquare(dsfen: string, square: string): Piece | null {
  const sq = parseSquare(square);
  if (sq < 0) return null;
  const setup = parseDsfen(dsfen);
  return setup.ok ? (setup.value.board[sq] ?? null) : null;
}

/** The kanji name of a kind as on the piece of a side (the king: 玉将 for Black, 王将 for White). */
function ownKanji(code: string, color: Piece["color"]): string {
  return code === "K" ? (color === "black" ? "玉将" : "王将") : kanjiName(code);
}

/** The romaji reading of a kind as on the piece of a side (`gyokushō` for Black's king). */
function ownRomaji(code: string, color: Piece["color"]): string {
  const readings = kind(code)?.romaji.split(" / ") ?? [];
  return readings[code === "K" && color === "black" ? 1 : 0] ?? "";
}

/** The reading of a kind's name in hiragana (`獅子` → `しし`; Black's king `ぎょくしょう`), or "" when unknown. */
export function kanaReading(code: string, color: Piece["color"] = "black"): string {
  return romajiToKana(ownRomaji(code, color)) ?? "";
}

/** A kind's kanji name with its reading in hiragana: `獅子（しし）`. */
export function kanjiWithReading(code: string, color: Piece["color"] = "black"): string {
  const reading = kanaReading(code, color);
  const kanji = ownKanji(code, color);
  return reading === "" ? kanji : `${kanji}（${reading}）`;
}

/** A square as the board labels it in Japanese: the file number and the rank's kanji numeral (`9十七`). */
export function japaneseSquareName(square: string): string {
  const sq = parseSquare(square);
  return sq < 0 ? square : `${String(fileOf(sq))}${kanjiNumber(rankOf(sq))}`;
}

/** The piece on `square` (`9q`) of the position `dsfen` in words ({@link describePiece}); "" for an empty square or no position. */
export function describeSquare(dsfen: string | undefined, square: string, lang: Lang): string {
  const piece = dsfen === undefined || square === "" ? null : pieceOnSquare(dsfen, square);
  return piece === null ? "" : describePiece(piece, square, lang);
}

/**
 * A one-line description for readers who do not know the 68 kinds:
 * `9q: Black king 玉将 (gyokushō)`, `5c: White lion 獅子 (shishi), promoted eastern barbarian`;
 * in Japanese the name with its reading: `9十七: 先手 玉将（ぎょくしょう）`,
 * `5三: 後手 獅子（しし）、東夷（とうい）の成り`.
 */
export function describePiece(piece: Piece, square: string, lang: Lang = "en"): string {
  if (lang === "ja") {
    const side = piece.color === "black" ? "先手" : "後手";
    const promoted = piece.promoted ? `、${kanjiWithReading(piece.original, piece.color)}の成り` : "";
    return `${japaneseSquareName(square)}: ${side} ${kanjiWithReading(piece.kind, piece.color)}${promoted}`;
  }
  const kanji = ownKanji(piece.kind, piece.color);
  const romaji = ownRomaji(piece.kind, piece.color);
  const side = piece.color === "black" ? "Black" : "White";
  const promoted = piece.promoted ? `, promoted ${kindName(piece.original)}` : "";
  return `${square}: ${side} ${kindName(piece.kind)} ${kanji}${romaji ? ` (${romaji})` : ""}${promoted}`;
}
