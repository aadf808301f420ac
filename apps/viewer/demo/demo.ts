/** The demo page: format switcher for the long game, and the paste-and-convert box. */
import { convert, RECORD_FORMATS, type RecordFormat } from "@daidai/notation";
import { DaidaiBoard, DaidaiReplay } from "../src/index.js";
// The analysis board and the piece guide (the build emits the engine worker with them).
import { DaidaiAnalysis, DaidaiPieceCard, DaidaiPieceGuide, DaidaiPieces } from "../src/analysis.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiBoard, DaidaiAnalysis, DaidaiPieceCard, DaidaiPieceGuide, DaidaiPieces].every((c) => typeof c === "function"));

function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`#${id} is missing`);
  return el;
}

function replayById(id: string): DaidaiReplay {
  const el = byId(id);
  if (!(el instanceof DaidaiReplay)) throw new Error(`#${id} is not a <daidai-replay>`);
  return el;
}

const long = replayById("long");
const longFormat = byId("long-format") as HTMLSelectElement;
longFormat.addEventListener("change", () => {
  long.notation = longFormat.value === "kif" ? "japanese" : "western";
  long.src = `/samples/engine-game-2.${longFormat.value}`;
});

const paste = byId("paste") as HTMLTextAreaElement;
const from = byId("from") as HTMLSelectElement;
const to = byId("to") as HTMLSelectElement;
const status = byId("status") as HTMLParagraphElement;
const pasted = replayById("pasted");

const asFormat = (value: string): RecordFormat | undefined => RECORD_FORMATS.find((f) => f === value);

byId("show").addEventListener("click", () => {
  status.textContent = "";
  void pasted.load(paste.value, from.value);
});

byId("sample").addEventListener("click", () => {
  void fetch("/samples/engine-game-1.pgn")
    .then((r) => r.text())
    .then((text) => {
      paste.value = text;
      void pasted.load(text);
    });
});

pasted.addEventListener("daidai-load", (e) => {
  const detail = (e as CustomEvent<{ format: string | undefined; plies: number }>).detail;
  status.textContent = `Read ${detail.format ?? "?"}: ${String(detail.plies)} moves on the main line.`;
});

byId("download").addEventListener("click", () => {
  const target = asFormat(to.value) ?? "json";
  const result = convert(paste.value, target, { from: asFormat(from.value) });
  const notes = result.diagnostics.map((d) => `${String(d.line)}:${String(d.column)} ${d.severity}: ${d.message}`).join("\n");
  if (result.text === undefined) {
    status.textContent = `Cannot convert:\n${notes}`;
    return;
  }
  const blob = new Blob([result.text], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `record.${target}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
  status.textContent = `Downloaded record.${target}${notes ? `\n${notes}` : ""}`;
});
