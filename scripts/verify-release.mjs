#!/usr/bin/env node
// The release gate: `pnpm verify-release` (everything) or `pnpm verify-release --quick`
// (part of `.ci/run`: a shorter engine match, and the viewer's load-sensitive timing
// budgets left to its tests). The release workflow
// runs the full gate before publishing. Each step prints what it runs; the gate stops at
// the first failing step (or goes on with --keep-going) and ends with a summary table.
//
//   node scripts/verify-release.mjs [--quick] [--keep-going] [--only step,step] [--skip step,step] [--list]
//
// Exit code 0 when every step passed or was skipped (a skip says why), 1 when a step
// failed, 2 for a bad option.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { collectArtifacts } from "./release/artifacts.mjs";
import { checkBudgets } from "./release/budgets.mjs";
import { run, Skip } from "./release/exec.mjs";
import { checkAppFixtures } from "./release/app-fixtures.mjs";
import { installPacked, packAndCheck } from "./release/pack.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const releaseDir = join(root, "scripts", "release");
const daidaiBin = join(root, "tools", "cli", "bin", "daidai.mjs");

/** Runs the repository's daidai command and returns its standard output. */
async function daidai(args, options = {}) {
  return (await run(process.execPath, [daidaiBin, ...args], { ...options, capture: true })).stdout;
}

/** True if the built CLI has the command (`daidai <command> --help` succeeds). */
async function hasCommand(command) {
  try {
    await daidai([command, "--help"]);
    return true;
  } catch {
    return false;
  }
}

const turbo = (task, ...extra) => run("pnpm", ["exec", "turbo", "run", task, "--output-logs=errors-only", ...extra]);

async function perftSuite() {
  const depth4 = (await daidai(["perft", "4"])).trim();
  if (depth4 !== "nodes: 12280725") throw new Error(`daidai perft 4: expected 'nodes: 12280725', got '${depth4}'`);
  console.log("daidai perft 4 -> nodes: 12280725 (rules.md §13)");
  const fixtures = readFileSync(join(releaseDir, "perft-fixtures.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const m = /^(\d+) (\d+) (.+)$/.exec(l);
      if (m === null) throw new Error(`perft-fixtures.txt: bad line '${l}'`);
      return { depth: m[1], nodes: m[2], dsfen: m[3] };
    });
  // The fixtures run in this process against the built @daidai/core (one CLI process per
  // fixture would spend most of the time starting Node).
  const { Position, perft } = await import(pathToFileURL(join(root, "packages", "core", "dist", "index.js")).href);
  const failures = [];
  for (const f of fixtures) {
    const nodes = perft(Position.fromDsfenOrThrow(f.dsfen), Number(f.depth));
    if (String(nodes) !== f.nodes) failures.push(`perft ${f.depth} of ${f.dsfen}: expected ${f.nodes}, got ${String(nodes)}`);
  }
  if (failures.length > 0) throw new Error(`${String(failures.length)} perft fixture(s) failed:\n${failures.join("\n")}`);
  console.log(`${String(fixtures.length)} perft fixtures of scripts/release/perft-fixtures.txt agree (@daidai/core's perft)`);
}

async function benchSignature() {
  if (!(await hasCommand("bench"))) throw new Skip("the CLI has no 'bench' command yet (@daidai/ai)");
  const file = join(releaseDir, "bench-signature.txt");
  const now = (await daidai(["bench", "--signature-only"])).trim();
  if (!existsSync(file)) throw new Error(`no committed signature: write it with\n  pnpm daidai bench --signature-only > scripts/release/bench-signature.txt\n(now: ${now})`);
  const committed = readFileSync(file, "utf8").trim();
  if (committed !== now) {
    throw new Error(
      `the engine's bench signature changed:\n  committed: ${committed}\n  now:       ${now}\n` +
        "If the search or evaluation change is deliberate, update the committed signature:\n" +
        "  pnpm daidai bench --signature-only > scripts/release/bench-signature.txt",
    );
  }
  console.log(`${now} (as committed)`);
}

async function engineMatch(quick) {
  if (!(await hasCommand("match"))) throw new Skip("the CLI has no 'match' command yet (@daidai/ai)");
  const openings = quick ? "1" : "10";
  const args = ["match", "engine:nodes=2000", "greedy", "--openings", openings, "--max-plies", "200", "--seed", "7"];
  console.log(`$ daidai ${args.join(" ")}`);
  const out = await daidai(args);
  process.stdout.write(out);
  const m = /W\/D\/L: (\d+)\/(\d+)\/(\d+)/.exec(out);
  if (m === null) throw new Error("no 'W/D/L:' line in the match output");
  const [wins, draws, losses] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const score = (wins + draws / 2) / (wins + draws + losses);
  if (!(score > 0.5)) throw new Error(`the engine did not win the match against the greedy baseline (W/D/L ${m[1]}/${m[2]}/${m[3]})`);
}

async function cliBundle() {
  await run("pnpm", ["--filter", "@daidai/cli", "run", "bundle"]);
  const bundle = join(root, "tools", "cli", "dist", "bundle", "daidai.mjs");
  // The bundle must run alone: copy it out of the repository before running it.
  const dir = mkdtempSync(join(tmpdir(), "daidai-bundle-"));
  try {
    copyFileSync(bundle, join(dir, "daidai.mjs"));
    const version = (await run(process.execPath, ["daidai.mjs", "--version"], { cwd: dir, capture: true })).stdout.trim();
    const perft = (await run(process.execPath, ["daidai.mjs", "perft", "2"], { cwd: dir, capture: true })).stdout.trim();
    if (perft !== "nodes: 3463") throw new Error(`node daidai.mjs perft 2: got '${perft}'`);
    console.log(`node daidai.mjs --version -> ${version}; perft 2 -> ${perft}`);
    // Its worker threads run the bundle itself: the engine's search thread and match's game threads.
    const engine = (await run(process.execPath, ["daidai.mjs", "engine"], { cwd: dir, capture: true, input: "position startpos\ngo nodes 200\nquit\n" })).stdout;
    if (!/^bestmove \S+$/m.test(engine)) throw new Error(`node daidai.mjs engine: no bestmove in\n${engine}`);
    const match = (await run(process.execPath, ["daidai.mjs", "match", "engine:nodes=100", "random", "-n", "1", "-j", "2", "--max-plies", "10"], { cwd: dir, capture: true })).stdout;
    if (!/^W\/D\/L: \d+\/\d+\/\d+$/m.test(match)) throw new Error(`node daidai.mjs match -j 2: no W/D/L line in\n${match}`);
    console.log("node daidai.mjs engine -> bestmove; match -j 2 -> W/D/L");
    // The files a GitHub release attaches can be collected.
    const names = collectArtifacts(root, join(dir, "artifacts"));
    console.log(`release artifacts: ${names.join(", ")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sizeBudgets(quick) {
  // The CLI bundle's budget is ours; the viewer's ES module budget is the viewer's own
  // (apps/viewer/scripts/budget-limits.mjs), checked here on the built release file.
  const { BUDGETS } = await import(pathToFileURL(join(root, "apps", "viewer", "scripts", "budget-limits.mjs")).href);
  const { files } = JSON.parse(readFileSync(join(releaseDir, "size-budgets.json"), "utf8"));
  checkBudgets(root, {
    files: [...files, { file: "apps/viewer/dist/bundle/daidai-viewer.js", maxGzipBytes: BUDGETS.esmGzipBytes, why: "the viewer's self-contained ES module bundle (issue 5)" }],
  });
  // The viewer's timing budgets run in its browser tests with a margin for a loaded machine;
  // the full gate also runs its strict budget script (first render, stepping) in Chromium.
  if (quick) {
    console.log("quick: the viewer's strict timing budgets are left to the full gate (its tests check them with a margin)");
    return;
  }
  await run("pnpm", ["--filter", "@daidai/viewer", "run", "budgets"]);
}

/** The pack step's install directory of the tarballs, which the apps step uses (and removes). */
let installed;

/** The app fixtures in the pack step's install directory (or a new one when run alone). */
async function appFixtures(quick) {
  const dir = installed ?? (await installPacked(root));
  installed = undefined;
  try {
    await checkAppFixtures(dir, { quick });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The steps in order: name, what it checks, and how. */
const STEPS = [
  { name: "build", what: "every package builds", run: () => turbo("build") },
  {
    name: "lint",
    what: "type-aware ESLint of every package, of scripts/ and .changeset/; the changesets' format; the GitHub workflows' lint",
    run: async () => {
      await turbo("lint");
      await run("pnpm", ["exec", "eslint", "scripts", ".changeset"]);
      await run(process.execPath, ["scripts/release/changesets.mjs"]);
      await run(process.execPath, ["scripts/release/workflows.mjs"]);
    },
  },
  { name: "typecheck", what: "tsc of sources and tests", run: () => turbo("typecheck") },
  {
    name: "test",
    what: "unit and command tests (all packages but the viewer) and the gate's own tests",
    run: async () => {
      await turbo("test", "--filter=!@daidai/viewer");
      // The files by name: `node --test <directory>` runs them on Node 20 only.
      const tests = readdirSync(releaseDir).filter((f) => f.endsWith(".test.mjs")).map((f) => join(releaseDir, f));
      await run(process.execPath, ["--test", ...tests]);
    },
  },
  {
    name: "viewer",
    what: "the viewer's tests in Chromium",
    run: () => {
      if (!existsSync("/usr/bin/chromium") && process.env.CHROMIUM_PATH === undefined) {
        throw new Error("the viewer's browser tests need Chromium: apt-get install -y chromium");
      }
      return turbo("test", "--filter=@daidai/viewer");
    },
  },
  { name: "perft", what: "perft 4 of the initial position and every perft fixture", run: perftSuite },
  { name: "bench", what: "the engine bench signature equals the committed one", run: benchSignature },
  { name: "match", what: "the engine beats the greedy baseline", run: (quick) => engineMatch(quick) },
  { name: "bundle", what: "the single-file CLI bundle builds and runs alone; the release artifacts can be collected", run: cliBundle },
  { name: "size", what: "bundle-size budgets (and, in the full gate, the viewer's timing budgets)", run: (quick) => sizeBudgets(quick) },
  {
    name: "pack",
    what: "packed tarballs pass publint and attw, install into an empty directory and run",
    run: async () => {
      installed = await packAndCheck(root, { keepInstall: true });
    },
  },
  {
    name: "apps",
    what: "apps built from the tarballs with Vite (and webpack 5: full gate) run the engine and the reader worker in Chromium; one Lit, one core",
    run: (quick) => appFixtures(quick),
  },
];

function parseArgs(argv) {
  const opts = { quick: false, keepGoing: false, only: null, skip: new Set(), list: false };
  const names = new Set(STEPS.map((s) => s.name));
  const list = (text, flag) => {
    const items = (text ?? "").split(",").filter((s) => s !== "");
    for (const i of items) if (!names.has(i)) usage(`${flag}: unknown step '${i}' (steps: ${[...names].join(", ")})`);
    return items;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--quick") opts.quick = true;
    else if (a === "--keep-going") opts.keepGoing = true;
    else if (a === "--list") opts.list = true;
    else if (a === "--only") opts.only = new Set(list(argv[++i], a));
    else if (a === "--skip") opts.skip = new Set(list(argv[++i], a));
    else if (a === "--help" || a === "-h") {
      console.log("usage: node scripts/verify-release.mjs [--quick] [--keep-going] [--only a,b] [--skip a,b] [--list]");
      process.exit(0);
    } else usage(`unknown option '${a}'`);
  }
  return opts;
}

function usage(message) {
  console.error(`verify-release: ${message}`);
  process.exit(2);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.list) {
    for (const s of STEPS) console.log(`${s.name.padEnd(10)} ${s.what}`);
    return 0;
  }
  const started = Date.now();
  const results = [];
  let failed = false;
  for (const step of STEPS) {
    if ((opts.only !== null && !opts.only.has(step.name)) || opts.skip.has(step.name)) continue;
    if (failed && !opts.keepGoing) {
      results.push({ step, status: "not run", detail: "", ms: 0 });
      continue;
    }
    console.log(`\n=== ${step.name}: ${step.what}`);
    const t0 = Date.now();
    try {
      await step.run(opts.quick);
      results.push({ step, status: "ok", detail: "", ms: Date.now() - t0 });
    } catch (e) {
      if (e instanceof Skip) {
        console.log(`skipped: ${e.message}`);
        results.push({ step, status: "skipped", detail: e.message, ms: Date.now() - t0 });
      } else {
        console.error(`FAILED: ${e instanceof Error ? e.message : String(e)}`);
        results.push({ step, status: "FAILED", detail: "", ms: Date.now() - t0 });
        failed = true;
      }
    }
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nverify-release${opts.quick ? " --quick" : ""}: ${failed ? "FAILED" : "passed"} in ${seconds(Date.now() - started)}`);
  for (const r of results) {
    console.log(`  ${r.status.padEnd(8)} ${r.step.name.padEnd(10)} ${r.status === "not run" ? "" : seconds(r.ms).padStart(7)}${r.detail ? `  (${r.detail})` : ""}`);
  }
  return failed ? 1 : 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
