// Packs every published package with `pnpm pack` (workspace:* becomes the real version),
// checks each tarball's contents, publint, @arethetypeswrong/cli and the package.json
// fields a release needs (metadata.mjs), then installs all of them
// into an empty directory with npm and runs the installed `daidai`: --version, perft 2, match on 2 threads,
// show, render and (once @daidai/notation's `convert` command exists) a conversion; then
// bundles small apps against the installed libraries (consumer.mjs).
//
//   node scripts/release/pack.mjs [--keep]     (--keep leaves the temporary directories)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot, run } from "./exec.mjs";
import { checkConsumerBuilds } from "./consumer.mjs";
import { checkManifests } from "./metadata.mjs";
import { PUBLISHED } from "./published.mjs";
import { readmeLinkProblems } from "./readme-links.mjs";

export { PUBLISHED } from "./published.mjs";

/** Packs every published package into `dest`; returns the tarball paths. */
export async function packAll(root, dest) {
  for (const p of PUBLISHED) await run("pnpm", ["pack", "--pack-destination", dest], { cwd: join(root, p.dir), capture: true });
  const tarballs = readdirSync(dest).filter((f) => f.endsWith(".tgz")).map((f) => join(dest, f));
  if (tarballs.length !== PUBLISHED.length) throw new Error(`expected ${String(PUBLISHED.length)} tarballs, found ${String(tarballs.length)}`);
  return tarballs;
}

function tarballOf(tarballs, dir) {
  const name = JSON.parse(readFileSync(join(repoRoot, dir, "package.json"), "utf8")).name;
  const stem = name.replace(/^@/, "").replace("/", "-");
  const found = tarballs.find((t) => t.split("/").at(-1)?.startsWith(`${stem}-`));
  if (found === undefined) throw new Error(`no tarball for ${name}`);
  return found;
}

/** Installs the tarballs with npm into a new empty directory; returns it. */
async function installTarballs(tarballs) {
  const dir = mkdtempSync(join(tmpdir(), "daidai-install-"));
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "daidai-smoke", private: true }, null, 2)}\n`);
  await run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", ...tarballs], { cwd: dir });
  return dir;
}

/** Packs every published package and installs the tarballs into a new directory, without the pack step's checks; returns it. */
export async function installPacked(root) {
  const dest = mkdtempSync(join(tmpdir(), "daidai-pack-"));
  try {
    return await installTarballs(await packAll(root, dest));
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}

async function smokeTest(tarballs) {
  const dir = await installTarballs(tarballs);
  const bin = join(dir, "node_modules", ".bin", "daidai");
  const daidai = async (args, input) => (await run(bin, args, { cwd: dir, capture: true, input })).stdout.trim();

  const version = await daidai(["--version"]);
  if (!/^\d+\.\d+\.\d+\S* \(commit ([0-9a-f]{12}|unknown)\)$/.test(version)) throw new Error(`daidai --version printed '${version}'`);
  console.log(`installed daidai --version -> ${version}`);
  const perft = await daidai(["perft", "2"]);
  if (perft !== "nodes: 3463") throw new Error(`installed daidai perft 2 printed '${perft}'`);
  console.log(`installed daidai perft 2 -> ${perft}`);
  const board = await daidai(["show", "--kanji"]);
  if (!board.includes("玉将") || !board.endsWith("Black to move, move 1")) throw new Error(`installed daidai show --kanji printed:\n${board}`);
  const svg = await daidai(["render", "-", "-o", "-"], "17/17/17/17/17/17/17/17/8,Ln,8/17/17/17/17/17/17/17/17 b\n");
  if (!svg.startsWith("<svg") || (svg.match(/class="piece /g) ?? []).length !== 1) throw new Error(`installed daidai render printed:\n${svg}`);
  console.log("installed daidai show --kanji and render work");
  // packages/core/README.md: CommonJS code can require() the installed package (Node.js 20.19+, 22.12+).
  const script = 'const { Position, perft } = require("@daidai/core"); console.log(perft(Position.initial(), 2));';
  const required = (await run(process.execPath, ["-e", script], { cwd: dir, capture: true })).stdout.trim();
  if (required !== "3463") throw new Error(`require("@daidai/core") from CommonJS printed '${required}'`);
  console.log("installed @daidai/core loads with require() from CommonJS");
  // Worker threads from the installed @daidai/ai (dist/match-thread.js must be packed).
  const match = await daidai(["match", "engine:nodes=100", "random", "-n", "1", "-j", "2", "--max-plies", "10"]);
  if (!/^W\/D\/L: \d+\/\d+\/\d+$/m.test(match)) throw new Error(`installed daidai match -j 2 printed:\n${match}`);
  console.log("installed daidai match -j 2 plays on worker threads");
  await conversion(daidai, dir);
  await checkConsumerBuilds(dir);
  return dir;
}

/** A record converted by the installed CLI (when the notation engineer's `convert` exists). */
async function conversion(daidai, dir) {
  try {
    await daidai(["convert", "--help"]);
  } catch {
    console.log("conversion: skipped, the CLI has no 'convert' command yet (@daidai/notation)");
    return;
  }
  const pgn = '[Event "smoke test"]\n[Result "*"]\n\n1. P-8k P-10g 2. P-9k *\n';
  writeFileSync(join(dir, "game.pgn"), pgn);
  const kif = await daidai(["convert", "game.pgn", "--to", "kif"]);
  const back = await daidai(["convert", "-", "--from", "kif", "--to", "json"], kif);
  const moves = JSON.parse(back).moves;
  if (!Array.isArray(moves) || moves.length !== 3) throw new Error(`conversion PGN -> KIF -> JSON lost moves:\n${back}`);
  console.log("installed daidai convert: PGN -> KIF -> JSON keeps the 3 moves");
}

/**
 * Every tarball carries its licence, README and package.json, a README whose links work
 * on npm, and source maps that work without the repository: each `.js.map` holds the text
 * of its sources (`sourcesContent`).
 */
async function checkContents(tgz) {
  const { stdout } = await run("tar", ["-tzf", tgz], { capture: true });
  const files = new Set(stdout.split("\n"));
  const missing = ["package/package.json", "package/LICENSE", "package/README.md"].filter((f) => !files.has(f));
  if (missing.length > 0) throw new Error(`${tgz}: missing ${missing.join(", ")}`);
  await checkReadmeLinks(tgz, files);
  const maps = [...files].filter((f) => f.endsWith(".js.map"));
  if (maps.length === 0) throw new Error(`${tgz}: no source maps`);
  const dir = mkdtempSync(join(tmpdir(), "daidai-maps-"));
  try {
    await run("tar", ["-xzf", tgz, "-C", dir, ...maps], { capture: true });
    const bad = maps.filter((f) => !sourcesIncluded(JSON.parse(readFileSync(join(dir, f), "utf8"))));
    if (bad.length > 0) throw new Error(`${tgz}: source maps without sourcesContent: ${bad.join(", ")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The packed README links only to files of the package and to the repository at the
 * release tag (readme-links.mjs rewrote the relative links at prepack), where each file exists.
 */
async function checkReadmeLinks(tgz, files) {
  const readme = (await run("tar", ["-xzOf", tgz, "package/README.md"], { capture: true })).stdout;
  const { version } = JSON.parse((await run("tar", ["-xzOf", tgz, "package/package.json"], { capture: true })).stdout);
  const problems = readmeLinkProblems(readme, { files, version, exists: (path) => existsSync(join(repoRoot, path)) });
  if (problems.length > 0) throw new Error(`${tgz}: README.md links to what is not there:\n${problems.join("\n")}`);
}

/** True if a source map has the text of every source it names. */
export function sourcesIncluded(map) {
  const { sources, sourcesContent } = map;
  return (
    Array.isArray(sources) &&
    Array.isArray(sourcesContent) &&
    sourcesContent.length === sources.length &&
    sourcesContent.every((text) => typeof text === "string")
  );
}

/**
 * The gate's `pack` step. With `keepInstall` it returns the install directory, for the
 * `apps` step (app-fixtures.mjs), which then removes it.
 */
export async function packAndCheck(root, { keep = false, keepInstall = false } = {}) {
  const dest = mkdtempSync(join(tmpdir(), "daidai-pack-"));
  let installDir;
  let passed = false;
  try {
    const tarballs = await packAll(root, dest);
    for (const p of PUBLISHED) {
      const tgz = tarballOf(tarballs, p.dir);
      await checkContents(tgz);
      await run("pnpm", ["exec", "publint", "run", tgz, "--strict"], { cwd: root });
      const attw = ["exec", "attw", tgz, "--profile", "esm-only", "--no-emoji", "--no-color", ...(p.attw ?? [])];
      try {
        await run("pnpm", [...attw, "--quiet"], { cwd: root, capture: true });
        console.log(`attw ${tgz.split("/").at(-1) ?? tgz}: no problems (profile esm-only)`);
      } catch {
        await run("pnpm", [...attw, "--format", "table-flipped"], { cwd: root }); // prints the problems and fails
      }
    }
    await checkManifests(
      root,
      PUBLISHED.map((p) => ({ dir: p.dir, tgz: tarballOf(tarballs, p.dir) })),
    );
    installDir = await smokeTest(tarballs);
    passed = true;
  } finally {
    if (keep) console.log(`kept ${dest}${installDir ? ` and ${installDir}` : ""}`);
    else {
      rmSync(dest, { recursive: true, force: true });
      if (installDir !== undefined && !(keepInstall && passed)) rmSync(installDir, { recursive: true, force: true });
    }
  }
  return installDir;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await packAndCheck(repoRoot, { keep: process.argv.includes("--keep") });
}
