/** User-interface strings in English and Japanese. */

/** Interface language. */
export type Lang = "en" | "ja";

const EN = {
  board: "Dai dai shogi board",
  boardOf: "Dai dai shogi board, {0} to move",
  black: "Black",
  white: "White",
  first: "First move",
  prev: "Previous move",
  next: "Next move",
  last: "Last move",
  play: "Play",
  pause: "Pause",
  flip: "Flip board",
  zoom: "Enlarge board",
  unzoom: "Fit board",
  slider: "Move number",
  moves: "Moves",
  start: "Start position",
  variation: "Variation",
  loading: "Loading the game record…",
  empty: "No game record given: set src, put the record in a <script type=\"text/x-daidai\"> child, or set the record property.",
  fetchFailed: "Could not load the game record from {0}: {1}",
  diagnostics: "Problems in the record",
  unreadable: "This text is not a game record this widget can read (JSON, PGN, KIF, or a DSFEN with moves).",
  moreDiagnostics: "…and {0} more",
  controls: "Replay controls",
  check: "check",
  position: "Position after move {0} of {1}",
  startPosition: "Start position, {0} moves",
  widget: "Dai dai shogi game replay",
  keys: "Keys: ← → step, Home End first and last, ↑ ↓ variation, f flip, space autoplay",
  result: "Result",
  emptySquare: "empty",
  notRecord: "This is not a game record.",
  firstProblem: "line {0}: {1}",
  tooLarge: "This text is too large for a game record ({0}; the widget reads up to {1}).",
  readerFileMissing: "{0} (the {1} reader) could not be loaded from next to {2}: copy the whole dist/bundle folder of @daidai/viewer to your site, not only {2}.",
  readerNotLoaded: "The {0} reader of the widget could not be loaded ({1}): every file of the build must be served.",
  close: "Close",
  enlargedBoard: "Enlarged board",
  movesOf: "Moves, game {0}",
  menu: "More: copy, download, link, flip",
  copyRecord: "Copy the record",
  copyAs: "Copy as {0}",
  download: "Download the record",
  copyLink: "Copy a link to this move",
  copied: "Copied",
  copyFailed: "Could not copy: {0}",
  timeUsed: "Time used",
  analyse: "Analyse",
  movesAround: "Moves around this one",
  alternatives: "Other moves here (variations)",
  nextChoices: "Next move: the game's and the variations'",
  panBoard: "Board: drag, or the arrow keys, to move it",
} as const;

/** A message key. */
export type MessageKey = keyof typeof EN;

const JA: Record<MessageKey, string> = {
  board: "大大将棋の盤",
  boardOf: "大大将棋の盤、{0}の手番",
  black: "先手",
  white: "後手",
  first: "最初へ",
  prev: "一手戻る",
  next: "一手進む",
  last: "最後へ",
  play: "再生",
  pause: "停止",
  flip: "盤を反転",
  zoom: "盤を拡大",
  unzoom: "盤を縮小",
  slider: "手数",
  moves: "棋譜",
  start: "開始局面",
  variation: "変化",
  loading: "棋譜を読み込み中…",
  empty: "棋譜がありません。src 属性、<script type=\"text/x-daidai\"> の子要素、または record プロパティで指定してください。",
  fetchFailed: "{0} から棋譜を読み込めませんでした: {1}",
  diagnostics: "棋譜の問題",
  unreadable: "読める棋譜ではありません（JSON、PGN、KIF、または DSFEN と指し手）。",
  moreDiagnostics: "…ほか {0} 件",
  controls: "再生操作",
  check: "王手",
  position: "{1}手中{0}手目の局面",
  startPosition: "開始局面（全{0}手）",
  widget: "大大将棋の棋譜再生",
  keys: "キー: ← → 一手, Home End 最初と最後, ↑ ↓ 変化, f 反転, スペース 自動再生",
  result: "結果",
  emptySquare: "空き",
  notRecord: "これは棋譜ではありません。",
  firstProblem: "{0}行目: {1}",
  tooLarge: "棋譜としては大きすぎます（{0}、読めるのは {1} まで）。",
  readerFileMissing: "{1} の読み込み用ファイル {0} を {2} と同じ場所から読み込めませんでした。{2} だけでなく、@daidai/viewer の dist/bundle フォルダーをすべてサイトにコピーしてください。",
  readerNotLoaded: "{0} の読み込み用ファイルを読み込めませんでした（{1}）。ビルドしたファイルをすべて配信してください。",
  close: "閉じる",
  enlargedBoard: "拡大した盤",
  movesOf: "棋譜 {0}",
  menu: "その他: コピー、保存、リンク、反転",
  copyRecord: "棋譜をコピー",
  copyAs: "{0} でコピー",
  download: "棋譜を保存",
  copyLink: "この手へのリンクをコピー",
  copied: "コピーしました",
  copyFailed: "コピーできませんでした: {0}",
  timeUsed: "消費時間",
  analyse: "検討",
  movesAround: "前後の指し手",
  alternatives: "この手の変化",
  nextChoices: "次の手（本譜と変化）",
  panBoard: "盤（ドラッグか矢印キーで動かす）",
};

/** A message template with `{0}`, `{1}` replaced by the arguments (the other words' modules use it too). */
export function fillTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
}

/** The message for a key in a language, with `{0}`, `{1}` replaced by the arguments. */
export function t(lang: Lang, key: MessageKey, ...args: (string | number)[]): string {
  return fillTemplate(lang === "ja" ? JA[key] : EN[key], args);
}

const KANJI_DIGITS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** Kanji numeral 1…99 (一, 十, 十七). */
export function kanjiNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return (tens === 0 ? "" : tens === 1 ? "十" : `${KANJI_DIGITS[tens] ?? ""}十`) + (KANJI_DIGITS[ones] ?? "");
}

/** Label of a rank 1…17: a…q in English, 一…十七 in Japanese. */
export function rankLabel(rank: number, lang: Lang): string {
  return lang === "ja" ? kanjiNumber(rank) : "abcdefghijklmnopq".charAt(rank - 1);
}

/** Parses a `lang` attribute value: anything starting with `ja` is Japanese, else English. */
export function parseLang(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith("ja") === true ? "ja" : "en";
}
