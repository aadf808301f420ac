// The release workflow's steps around publishing (.github/workflows/release.yml), as
// commands with tests instead of shell in YAML:
//
//   node scripts/release/publish.mjs plan             the gate (read-only): the commit, the version and what
//                                                      the run does next, as GITHUB_OUTPUT lines
//   node scripts/release/publish.mjs pack <dir>        the gate: the tarballs to publish, the release notes and
//                                                      release.json (commit, version, tarballs) in <dir>
//   node scripts/release/publish.mjs publish <dir>     the publish job: checks that <dir> was packed from the
//                                                      commit in GATED_SHA, then `npm publish`es every tarball
//                                                      whose version is not on npm yet, with provenance
//   node scripts/release/publish.mjs tag <tag>         the publish job: creates the tag on the commit in
//                                                      GATED_SHA through the GitHub API (GITHUB_TOKEN,
//                                                      GITHUB_REPOSITORY), or checks that an existing tag is there
//
// The publish job runs these from the gated commit with node alone: no dependency is
// installed or built where the token can write.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot, run } from "./exec.mjs";
import { PUBLISHED } from "./published.mjs";

const manifest = (root, dir) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));

/** The pending changesets' file names. */
export function pendingChangesets(root) {
  return readdirSync(join(root, ".changeset")).filter((f) => f.endsWith(".md") && f.toLowerCase() !== "readme.md");
}

/** The one version of the published packages (they are versioned together); throws when they differ. */
export function releaseVersion(root) {
  const versions = new Set(PUBLISHED.map(({ dir }) => manifest(root, dir).version));
  if (versions.size !== 1) throw new Error(`the published packages have different versions: ${[...versions].join(", ")}`);
  return [...versions][0];
}

/** True when `name@version` is on the registry (`npm view`); false on E404. */
export async function onRegistry(name, version, runner = run) {
  try {
    const { stdout } = await runner("npm", ["view", `${name}@${version}`, "version"], { capture: true });
    return stdout.trim() === version;
  } catch (e) {
    if (/E404|404 Not Found|is not in this registry/.test(String(e instanceof Error ? e.message : e))) return false;
    throw e;
  }
}

/**
 * What the run does after the gate: `{ version, pending, publish }`. A pushed tag must name
 * the packages' version and publishes; a push to a branch publishes when no changeset is
 * pending (the Version Packages pull request was merged) and the version is not on npm.
 */
export async function plan({ root, refType, refName, isPublished }) {
  const version = releaseVersion(root);
  const pending = pendingChangesets(root).length > 0;
  if (refType === "tag") {
    if (refName !== `v${version}`) throw new Error(`tag ${refName} does not match the packages' version v${version}`);
    if (pending) throw new Error(`tag ${refName}: changesets are pending; version the packages first`);
    return { version, pending, publish: true };
  }
  if (pending || version === "0.0.0") return { version, pending, publish: false };
  const published = await Promise.all(PUBLISHED.map(({ dir }) => isPublished(manifest(root, dir).name, version)));
  return { version, pending, publish: published.some((p) => !p) };
}

/** The changelog sections of `version` of every published package, as the release notes. */
export function releaseNotes(root, version) {
  const parts = [];
  for (const { dir } of PUBLISHED) {
    const file = join(root, dir, "CHANGELOG.md");
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, "utf8").split("\n");
    const start = lines.findIndex((l) => l.trim() === `## ${version}`);
    if (start === -1) continue;
    const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    const body = lines.slice(start + 1, end === -1 ? undefined : end).join("\n").trim();
    if (body !== "") parts.push(`## ${manifest(root, dir).name}\n\n${body}`);
  }
  return `${parts.join("\n\n")}\n`;
}

/** Packs every published package into `out`/npm and writes `out`/release.json and `out`/notes.md. */
export async function packForRelease(root, out, sha) {
  const npmDir = join(out, "npm");
  mkdirSync(npmDir, { recursive: true });
  // The gate has the dependencies installed; the publish job never reaches pack.mjs.
  const { packAll } = await import("./pack.mjs");
  const tarballs = await packAll(root, npmDir);
  const version = releaseVersion(root);
  const packages = PUBLISHED.map(({ dir }) => {
    const { name } = manifest(root, dir);
    const file = tarballs.find((t) => t.endsWith(`/${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`));
    if (file === undefined) throw new Error(`no tarball of ${name}@${version} in ${npmDir}`);
    return { name, version, file: file.slice(out.length + 1) };
  });
  writeFileSync(join(out, "release.json"), `${JSON.stringify({ sha, version, packages }, null, 2)}\n`);
  writeFileSync(join(out, "notes.md"), releaseNotes(root, version));
  return { sha, version, packages };
}

/** Publishes the packed tarballs of `dir` that are not on npm yet; `sha` must be the commit they were packed from. */
export async function publishPacked(dir, sha, { runner = run, isPublished = onRegistry } = {}) {
  const release = JSON.parse(readFileSync(join(dir, "release.json"), "utf8"));
  if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`not a commit: '${String(sha)}'`);
  if (release.sha !== sha) throw new Error(`${dir} was packed from ${String(release.sha)}, not from the gated commit ${sha}`);
  const published = [];
  for (const p of release.packages) {
    if (await isPublished(p.name, p.version, runner)) {
      console.log(`${p.name}@${p.version} is on npm already`);
      continue;
    }
    await runner("npm", ["publish", join(dir, p.file), "--access", "public", "--provenance"]);
    published.push(`${p.name}@${p.version}`);
  }
  return published;
}

/**
 * Creates `tag` on commit `sha` through the GitHub REST API, or checks that the existing
 * tag points at it (a lightweight tag or an annotated one). Returns "created" or "exists".
 */
export async function tagCommit({ tag, sha, repository, token, fetchImpl = fetch, api = "https://api.github.com" }) {
  const headers = { accept: "application/vnd.github+json", authorization: `Bearer ${token}`, "x-github-api-version": "2022-11-28" };
  const get = async (path) => {
    const r = await fetchImpl(`${api}/repos/${repository}/${path}`, { headers });
    if (r.status === 404) return null;
    if (!r.ok) throw new Error(`GET ${path}: ${String(r.status)} ${await r.text()}`);
    return r.json();
  };
  const ref = await get(`git/ref/tags/${encodeURIComponent(tag)}`);
  if (ref === null) {
    const r = await fetchImpl(`${api}/repos/${repository}/git/refs`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ ref: `refs/tags/${tag}`, sha }),
    });
    if (!r.ok) throw new Error(`creating ${tag} on ${sha}: ${String(r.status)} ${await r.text()}`);
    return "created";
  }
  let target = ref.object;
  if (target.type === "tag") target = (await get(`git/tags/${target.sha}`))?.object ?? target;
  if (target.sha !== sha) throw new Error(`tag ${tag} points at ${String(target.sha)}, not at the gated commit ${sha}`);
  return "exists";
}

async function main(argv) {
  const [command, arg] = argv;
  const env = process.env;
  if (command === "plan") {
    const sha = (await run("git", ["rev-parse", "HEAD"], { capture: true })).stdout.trim();
    const result = await plan({ root: repoRoot, refType: env.GITHUB_REF_TYPE, refName: env.GITHUB_REF_NAME, isPublished: onRegistry });
    const lines = [`sha=${sha}`, `version=${result.version}`, `pending=${String(result.pending)}`, `publish=${String(result.publish)}`];
    console.log(lines.join("\n"));
    if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `${lines.join("\n")}\n`);
  } else if (command === "pack" && arg !== undefined) {
    const sha = (await run("git", ["rev-parse", "HEAD"], { capture: true })).stdout.trim();
    const release = await packForRelease(repoRoot, resolve(arg), sha);
    console.log(`packed ${release.packages.map((p) => p.file).join(", ")} from ${sha}`);
  } else if (command === "publish" && arg !== undefined) {
    const done = await publishPacked(resolve(arg), env.GATED_SHA);
    console.log(done.length > 0 ? `published ${done.join(", ")}` : "nothing to publish");
  } else if (command === "tag" && arg !== undefined) {
    const how = await tagCommit({ tag: arg, sha: env.GATED_SHA, repository: env.GITHUB_REPOSITORY, token: env.GITHUB_TOKEN });
    console.log(how === "created" ? `tagged ${String(env.GATED_SHA)} ${arg}` : `${arg} is on ${String(env.GATED_SHA)} already`);
  } else {
    console.error("usage: node scripts/release/publish.mjs plan | pack <dir> | publish <dir> | tag <tag>");
    return 2;
  }
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (e) {
    console.error(`publish.mjs: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
