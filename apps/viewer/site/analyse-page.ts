/** The site's Analyse page: the analysis board (the engine's worker is fetched on first "Analyse"). */
import { DaidaiAnalysis, DaidaiBoard, DaidaiPieceCard } from "../src/analysis.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiAnalysis, DaidaiBoard, DaidaiPieceCard].every((c) => typeof c === "function"));
