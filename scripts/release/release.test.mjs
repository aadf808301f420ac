// Tests of the release gate's helpers: `pnpm test:release` (run by the gate's test step).
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { combinations, coreCopies, ENTRY_POINTS, longRecord } from "./app-fixtures.mjs";
import { checkBudgets } from "./budgets.mjs";
import { bareImports, bundlerWorker, litCopies } from "./consumer.mjs";
import { manifestProblems, NODE_ENGINES, REPOSITORY } from "./metadata.mjs";
import { root } from "./exec.mjs";
import { PUBLISHED, sourcesIncluded } from "./pack.mjs";
import { readmeLinkProblems, rewriteReadmeLinks } from "./readme-links.mjs";

test("checkBudgets passes files within their budgets and names those over", () => {
  const dir = mkdtempSync(join(tmpdir(), "daidai-budgets-test-"));
  try {
    const text = "dai dai shogi ".repeat(1000); // 14 000 bytes, compresses well
    writeFileSync(join(dir, "a.js"), text);
    const gzip = gzipSync(Buffer.from(text), { level: 9 }).length;
    checkBudgets(dir, { files: [{ file: "a.js", maxBytes: 14_000, maxGzipBytes: gzip }] });
    checkBudgets(dir, { files: [{ file: "a.js", maxGzipBytes: gzip }] }); // no raw budget
    assert.throws(() => checkBudgets(dir, { files: [{ file: "a.js", maxBytes: 13_999, maxGzipBytes: gzip }] }), /a\.js: 13\.7 KiB/);
    assert.throws(() => checkBudgets(dir, { files: [{ file: "a.js", maxBytes: 14_000, maxGzipBytes: gzip - 1 }] }), /over budget/);
    assert.throws(() => checkBudgets(dir, { files: [{ file: "missing.js", maxBytes: 1, maxGzipBytes: 1 }] }), /missing\.js: missing/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const REPO = "git+https://github.com/daidai-shogi/daidai.git";
assert.equal(REPOSITORY, "https://github.com/daidai-shogi/daidai");
const good = {
  name: "@daidai/core",
  license: "MIT",
  keywords: ["shogi"],
  files: ["dist"],
  exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
  repository: { type: "git", url: REPO, directory: "packages/core" },
  homepage: "https://github.com/daidai-shogi/daidai/tree/main/packages/core#readme",
  bugs: "https://github.com/daidai-shogi/daidai/issues",
  engines: { node: ">=20.19" },
  publishConfig: { access: "public", provenance: true },
  dependencies: { "@daidai/notation": "0.1.0" },
  sideEffects: false,
};

test("manifestProblems accepts a complete manifest", () => {
  assert.deepEqual(manifestProblems(good, "packages/core"), []);
});

test("manifestProblems names each missing or wrong field", () => {
  const bad = {
    ...good,
    license: "GPL-3.0",
    keywords: [],
    exports: { ".": "./dist/index.js" },
    repository: { url: "git+https://github.com/someone/daidai.git", directory: "packages/ai" },
    homepage: "https://github.com/daidai-shogi/daidai#readme",
    bugs: undefined,
    engines: undefined,
    publishConfig: { access: "restricted" },
    dependencies: { "@daidai/notation": "workspace:*" },
    sideEffects: true,
  };
  assert.deepEqual(manifestProblems(bad, "packages/core"), [
    'license is "GPL-3.0", not "MIT"',
    'exports["."] has no "types"',
    "no keywords",
    'repository.url is "git+https://github.com/someone/daidai.git", not git+https://github.com/daidai-shogi/daidai.git',
    'repository.directory is "packages/ai", not packages/core',
    'homepage is "https://github.com/daidai-shogi/daidai#readme", not https://github.com/daidai-shogi/daidai/tree/main/packages/core#readme',
    "bugs is undefined, not https://github.com/daidai-shogi/daidai/issues",
    'publishConfig.access is not "public"',
    "publishConfig.provenance is not true",
    "engines.node is undefined, not >=20.19 (the root package.json's)",
    "a workspace: dependency was not replaced by a version",
    'no "sideEffects" (false, or the list of the files that have them) for bundlers',
  ]);
  assert.deepEqual(manifestProblems({ ...good, sideEffects: ["./dist/worker.js"] }, "packages/core"), []);
  assert.deepEqual(manifestProblems({ ...good, engines: { node: ">=18" } }, "packages/core"), ['engines.node is ">=18", not >=20.19 (the root package.json\'s)']);
});

test("every published package.json in the repository declares engines.node as the root does", () => {
  for (const { dir } of PUBLISHED) {
    const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    assert.equal(pkg.engines?.node, NODE_ENGINES, `${dir}/package.json`);
  }
  assert.equal(NODE_ENGINES, ">=20.19");
});

test("rewriteReadmeLinks points relative links at the release tag and changes nothing else", () => {
  const md = 'See [docs](../../docs/a.md#x "t"), [`c`](../../docs/formats/), [![i](img.png)](../../LICENSE), [abs](https://x.org/y), [here](#z).\n\n[ref]: ../../docs/b.md\n';
  assert.equal(
    rewriteReadmeLinks(md, "packages/core", "1.2.3"),
    'See [docs](https://github.com/daidai-shogi/daidai/blob/v1.2.3/docs/a.md#x "t"), [`c`](https://github.com/daidai-shogi/daidai/tree/v1.2.3/docs/formats/), ' +
      "[![i](https://github.com/daidai-shogi/daidai/blob/v1.2.3/packages/core/img.png)](https://github.com/daidai-shogi/daidai/blob/v1.2.3/LICENSE), [abs](https://x.org/y), [here](#z).\n\n" +
      "[ref]: https://github.com/daidai-shogi/daidai/blob/v1.2.3/docs/b.md\n",
  );
  assert.equal(rewriteReadmeLinks("no links, `../../docs/a.md` in code\n", "packages/core", "1.2.3"), "no links, `../../docs/a.md` in code\n");
  assert.throws(() => rewriteReadmeLinks("[x](../../../elsewhere.md)", "packages/core", "1.2.3"), /leaves the repository/);
});

test("readmeLinkProblems names links to files that the package and the repository do not have", () => {
  const files = new Set(["package/README.md", "package/LICENSE", "package/dist/index.js"]);
  const exists = (path) => path === "docs/engine.md";
  const tag = "https://github.com/daidai-shogi/daidai/blob/v1.2.3";
  const md = `[a](LICENSE) [b](dist/) [c](${tag}/docs/engine.md#warm-up) [d](https://example.org) [e](#x)`;
  assert.deepEqual(readmeLinkProblems(md, { files, version: "1.2.3", exists }), []);
  const bad = `[a](../../docs/engine.md) [b](${tag}/docs/gone.md) [c](https://github.com/daidai-shogi/daidai/blob/main/docs/engine.md)`;
  assert.deepEqual(readmeLinkProblems(bad, { files, version: "1.2.3", exists }), [
    "../../docs/engine.md: not a file of the package",
    `${tag}/docs/gone.md: the repository has no docs/gone.md`,
    "https://github.com/daidai-shogi/daidai/blob/main/docs/engine.md: links into the repository at another ref than the release tag v1.2.3",
  ]);
});

test("the package READMEs as packed have no link to a file missing from the package or the repository", () => {
  for (const { dir } of PUBLISHED) {
    const { version } = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    const packed = rewriteReadmeLinks(readFileSync(join(root, dir, "README.md"), "utf8"), dir, version);
    const files = new Set(["package/README.md", "package/LICENSE", "package/package.json"]);
    assert.deepEqual(readmeLinkProblems(packed, { files, version, exists: (p) => existsSync(join(root, p)) }), [], `${dir}/README.md`);
  }
});

test("sourcesIncluded wants the text of every source", () => {
  assert.equal(sourcesIncluded({ sources: ["../src/a.ts"], sourcesContent: ["export {};"] }), true);
  assert.equal(sourcesIncluded({ sources: ["../src/a.ts"] }), false);
  assert.equal(sourcesIncluded({ sources: ["../src/a.ts", "../src/b.ts"], sourcesContent: ["x"] }), false);
  assert.equal(sourcesIncluded({ sources: ["../src/a.ts"], sourcesContent: [null] }), false);
});

test("litCopies and bareImports read a bundle", () => {
  const twice = '(globalThis.litHtmlVersions??=[]).push("3.3.3");(e.litHtmlVersions??=[]).push("3.3.3")';
  assert.equal(litCopies(twice), 2);
  assert.equal(litCopies("no lit here"), 0);
  const code = 'import{a}from"lit";import"./x.js";export{b}from "@daidai/core";import("node:fs");const c=import("/abs.js");';
  assert.deepEqual(bareImports(code), ["lit", "@daidai/core"]);
});

test("bundlerWorker finds workers that a bundler emitted or inlined", () => {
  assert.equal(bundlerWorker('new Worker(new URL("./w.js", import.meta.url), { type: "module" })'), true);
  assert.equal(bundlerWorker('new Worker("data:text/javascript;base64,AAAA")'), true);
  assert.equal(bundlerWorker('new Worker(n,{type:"module",name:"daidai-reader"})'), false);
});

test("combinations lists every non-empty choice of the viewer's entry points once", () => {
  const all = combinations(ENTRY_POINTS);
  assert.equal(all.length, 7);
  assert.equal(new Set(all.map((c) => c.join("+"))).size, 7);
  assert.deepEqual(all.at(-1), ENTRY_POINTS);
  assert.deepEqual(combinations(["a", "b"]), [["a"], ["b"], ["a", "b"]]);
});

test("coreCopies counts core's piece table, which no other package's source holds", () => {
  const sourceFiles = (dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.ts$/.test(f)).map((f) => readFileSync(join(dir, f), "utf8"));
  assert.equal(sourceFiles(join(root, "packages", "core", "src")).reduce((n, t) => n + coreCopies(t), 0), 1);
  for (const other of ["packages/notation/src", "packages/ai/src", "apps/viewer/src"]) {
    assert.equal(sourceFiles(join(root, other)).reduce((n, t) => n + coreCopies(t), 0), 0, other);
  }
  assert.equal(coreCopies('a={betza:"BfrlR"};b={betza:`BfrlR`}'), 2);
});

test("longRecord pads a record past the length with comments, keeping its moves", () => {
  const pgn = '[Event "x"]\n\n1. P-8k P-10g 2. P-9k *\n';
  const long = longRecord(pgn, 10_000);
  assert.ok(long.length > 10_000);
  assert.equal(long.replace(/\{[^}]*\}\s?/g, ""), pgn);
});

