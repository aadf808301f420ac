// The app developer's path (issue 29), walked from the packed tarballs installed in `dir`
// (by pack.mjs): the fixture app of scripts/release/fixtures/app — `import "@daidai/viewer"`
// and `"@daidai/viewer/analysis"`, `<daidai-replay analysis>` and a record too long to be
// read without the reader worker — is
//   - type-checked with strict TypeScript, no cast (typed tags and events);
//   - built with Vite, and (full gate) with webpack 5 and run on Vite's dev server;
//   - opened in Chromium (the built apps under a strict CSP): "Analyse" on the replay, then
//     on the analysis board, must bring a report with a depth from the engine's worker that
//     the bundler emitted, and the long record (over the 1 MB that the page's thread reads
//     when no worker starts) must be read, in the reader worker the bundler emitted;
// and every combination of the viewer's entry points for bundlers (`@daidai/viewer`,
// `/board`, `/analysis`) ships one copy of Lit and one of core (Vite; webpack too in the
// full gate).
/* global document */ // in the functions that Playwright runs in the page
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { root, run } from "./exec.mjs";
import { bundleApp, litCopies } from "./consumer.mjs";

const FIXTURE = join(root, "scripts", "release", "fixtures", "app");
const SAMPLES = join(root, "apps", "viewer", "samples");
const viewerRequire = createRequire(join(root, "apps", "viewer", "package.json"));

/** The viewer's entry points for bundlers (the self-contained bundles are for pages without one). */
export const ENTRY_POINTS = ["@daidai/viewer", "@daidai/viewer/board", "@daidai/viewer/analysis"];

/** Every non-empty combination of `items`, in order. */
export function combinations(items) {
  const out = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

/**
 * Copies of @daidai/core in a text: its piece table holds the Rushing bird's Betza string
 * once (no other package has it; minifiers keep string literals).
 */
export function coreCopies(text) {
  return (text.match(/"BfrlR"|'BfrlR'|`BfrlR`/g) ?? []).length;
}

/** The text of a record that only a worker reads: long-game.pgn with comments past `minChars`. */
export function longRecord(pgn, minChars) {
  const moves = (pgn.match(/\b\d+\.\s/g) ?? []).length;
  const words = "A long comment, so that the record is read in the reader worker. ";
  const comment = `{${words.repeat(Math.ceil(minChars / Math.max(1, moves) / words.length) + 1)}}`;
  const text = pgn.replace(/\b(\d+\.\s+\S+)/g, (move) => `${move} ${comment}`);
  if (text.length <= minChars) throw new Error(`the long record has ${String(text.length)} characters, not over ${String(minChars)}`);
  return text;
}

/** The length from which the page's thread refuses a record that no worker could read (record-text.ts). */
const PAGE_THREAD_LIMIT = 1_000_000;

/** Lays out the fixture app in `dir/name` with its records; returns the app's folder. */
function layOut(dir, name) {
  const app = join(dir, name);
  rmSync(app, { recursive: true, force: true });
  cpSync(FIXTURE, app, { recursive: true });
  const records = join(app, "public", "records");
  mkdirSync(records, { recursive: true });
  cpSync(join(SAMPLES, "engine-game-1.kif"), join(records, "game.kif"));
  writeFileSync(join(records, "long.pgn"), longRecord(readFileSync(join(SAMPLES, "long-game.pgn"), "utf8"), PAGE_THREAD_LIMIT + 100_000));
  return app;
}

/** Main-line moves of the long record, read by the installed @daidai/notation in Node. */
async function expectedPlies(dir, app) {
  const { parseRecord } = await import(createRequire(join(dir, "package.json")).resolve("@daidai/notation"));
  const { record } = parseRecord(readFileSync(join(app, "public", "records", "long.pgn"), "utf8"));
  let plies = 0;
  for (let node = record.root.children[0]; node !== undefined; node = node.children[0]) plies++;
  if (plies < 100) throw new Error(`the long record has only ${String(plies)} moves`);
  return plies;
}

/** tsc (the repository's TypeScript, strict) on the app: emits its JavaScript to `outDir` when given. */
async function typecheck(app, outDir) {
  const tsc = createRequire(join(root, "package.json")).resolve("typescript/bin/tsc");
  const emit = outDir === undefined ? [] : ["--noEmit", "false", "--outDir", outDir, "--rootDir", join(app, "src")];
  await run(process.execPath, [tsc, "-p", join(app, "tsconfig.json"), ...emit], { cwd: app });
}

const gzipKb = async (texts) => {
  const { gzipSync } = await import("node:zlib");
  return (texts.reduce((n, t) => n + gzipSync(t, { level: 9 }).length, 0) / 1024).toFixed(1);
};

/** The checks of one build's page files (workers excluded: each has its own core). */
async function checkCopies(label, pageTexts, failures) {
  const text = pageTexts.join("\n");
  const lit = litCopies(text);
  const core = coreCopies(text);
  if (lit !== 1) failures.push(`${label}: ${String(lit)} copies of Lit, not 1`);
  if (core !== 1) failures.push(`${label}: ${String(core)} copies of @daidai/core, not 1`);
  console.log(`apps: ${label}: ${String(lit)} Lit, ${String(core)} core, ${await gzipKb(pageTexts)} KiB gzipped`);
}

// ----- Vite -----------------------------------------------------------------------------

/** Builds the app with Vite (the repository's); returns its folder, page files' texts and worker file names. */
async function buildWithVite(app) {
  const { build } = await import("vite");
  const outDir = join(app, "dist-vite");
  const result = await build({
    root: app,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { pluginTimings: false } } },
  });
  const files = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const pages = files.filter((f) => f.type === "chunk").map((f) => f.code);
  const workers = files.filter((f) => f.type === "asset" && /\.js$/.test(f.fileName)).map((f) => f.fileName);
  return { outDir, pages, workers };
}

/** Each combination of entry points bundled by Vite: one copy of Lit and of core. */
async function viteCombinations(dir, failures) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const entries of combinations(ENTRY_POINTS)) {
      const name = `entries-${entries.map((e) => e.split("/").at(-1)).join("-")}`;
      const text = await bundleApp(dir, name, entries.map((e) => `import "${e}";\n`).join(""));
      await checkCopies(`Vite, ${entries.join(" + ")}`, [text], failures);
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

// ----- webpack --------------------------------------------------------------------------

/** Runs webpack (the repository's) with `config`; returns the page files' texts and the worker chunks' files. */
async function runWebpack(config) {
  const { default: webpack } = await import("webpack");
  const stats = await new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else if (result === undefined) reject(new Error("webpack gave no result"));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    });
  });
  const { chunks = [] } = stats.toJson({ all: false, chunks: true });
  // The page's chunks run in the entry's runtime ("main"); each worker has a runtime of its own.
  const files = (wanted) => [...new Set(chunks.filter(wanted).flatMap((c) => c.files ?? []))].filter((f) => f.endsWith(".js"));
  const pages = files((c) => (c.runtime ?? []).includes("main")).map((f) => readFileSync(join(config.output.path, f), "utf8"));
  const workers = files((c) => !(c.runtime ?? []).includes("main"));
  return { pages, workers };
}

/** A production webpack config for `entry`, output in `outDir`. */
function webpackConfig(app, entry, outDir, minimize = true) {
  return {
    mode: "production",
    context: app,
    entry: { main: entry },
    output: { path: outDir, clean: true },
    devtool: false,
    performance: { hints: false },
    optimization: { minimize },
    infrastructureLogging: { level: "error" },
  };
}

/** Builds the app with webpack 5: tsc emits the app's JavaScript, webpack bundles it. */
async function buildWithWebpack(app) {
  const js = join(app, "build-js");
  await typecheck(app, js);
  const outDir = join(app, "dist-webpack");
  const built = await runWebpack(webpackConfig(app, join(js, "main.js"), outDir));
  // The page: the fixture's, with webpack's classic script instead of the TypeScript module.
  const html = readFileSync(join(app, "index.html"), "utf8").replace('<script type="module" src="/src/main.ts"></script>', '<script defer src="/main.js"></script>');
  writeFileSync(join(outDir, "index.html"), html);
  cpSync(join(app, "public"), outDir, { recursive: true });
  return { outDir, ...built };
}

/** Each combination of entry points bundled by webpack (not minified: faster, same modules). */
async function webpackCombinations(dir, failures) {
  for (const entries of combinations(ENTRY_POINTS)) {
    const name = `webpack-entries-${entries.map((e) => e.split("/").at(-1)).join("-")}`;
    const entry = join(dir, `${name}.js`);
    writeFileSync(entry, entries.map((e) => `import "${e}";\n`).join(""));
    const { pages } = await runWebpack(webpackConfig(dir, entry, join(dir, `dist-${name}`), false));
    await checkCopies(`webpack (not minified), ${entries.join(" + ")}`, pages, failures);
  }
}

// ----- Chromium -------------------------------------------------------------------------

/**
 * Opens the app at `url` in Chromium: the long record must be read whole in the reader
 * worker, and the engine, started from the replay's analysis board, must report a depth.
 * Returns what failed.
 */
async function drive(label, url, plies, { devServer = false } = {}) {
  const { chromium } = viewerRequire("playwright-core");
  const { CHROMIUM, CHROMIUM_ARGS } = await import(join(root, "apps", "viewer", "scripts", "chromium.mjs"));
  const profile = mkdtempSync(join(tmpdir(), "daidai-app-chromium-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const failures = [];
  try {
    const page = await context.newPage();
    const errors = [];
    const workers = [];
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      if (devServer && m.text().includes("Lit is in dev mode")) return;
      // The browser asks for /favicon.ico, which the app has not.
      if (m.location().url.endsWith("/favicon.ico")) return;
      if (m.type() === "error" || m.type() === "warning") errors.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
    });
    page.on("worker", (w) => workers.push(w.url()));
    page.on("response", (r) => {
      if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) errors.push(`HTTP ${String(r.status())} ${r.url()}`);
    });
    await page.goto(url);
    const data = (key) => page.evaluate((k) => document.documentElement.dataset[k] ?? null, key);
    await page.waitForFunction(() => document.documentElement.dataset["ready"] === "true", null, { timeout: 60_000 });
    await page.waitForFunction(() => { const d = document.documentElement.dataset; return d["longPlies"] !== undefined || d["longError"] !== undefined; }, null, { timeout: 120_000 });
    const longPlies = await data("longPlies");
    if (longPlies !== String(plies)) failures.push(`${label}: the long record (over 1 MB) shows ${String(longPlies)} moves, not ${String(plies)} (error: ${String(await data("longError"))})`);
    if (!workers.some((u) => /daidai-reader/.test(u))) failures.push(`${label}: no reader worker started (workers: ${workers.join(", ") || "none"})`);

    await page.waitForFunction(() => document.documentElement.dataset["gamePlies"] !== undefined, null, { timeout: 60_000 });
    await page.locator("#game button.analyse").click();
    await page.locator("#game daidai-analysis button.analyse").click({ timeout: 60_000 });
    const engine = page.locator("#game daidai-analysis .engine");
    try {
      await page.waitForFunction(
        () => {
          const text = document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis")?.shadowRoot?.querySelector(".engine")?.textContent ?? "";
          return /depth \d+|could not start|failed/i.test(text);
        },
        null,
        { timeout: 60_000 },
      );
    } catch {
      // Reported below with the text shown.
    }
    const shown = ((await engine.textContent()) ?? "").replace(/\s+/g, " ").trim();
    const depth = /depth (\d+)/.exec(shown);
    if (depth === null) failures.push(`${label}: the engine reported no depth; the board shows "${shown}"`);
    else console.log(`apps: ${label}: engine "${shown}"`);
    if (!workers.some((u) => /daidai-engine/.test(u))) failures.push(`${label}: no engine worker started (workers: ${workers.join(", ") || "none"})`);
    if (errors.length > 0) failures.push(`${label}: ${errors.join("; ")}`);
    console.log(`apps: ${label}: long record ${String(longPlies)} moves; workers ${workers.map((u) => new URL(u).pathname).join(", ")}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return failures;
}

/** Serves a built app's folder under the strict CSP of the viewer's tests; runs `body(url)`. */
async function serving(outDir, body) {
  const { startServer } = await import(join(root, "apps", "viewer", "scripts", "static-server.mjs"));
  const server = await startServer({ routes: [["/", outDir]] });
  try {
    return await body(server.url);
  } finally {
    await server.close();
  }
}

/** The fixture app on Vite's dev server (the package pre-bundled by Vite's dependency optimizer). */
async function viteDevServer(app, plies) {
  const { createServer } = await import("vite");
  const server = await createServer({ root: app, configFile: false, logLevel: "warn", server: { host: "127.0.0.1", port: 0 } });
  await server.listen();
  try {
    const url = server.resolvedUrls?.local[0];
    if (url === undefined) throw new Error("Vite's dev server has no URL");
    return await drive("Vite dev server", url, plies, { devServer: true });
  } finally {
    await server.close();
  }
}

/** Runs `body`, then prints how long it took. */
async function timed(what, body) {
  const started = Date.now();
  try {
    return await body();
  } finally {
    console.log(`apps: ${what} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** The gate's `apps` step, in the install directory `dir`; `quick`: Vite only. */
export async function checkAppFixtures(dir, { quick = false } = {}) {
  if (!existsSync(join(dir, "node_modules", "@daidai", "viewer"))) throw new Error(`${dir}: @daidai/viewer is not installed there`);
  const failures = [];
  const app = layOut(dir, "app");
  const plies = await expectedPlies(dir, app);
  await timed("tsc", () => typecheck(app));
  console.log(`apps: ${relative(dir, join(app, "src", "main.ts"))} type-checks (strict, events and tags typed without a cast)`);

  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  let vite;
  try {
    vite = await timed("Vite build", () => buildWithVite(app));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await checkCopies("Vite app", vite.pages, failures);
  for (const w of ["daidai-engine-worker", "daidai-reader-worker"]) {
    if (!vite.workers.some((f) => f.includes(w))) failures.push(`Vite app: ${w} was not emitted (files: ${vite.workers.join(", ")})`);
  }
  failures.push(...(await timed("Chromium on the Vite build", () => serving(vite.outDir, (url) => drive("Vite build", url, plies)))));
  await timed("Vite builds of the entry-point combinations", () => viteCombinations(dir, failures));

  if (quick) {
    console.log("quick: the webpack app, its entry-point combinations and Vite's dev server are left to the full gate");
  } else {
    const packed = await timed("tsc and webpack build", () => buildWithWebpack(app));
    await checkCopies("webpack app", packed.pages, failures);
    if (packed.workers.length < 2) failures.push(`webpack app: expected the engine and reader workers as chunks of their own, found ${packed.workers.join(", ") || "none"}`);
    failures.push(...(await timed("Chromium on the webpack build", () => serving(packed.outDir, (url) => drive("webpack build", url, plies)))));
    await timed("webpack builds of the entry-point combinations", () => webpackCombinations(dir, failures));
    failures.push(...(await timed("Vite's dev server in Chromium", () => viteDevServer(app, plies))));
  }
  if (failures.length > 0) throw new Error(`the app fixtures (scripts/release/app-fixtures.mjs):\n${failures.join("\n")}`);
}
