// The custom elements manifest written at build time describes both elements.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

interface Declaration {
  tagName: string;
  summary: string;
  attributes: { name: string; fieldName: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}

describe("custom-elements.json", () => {
  it("lists the elements with their attributes, events, parts and CSS properties", () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-manifest-"));
    try {
      execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/manifest.mjs", import.meta.url)), dir]);
      const manifest = JSON.parse(readFileSync(join(dir, "custom-elements.json"), "utf8")) as { schemaVersion: string; modules: { declarations: Declaration[] }[] };
      expect(manifest.schemaVersion).toBe("2.0.0");
      const byTag = new Map(manifest.modules.map((m) => [m.declarations[0]?.tagName, m.declarations[0]]));
      const replay = byTag.get("daidai-replay");
      expect(replay?.attributes.map((a) => a.name)).toEqual(["src", "format", "ply", "path", "orientation", "notation", "piece-style", "show-moves", "autoplay", "interval", "static", "analysis", "engine-src", "reader-src", "lang", "theme"]);
      expect(replay?.attributes.find((a) => a.name === "show-moves")?.fieldName).toBe("showMoves");
      expect(replay?.events.map((e) => e.name)).toEqual(["daidai-load", "daidai-error", "daidai-ply-change", "daidai-square-click"]);
      expect(replay?.cssParts.map((p) => p.name)).toContain("moves");
      const board = byTag.get("daidai-board");
      expect(board?.cssProperties.map((p) => p.name)).toContain("--daidai-board-bg");
      expect(board?.attributes.map((a) => a.name)).toContain("last-move");
      expect(byTag.get("daidai-analysis")?.attributes.map((a) => a.name)).toEqual(["src", "dsfen", "ply", "notation", "orientation", "piece-style", "engine-src", "engine-threads", "lang", "closable"]);
      expect(byTag.get("daidai-analysis")?.events.map((e) => e.name)).toEqual(["daidai-analysis-move", "daidai-analysis-close"]);
      expect(byTag.get("daidai-piece-guide")?.summary).toContain("Piece cards");
      expect(byTag.get("daidai-pieces")?.attributes.map((a) => a.name)).toEqual(["query", "lang"]);
      expect(byTag.get("daidai-piece-card")?.attributes.map((a) => a.name)).toEqual(["code", "color", "square", "lang"]);
      expect(byTag.get("daidai-play")?.attributes.map((a) => a.name)).toEqual(["lang", "piece-style", "engine-src", "storage-key", "link", "replay-url"]);
      expect(byTag.get("daidai-play")?.events.map((e) => e.name)).toEqual(["daidai-play-move"]);
      expect(byTag.get("daidai-editor")?.attributes.map((a) => a.name)).toEqual(["play-url", "replay-url", "dsfen", "lang"]);
      expect(byTag.get("daidai-editor")?.events.map((e) => e.name)).toEqual(["daidai-editor-change"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
