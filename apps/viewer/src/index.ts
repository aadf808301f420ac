/** @daidai/viewer — web components for showing dai dai shogi positions. */
export { DaidaiBoard } from "./daidai-board.js";
