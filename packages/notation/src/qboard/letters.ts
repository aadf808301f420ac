/**
 * QBoard's letters for dai dai shogi (docs/formats/qboard-fen.md), taken from what its code
 * writes and reads — not from its `DAIDAISHOGIFEN` constant, which QBoard does not use:
 *
 * - the writer: `Board::GetStringCode` (called by `Board::GetFEN` for every square) in
 *   fire-lizard/QBoard's Board.cpp, the version with `std::optional<Piece>` squares;
 * - the reader: `EngineOutputHandler::SetFenToBoard` (a letter and one of `'` `!` `~` `` ` ``,
 *   `+` before it to promote the piece) with `StringManager::StringCode2PieceType` (the dai
 *   dai table, then the maka dai dai, dai and chu ones).
 *
 * Letters are upper case here; QBoard writes its first player's pieces (our Black) in upper
 * case and the other side's in lower case.
 */

/** QBoard's letter of each of the 64 original kinds (our piece codes, docs/spec/pieces.json). */
export const QBOARD_LETTERS: Readonly<Record<string, string>> = {
  K: "K",
  Q: "Q",
  RB: "X'",
  Fr: "U'",
  FT: "P'",
  WB: "W!",
  DK: "D",
  DH: "H",
  Sq: "H~",
  Ra: "G~",
  R: "R",
  B: "B",
  GB: "P~",
  GD: "Q~",
  SB: "Y'",
  FE: "N'",
  WE: "O'",
  Ln: "N",
  LD: "N!",
  Dv: "D~",
  SD: "T!",
  BD: "K~",
  WT: "J~",
  RC: "R'",
  LC: "L'",
  Ph: "X",
  Kr: "O",
  Po: "M'",
  OK: "K'",
  VO: "V'",
  FD: "F'",
  EF: "F~",
  OR: "O!",
  EB: "E~",
  FH: "A~",
  PS: "I~",
  ST: "O~",
  HM: "Y!",
  Lo: "J'",
  No: "H'",
  So: "G'",
  Ea: "C'",
  We: "B'",
  NK: "B~",
  BM: "C~",
  FL: "F",
  EW: "W",
  VB: "N~",
  RG: "R~",
  LG: "L~",
  G: "G",
  S: "S",
  C: "C",
  I: "J",
  W: "W'",
  St: "U",
  AB: "A'",
  CS: "Z",
  Rv: "A",
  L: "L",
  SM: "M",
  VM: "V",
  HD: "M~",
  P: "P",
};

/**
 * Promoted pieces that QBoard's writer does not write as `+` and the letter of the piece
 * they promoted from: it writes the promoted blind monkey (mountain witch) and old rat
 * (wizard stork) with the maka dai dai letters of those kinds. Its own reader reads them
 * back as the maka dai dai old monkey and chinese cock, unpromoted; `+C~` and `+O!` (what
 * we write) are read by QBoard as the promoted pieces.
 */
export const QBOARD_PROMOTED_SPELLINGS: Readonly<Record<string, string>> = {
  "+M!": "+BM",
  "+K!": "+OR",
};

/**
 * The same two kinds without the `+`: what QBoard writes after it has read its own `+M!` /
 * `+K!` (see {@link QBOARD_PROMOTED_SPELLINGS}). No dai dai piece has these letters.
 */
export const QBOARD_DEMOTED_SPELLINGS: Readonly<Record<string, string>> = {
  "M!": "+BM",
  "K!": "+OR",
};

/**
 * The letters of QBoard's writer before it changed four of them (`DaiDaiShogiPiece::
 * StringCode` of the class-per-piece QBoard, the letters its `DAIDAISHOGIFEN` constant kept):
 * those that differ from {@link QBOARD_LETTERS}. `M'` was then the great elephant (a
 * promoted lion dog); promoted pieces had no `+` (an old kite promoted was written as a
 * long-nosed goblin). The setup of that QBoard stood the other way round: its files ran
 * from file 17 to file 1.
 */
export const QBOARD_OLD_LETTERS: Readonly<Record<string, string>> = {
  Po: "S~",
  WB: "X'",
  RB: "Y'",
  SB: "Z'",
  "+LD": "M'",
};
