/** The site's Play page: a game against the engine (its worker fetched at its first move) or by link. */
import { DaidaiBoard, DaidaiPlay } from "../src/play.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiBoard, DaidaiPlay].every((c) => typeof c === "function"));
