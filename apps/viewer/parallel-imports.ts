import type { Plugin } from "vite";

/**
 * A build plugin for the ES module bundle: a dynamic import of one of the bundle's files
 * (`import("./daidai-viewer-kif.js")`) also starts the imports of the files that file
 * imports in turn (the small `-metadata` file the readers share), so that the browser
 * fetches them together — one round trip instead of one per level. Plain `import()`
 * calls: no `<link rel=modulepreload>`, nothing a strict CSP refuses.
 */
export function parallelChunkImports(): Plugin {
  return {
    name: "daidai-parallel-chunk-imports",
    renderChunk(code, chunk, _options, meta) {
      const magic = meta.magicString;
      if (magic === undefined) throw new Error("parallelChunkImports needs experimental.nativeMagicString");
      let changed = false;
      for (const m of code.matchAll(/import\((["'`])\.\/([\w.-]+\.js)\1\)/g)) {
        const deps = staticClosure(m[2] ?? "", meta.chunks, chunk.fileName);
        if (deps.length === 0) continue;
        const start = m.index;
        magic.overwrite(start, start + m[0].length, `Promise.all([${m[0]}, ${deps.map((d) => `import("./${d}")`).join(", ")}]).then((all) => all[0])`);
        changed = true;
      }
      return changed ? magic : null;
    },
  };
}

/** The files `file` imports statically, directly or not, without `file` and `importer`. */
function staticClosure(file: string, chunks: Readonly<Record<string, { readonly imports: readonly string[] }>>, importer: string): string[] {
  const seen = new Set<string>([file, importer]);
  const todo = [...(chunks[file]?.imports ?? [])];
  const out: string[] = [];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    out.push(f);
    todo.push(...(chunks[f]?.imports ?? []));
  }
  return out.sort();
}
