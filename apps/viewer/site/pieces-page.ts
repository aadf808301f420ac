/** The site's Pieces page: the 68 kinds, and a card for any piece. */
import { DaidaiPieceCard, DaidaiPieceGuide, DaidaiPieces } from "../src/analysis.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiPieces, DaidaiPieceGuide, DaidaiPieceCard].every((c) => typeof c === "function"));
