/**
 * The site's Replay page: format switcher for the long game, and the paste-and-convert box.
 * The analysis board ("Analyse") is a chunk of its own, fetched on first use.
 */
import { INITIAL_DSFEN, moveToString } from "@daidai/core";
import { convert, decodeGameLink, RECORD_FORMATS, type RecordFormat } from "@daidai/notation";
import { DaidaiBoard, DaidaiReplay } from "../src/index.js";

// The element classes, used: package.json's sideEffects names only dist/ files, so a module of
// src/ whose exports go unused would be left out of this build with its element definition.
console.assert([DaidaiBoard, DaidaiReplay].every((c) => typeof c === "function"));

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
  long.src = `samples/engine-game-2.${longFormat.value}`;
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
  void fetch("samples/engine-game-1.pgn")
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

/**
 * A game link in the fragment (`#g=…`, from the Play page's "Open in the replay"): the game
 * it carries, every move checked by core, goes into the paste box as DSFEN + move strings
 * and is replayed there; a link that is refused says why.
 */
function openGameLink(): void {
  const found = /(?:^|[#&])g=([A-Za-z0-9_-]*)/.exec(location.hash);
  if (found === null) return;
  const link = decodeGameLink(found[1] ?? "");
  if (!link.ok) {
    status.textContent = `This game link cannot be opened: ${link.error.message}`;
    return;
  }
  paste.value = [link.value.start ?? INITIAL_DSFEN, ...link.value.moves.map(moveToString)].join(" ");
  from.value = "dsfen";
  void pasted.load(paste.value, "dsfen");
  byId("paste-title").scrollIntoView();
}
openGameLink();
window.addEventListener("hashchange", openGameLink);
