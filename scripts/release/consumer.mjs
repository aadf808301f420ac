// The installed packages as an app developer uses them: small apps bundled with Vite
// against the tarballs installed in `dir` (by pack.mjs), checking that
//   - an app that uses Lit and @daidai/viewer ships one copy of Lit (the viewer's default
//     entry is not bundled: it imports lit, @daidai/core and @daidai/notation);
//   - @daidai/viewer/board alone ships no record reader (no peggy parser);
//   - @daidai/viewer/bundle is self-contained (no bare imports left) and starts its workers
//     from next to itself;
//   - an app that uses one function of @daidai/core ships a small part of it
//     (`sideEffects: false`), smaller than the whole of core.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Copies of Lit in a bundle: lit-html registers its version once per copy. */
export function litCopies(text) {
  return (text.match(/litHtmlVersions/g) ?? []).length;
}

/** Bare module specifiers still imported by an ES module (`from "lit"`, `import("x")`). */
export function bareImports(text) {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]);
  return specifiers.filter((s) => !s.startsWith(".") && !s.startsWith("/") && !/^[a-z]+:/.test(s));
}

/** True if a file starts a worker that a bundler emitted or inlined (`new Worker(new URL(…))`, a data URL). */
export function bundlerWorker(text) {
  return /new Worker\(\s*new URL\(|data:(?:text|application)\/javascript;base64/.test(text);
}

/**
 * Bundles `source` (an app's entry module, written into `dir`) with Vite; returns the output
 * text: the entry, then the chunks it loads (the viewer's record readers are loaded on demand,
 * so shared code such as Lit may sit in a chunk of its own).
 */
export async function bundleApp(dir, name, source) {
  const { build } = await import("vite");
  const entry = join(dir, `${name}.js`);
  writeFileSync(entry, source);
  const outDir = join(dir, `dist-${name}`);
  await build({
    root: dir,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    build: { outDir, emptyOutDir: true, minify: true, lib: { entry, formats: ["es"], fileName: () => "app.js" } },
  });
  const chunks = readdirSync(outDir).filter((f) => /\.m?js$/.test(f) && f !== "app.js").sort();
  return ["app.js", ...chunks].map((f) => readFileSync(join(outDir, f), "utf8")).join("\n");
}

const kib = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB (gzip ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KiB)`;

/** Runs the checks in the install directory `dir`; throws with every failure. */
export async function checkConsumerBuilds(dir) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production"; // Lit's production build, as an app's release build
  const failures = [];
  try {
    const litApp = await bundleApp(
      dir,
      "lit-app",
      'import { LitElement, html } from "lit";\nimport { DaidaiReplay } from "@daidai/viewer";\n' +
        'customElements.define("my-app", class extends LitElement { render() { return html`<daidai-replay></daidai-replay>`; } });\n' +
        "export const replay = DaidaiReplay;\n",
    );
    if (litCopies(litApp) !== 1) failures.push(`a Lit app with @daidai/viewer has ${String(litCopies(litApp))} copies of Lit, not 1`);
    if (!litApp.includes("daidai-replay")) failures.push("a Lit app with @daidai/viewer lacks <daidai-replay>");
    console.log(`consumer: Lit app + @daidai/viewer (entry and on-demand chunks): ${kib(litApp)}, ${String(litCopies(litApp))} copy of Lit`);

    const boardApp = await bundleApp(dir, "board-app", 'import "@daidai/viewer/board";\n');
    if (!boardApp.includes("daidai-board")) failures.push("@daidai/viewer/board does not define <daidai-board>");
    if (boardApp.includes("daidai-replay")) failures.push("@daidai/viewer/board ships <daidai-replay>");
    if (/peg\$|SyntaxError\.buildMessage/.test(boardApp)) failures.push("@daidai/viewer/board ships a record reader (peggy parser)");
    console.log(`consumer: app with @daidai/viewer/board only: ${kib(boardApp)}, no record readers`);

    // The ES bundle and the files it loads when needed (record readers, writers): no bare imports.
    const bundleDir = join(dir, "node_modules", "@daidai", "viewer", "dist", "bundle");
    const bundle = readFileSync(join(bundleDir, "daidai-viewer.js"), "utf8");
    for (const file of readdirSync(bundleDir).filter((f) => /^daidai-viewer(-[a-z-]+)?\.js$/.test(f))) {
      const bare = bareImports(readFileSync(join(bundleDir, file), "utf8"));
      if (bare.length > 0) failures.push(`@daidai/viewer/bundle's ${file} still imports ${bare.join(", ")}`);
    }
    // The bundles start their workers from next to themselves (vite.config.ts's
    // BUNDLE_WORKER_STARTERS), not as a worker that Vite emitted or inlined while bundling.
    for (const file of readdirSync(bundleDir).filter((f) => /^daidai-(viewer|analysis)\b.*\.js$/.test(f))) {
      if (bundlerWorker(readFileSync(join(bundleDir, file), "utf8"))) failures.push(`@daidai/viewer's dist/bundle/${file} starts a worker emitted or inlined by Vite`);
    }
    if (litCopies(bundle) !== 1) failures.push("@daidai/viewer/bundle does not contain Lit");

    const whole = await bundleApp(dir, "core-all", 'export * from "@daidai/core";\n');
    const one = await bundleApp(dir, "core-one", 'import { squareName } from "@daidai/core";\nconsole.log(squareName(0));\n');
    if (!(Buffer.byteLength(one) * 4 < Buffer.byteLength(whole))) {
      failures.push(`an app using only squareName of @daidai/core ships ${kib(one)}, not under a quarter of the whole ${kib(whole)}`);
    }
    console.log(`consumer: @daidai/core whole ${kib(whole)}; only squareName ${kib(one)}`);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (failures.length > 0) throw new Error(`apps built against the installed packages:\n${failures.join("\n")}`);
}
