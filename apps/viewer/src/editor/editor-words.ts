/** The position editor's words in English and Japanese (kept out of the replay bundle). */
import { fillTemplate, type Lang } from "../i18n/i18n.js";

const EN = {
  board: "Position being set up (arrow keys move over the squares, Enter places the chosen piece)",
  palette: "Pieces",
  colour: "Colour",
  black: "Black",
  white: "White",
  eraser: "Eraser",
  toMove: "To move",
  initial: "Initial position",
  empty: "Empty board",
  load: "Start from a position",
  loadLabel: "A DSFEN, a QBoard FEN, or a record as DSFEN + move strings",
  atPly: "At move (a record; empty: its end)",
  loadButton: "Load",
  loadError: "Not a position: {0}",
  problems: "Problems",
  out: "Out",
  boardSnippet: "<daidai-board> snippet",
  replaySnippet: "<daidai-replay> snippet",
  copy: "Copy",
  copyWhat: "Copy the {0}",
  copied: "Copied.",
  emptied: "{0}: empty",
  enlarged: "Enlarged position editor",
  svg: "Download an SVG diagram",
  openInPlay: "Play from this position (with a friend, by link)",
  openInReplay: "Open in the replay",
  close: "Close",
  tapToEnlarge: "Tap the board to enlarge it; pieces are placed there.",
  card: "Card of the chosen piece",
  gestures: "Hold a piece for its card; drag a piece to move it, off the board to remove it.",
  moved: "{0} moved to {1}",
  removed: "{0} removed",
} as const;

/** A message key of the editor. */
export type EditorKey = keyof typeof EN;

const JA: Record<EditorKey, string> = {
  board: "編集中の局面（矢印キーでマスを移動、Enter で選んだ駒を置く）",
  palette: "駒",
  colour: "先後",
  black: "先手",
  white: "後手",
  eraser: "消しゴム",
  toMove: "手番",
  initial: "初期局面",
  empty: "空の盤",
  load: "局面から始める",
  loadLabel: "DSFEN、QBoard FEN、または DSFEN + 指し手の棋譜",
  atPly: "手数（棋譜のとき。空欄は最後）",
  loadButton: "読み込む",
  loadError: "局面ではありません: {0}",
  problems: "問題",
  out: "出力",
  boardSnippet: "<daidai-board> のコード",
  replaySnippet: "<daidai-replay> のコード",
  copy: "コピー",
  copyWhat: "{0}をコピー",
  copied: "コピーしました。",
  emptied: "{0}: 空き",
  enlarged: "拡大した局面編集",
  svg: "SVG 図をダウンロード",
  openInPlay: "この局面から対局（リンクで友達と）",
  openInReplay: "棋譜再生で開く",
  close: "閉じる",
  tapToEnlarge: "盤をタップすると拡大します。駒は拡大した盤で置きます。",
  card: "選んだ駒の説明",
  gestures: "駒を長押しすると説明、ドラッグすると移動、盤の外へ出すと取り除きます。",
  moved: "{0}を{1}へ移動",
  removed: "{0}を取り除きました",
};

/** The editor's message for `key` in `lang`, with `{0}`… replaced. */
export function ew(lang: Lang, key: EditorKey, ...args: (string | number)[]): string {
  return fillTemplate(lang === "ja" ? JA[key] : EN[key], args);
}
