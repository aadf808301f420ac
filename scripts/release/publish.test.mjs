// Tests of the release workflow's publishing steps (publish.mjs): `pnpm test:release`.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { PUBLISHED } from "./pack.mjs";
import { onRegistry, plan, publishPacked, releaseNotes, releaseVersion, tagCommit } from "./publish.mjs";

const NAMES = ["@daidai/core", "@daidai/notation", "@daidai/ai", "@daidai/viewer", "@daidai/cli"];
const SHA = "0123456789abcdef0123456789abcdef01234567";

/** A scratch repository root with the published packages at `version`, changelogs and changesets. */
function scratch({ version = "0.1.0", changesets = [], changelog } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "daidai-publish-test-"));
  PUBLISHED.forEach(({ dir: pkgDir }, i) => {
    mkdirSync(join(dir, pkgDir), { recursive: true });
    writeFileSync(join(dir, pkgDir, "package.json"), JSON.stringify({ name: NAMES[i], version: typeof version === "function" ? version(i) : version }));
    if (changelog !== undefined) writeFileSync(join(dir, pkgDir, "CHANGELOG.md"), changelog(NAMES[i]));
  });
  mkdirSync(join(dir, ".changeset"));
  writeFileSync(join(dir, ".changeset", "README.md"), "# Changesets\n");
  for (const c of changesets) writeFileSync(join(dir, ".changeset", c), "---\n\"@daidai/core\": minor\n---\n\nA line.\n");
  return dir;
}

test("plan: a push publishes only a versioned, unpublished release; a tag must name the version", async () => {
  const none = async () => false;
  const all = async () => true;
  const dirs = [];
  const at = (options) => {
    const d = scratch(options);
    dirs.push(d);
    return d;
  };
  try {
    const released = at();
    assert.deepEqual(await plan({ root: released, refType: "branch", refName: "main", isPublished: none }), { version: "0.1.0", pending: false, publish: true });
    assert.deepEqual(await plan({ root: released, refType: "branch", refName: "main", isPublished: all }), { version: "0.1.0", pending: false, publish: false });
    const some = async (name) => name !== "@daidai/cli"; // a publish that stopped half-way is finished
    assert.equal((await plan({ root: released, refType: "branch", refName: "main", isPublished: some })).publish, true);
    const pending = at({ changesets: ["a.md"] });
    assert.deepEqual(await plan({ root: pending, refType: "branch", refName: "main", isPublished: none }), { version: "0.1.0", pending: true, publish: false });
    assert.equal((await plan({ root: at({ version: "0.0.0" }), refType: "branch", refName: "main", isPublished: none })).publish, false);
    assert.deepEqual(await plan({ root: released, refType: "tag", refName: "v0.1.0", isPublished: all }), { version: "0.1.0", pending: false, publish: true });
    await assert.rejects(plan({ root: released, refType: "tag", refName: "v0.2.0", isPublished: none }), /tag v0\.2\.0 does not match the packages' version v0\.1\.0/);
    await assert.rejects(plan({ root: pending, refType: "tag", refName: "v0.1.0", isPublished: none }), /changesets are pending/);
    assert.throws(() => releaseVersion(at({ version: (i) => (i === 0 ? "0.2.0" : "0.1.0") })), /different versions: 0\.2\.0, 0\.1\.0/);
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});

test("onRegistry reads npm view, and a 404 as not published", async () => {
  const runner = (answer) => async () => (answer instanceof Error ? Promise.reject(answer) : { stdout: answer, stderr: "" });
  assert.equal(await onRegistry("@daidai/core", "0.1.0", runner("0.1.0\n")), true);
  assert.equal(await onRegistry("@daidai/core", "0.1.0", runner(new Error("npm view exited with 1\nnpm error code E404"))), false);
  await assert.rejects(onRegistry("@daidai/core", "0.1.0", runner(new Error("npm error code ECONNRESET"))), /ECONNRESET/);
});

test("releaseNotes gathers each package's section of the version", () => {
  const dir = scratch({ changelog: (name) => `# ${name}\n\n## 0.2.0\n\n### Minor Changes\n\n- New in ${name}.\n\n## 0.1.0\n\nFirst release.\n\n- Old.\n` });
  try {
    const notes = releaseNotes(dir, "0.2.0");
    assert.ok(notes.startsWith("## @daidai/core\n\n### Minor Changes\n\n- New in @daidai/core.\n\n## @daidai/notation\n"));
    assert.ok(!notes.includes("Old."));
    assert.equal(releaseNotes(dir, "0.1.0").match(/First release\./g)?.length, 5);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("publishPacked publishes only tarballs packed from the gated commit, and only what npm lacks", async () => {
  const dir = mkdtempSync(join(tmpdir(), "daidai-publish-test-"));
  try {
    const packages = NAMES.map((name) => ({ name, version: "0.1.0", file: `npm/${name.slice(1).replace("/", "-")}-0.1.0.tgz` }));
    writeFileSync(join(dir, "release.json"), JSON.stringify({ sha: SHA, version: "0.1.0", packages }));
    const calls = [];
    const runner = async (cmd, args) => {
      calls.push([cmd, ...args].join(" "));
      return { stdout: "", stderr: "" };
    };
    const isPublished = async (name) => name === "@daidai/core";
    const done = await publishPacked(dir, SHA, { runner, isPublished });
    assert.deepEqual(done, ["@daidai/notation@0.1.0", "@daidai/ai@0.1.0", "@daidai/viewer@0.1.0", "@daidai/cli@0.1.0"]);
    assert.equal(calls.length, 4);
    assert.equal(calls[0], `npm publish ${join(dir, "npm/daidai-notation-0.1.0.tgz")} --access public --provenance`);
    await assert.rejects(publishPacked(dir, SHA.replace("0", "f"), { runner, isPublished }), /packed from 0123.*, not from the gated commit f123/);
    await assert.rejects(publishPacked(dir, undefined, { runner, isPublished }), /not a commit/);
    assert.equal(calls.length, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A fake GitHub API: `refs` maps a tag to its ref object; records the requests. */
function fakeGitHub(refs, tags = {}) {
  const requests = [];
  const fetchImpl = async (url, init = {}) => {
    requests.push(`${init.method ?? "GET"} ${url.replace("https://api.github.com/repos/o/r/", "")}${init.body ? ` ${init.body}` : ""}`);
    const reply = (status, body) => ({ status, ok: status < 300, json: async () => body, text: async () => JSON.stringify(body) });
    const ref = /git\/ref\/tags\/(.+)$/.exec(url);
    if (ref !== null) return refs[decodeURIComponent(ref[1])] === undefined ? reply(404, {}) : reply(200, { object: refs[decodeURIComponent(ref[1])] });
    const tag = /git\/tags\/(.+)$/.exec(url);
    if (tag !== null) return reply(200, { object: tags[tag[1]] });
    if (url.endsWith("git/refs") && init.method === "POST") return reply(201, {});
    return reply(500, { message: "unexpected" });
  };
  return { fetchImpl, requests };
}

test("tagCommit creates the tag on the gated commit, or accepts it only where it already points there", async () => {
  const options = { tag: "v0.1.0", sha: SHA, repository: "o/r", token: "t" };
  const fresh = fakeGitHub({});
  assert.equal(await tagCommit({ ...options, fetchImpl: fresh.fetchImpl }), "created");
  assert.deepEqual(fresh.requests, ["GET git/ref/tags/v0.1.0", `POST git/refs {"ref":"refs/tags/v0.1.0","sha":"${SHA}"}`]);
  const light = fakeGitHub({ "v0.1.0": { type: "commit", sha: SHA } });
  assert.equal(await tagCommit({ ...options, fetchImpl: light.fetchImpl }), "exists");
  const annotated = fakeGitHub({ "v0.1.0": { type: "tag", sha: "tagobject" } }, { tagobject: { type: "commit", sha: SHA } });
  assert.equal(await tagCommit({ ...options, fetchImpl: annotated.fetchImpl }), "exists");
  const elsewhere = fakeGitHub({ "v0.1.0": { type: "commit", sha: "f".repeat(40) } });
  await assert.rejects(tagCommit({ ...options, fetchImpl: elsewhere.fetchImpl }), /tag v0\.1\.0 points at f{40}, not at the gated commit 0123/);
  assert.deepEqual(elsewhere.requests, ["GET git/ref/tags/v0.1.0"]);
});

test("publish.mjs needs only Node's own modules: the publish job installs no dependency", () => {
  const seen = new Set();
  const stack = [fileURLToPath(new URL("./publish.mjs", import.meta.url))];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^(?:import|export) .*? from "([^"]+)";$/gm)) {
      if (specifier.startsWith("./")) stack.push(join(dirname(file), specifier));
      else assert.match(specifier, /^node:/, `${file} imports ${specifier}`);
    }
  }
  assert.ok(seen.size >= 3, [...seen].join(", "));
});
