// Writes dist/custom-elements.json (or <folder>/custom-elements.json when a folder is
// given as argument) — a custom elements manifest, schema 2.0.0 — from the
// TSDoc tags of the element classes: @summary, @attr, @fires, @csspart, @cssprop.
// A small script instead of @custom-elements-manifest/analyzer, whose dependency
// rs-module-lexer needs an install script that frozen installs refuse.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ELEMENTS = [
  { file: "src/board/daidai-board.ts", tag: "daidai-board" },
  { file: "src/replay/daidai-replay.ts", tag: "daidai-replay" },
  { file: "src/analysis/daidai-analysis.ts", tag: "daidai-analysis" },
  { file: "src/pieces/daidai-pieces.ts", tag: "daidai-pieces" },
  { file: "src/pieces/piece-card.ts", tag: "daidai-piece-card" },
  { file: "src/pieces/daidai-piece-guide.ts", tag: "daidai-piece-guide" },
  { file: "src/play/daidai-play.ts", tag: "daidai-play" },
  { file: "src/editor/daidai-editor.ts", tag: "daidai-editor" },
];

function parseDoc(source) {
  const m = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export class (\w+) extends LitElement/.exec(source);
  if (m === null) throw new Error("no documented LitElement class found");
  const lines = m[1].split("\n").map((l) => l.replace(/^\s*\* ?/, ""));
  const description = [];
  const tags = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s+(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1], text: tag[2] });
    else if (tags.length === 0) description.push(line);
  }
  const split = (text) => {
    const [name, ...rest] = text.split(" - ");
    return { name: name.trim(), description: rest.join(" - ").trim() };
  };
  const of = (name) => tags.filter((t) => t.tag === name).map((t) => split(t.text));
  const fieldName = (attr) => attr.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  return {
    kind: "class",
    name: m[2],
    summary: tags.find((t) => t.tag === "summary")?.text ?? "",
    description: description.join(" ").replace(/\s+/g, " ").trim(),
    attributes: of("attr").map((a) => ({ ...a, fieldName: fieldName(a.name) })),
    events: of("fires"),
    cssParts: of("csspart"),
    cssProperties: of("cssprop"),
  };
}

const modules = ELEMENTS.map(({ file, tag }) => {
  const decl = { ...parseDoc(readFileSync(`${root}${file}`, "utf8")), tagName: tag, customElement: true };
  const js = file.replace(/^src\//, "").replace(/\.ts$/, ".js");
  return {
    kind: "javascript-module",
    path: file,
    declarations: [decl],
    exports: [
      { kind: "js", name: decl.name, declaration: { name: decl.name, module: file } },
      { kind: "custom-element-definition", name: tag, declaration: { name: decl.name, module: file } },
    ],
    deprecatedJsPath: js,
  };
});
for (const m of modules) delete m.deprecatedJsPath;
const outDir = process.argv[2] ?? `${root}dist`;
mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}/custom-elements.json`, `${JSON.stringify({ schemaVersion: "2.0.0", readme: "README.md", modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${modules.map((m) => `<${m.declarations[0].tagName}> ${String(m.declarations[0].attributes.length)} attributes`).join(", ")}`);
