/** The site's Editor page: set up a position (no engine). */
import { DaidaiBoard, DaidaiEditor, DaidaiPieceCard } from "../src/play.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiBoard, DaidaiEditor, DaidaiPieceCard].every((c) => typeof c === "function"));
