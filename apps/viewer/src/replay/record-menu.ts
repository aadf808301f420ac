/**
 * What the widget's menu does with a record: copy text, download it, and the link to a
 * move (`#daidai-ply=65`, read back on load). Writing the record as KIF, PGN or JSON is in
 * record-writers.ts, loaded on first use.
 */

/** Copies text to the clipboard. */
export async function copyText(text: string): Promise<void> {
  // Pages served over plain http have no clipboard object (secure contexts only).
  if (!("clipboard" in navigator)) throw new Error("no clipboard in this page (it needs https)");
  await navigator.clipboard.writeText(text);
}

/** Offers `text` as a file download (a blob URL; no markup is built from the text). */
export function downloadText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

const HASH = "daidai-ply=";

/**
 * The page's URL pointing at move `ply` of a widget: `#daidai-ply=65`, or
 * `#daidai-ply=ID:65` when `id` is given (a page with several widgets).
 */
export function plyLink(href: string, id: string, ply: number): string {
  const base = href.split("#")[0] ?? href;
  return `${base}#${HASH}${id === "" ? "" : `${encodeURIComponent(id)}:`}${String(ply)}`;
}

/**
 * The ply a URL fragment asks a widget to show: `#daidai-ply=65` for every widget,
 * `#daidai-ply=ID:65` for the widget with that id only. Undefined when none applies.
 */
export function plyFromHash(hash: string, id: string): number | undefined {
  const m = /^#daidai-ply=(?:([^:]+):)?(\d{1,6})$/.exec(hash);
  if (m === null) return undefined;
  if (m[1] !== undefined && decodeURIComponent(m[1]) !== id) return undefined;
  return Number(m[2]);
}

/** `m:ss` (or `h:mm:ss`) for a duration in milliseconds. */
export function clockText(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${String(h)}:${String(m).padStart(2, "0")}:${s}` : `${String(m)}:${s}`;
}
