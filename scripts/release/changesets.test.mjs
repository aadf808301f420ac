// Tests of the changeset format (changesets.mjs), the changelog lines (.changeset/changelog.cjs)
// and the versioning step (version-packages.mjs): `pnpm test:release`.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { changesetProblems, isFirstRelease, lintChangesets, MAX_SUMMARY_LENGTH } from "./changesets.mjs";
import { root } from "./exec.mjs";
import { PUBLISHED } from "./pack.mjs";
import { FIRST_RELEASE, NO_CHANGES, pinCdnVersions, tidyChangelog } from "./version-packages.mjs";
import { versionDryRun } from "./version-dry-run.mjs";

const packages = new Set(["@daidai/core", "@daidai/notation", "@daidai/ai", "@daidai/viewer", "@daidai/cli"]);
const check = (text, firstRelease = true) => changesetProblems(text, "x.md", { packages, firstRelease }).problems;
const changeset = (front, body) => `---\n${front}\n---\n\n${body}\n`;

test("a changeset of one short line for published packages passes", () => {
  assert.deepEqual(check(changeset('"@daidai/cli": minor', "`daidai play -o -` writes only the record to standard output.")), []);
  assert.deepEqual(check(changeset("'@daidai/core': patch\n\"@daidai/ai\": major", "Mate in one is found at depth 1.")), []);
});

test("changesetProblems names each way a changeset breaks the format", () => {
  assert.deepEqual(check("Just a line.\n"), ["x.md: no front matter: the file must start with '---', the packages with their bumps, and '---'"]);
  assert.deepEqual(check(changeset("", "A line.")), ["x.md: names no package: list each package whose users notice the change"]);
  assert.deepEqual(check(changeset('"@daidai/tools": minor\n"@daidai/core": big', "A line.")), [
    "x.md: '@daidai/tools' is not a published package (@daidai/core, @daidai/notation, @daidai/ai, @daidai/viewer, @daidai/cli)",
    "x.md: '@daidai/core': 'big' is not patch, minor or major",
  ]);
  assert.deepEqual(check(changeset('"@daidai/core": minor\n"@daidai/core": patch', "A line.")), ["x.md: '@daidai/core' is listed twice"]);
  assert.deepEqual(check(changeset('"@daidai/core": minor', "")), ["x.md: no summary: write one line that says what changed for the package's users"]);
  assert.deepEqual(check(changeset('"@daidai/core": minor', "One change.\nAnd another.")), [
    "x.md: 2 lines: make it one line (one change per changeset: split it into several files; details belong in docs/)",
  ]);
  assert.deepEqual(check(changeset('"@daidai/core": minor', "- A list item.")), [
    "x.md: '- A list item.': plain text, not a heading, list item or quote (the changelog makes it a bullet)",
  ]);
  const long = "Legal moves ".repeat(11); // 132 characters
  assert.deepEqual(check(changeset('"@daidai/core": minor', long.trim())), [
    `x.md: a line of 131 characters, 11 over the limit of ${String(MAX_SUMMARY_LENGTH)}: shorten '${long.slice(0, 60)}…' (details belong in docs/)`,
  ]);
  // Characters, not bytes or UTF-16 units: 120 kanji (and an astral one) are within the limit.
  assert.deepEqual(check(changeset('"@daidai/core": minor', "大".repeat(119) + "𠵇")), []);
});

test("before the first release a changeset may not describe a change against an unpublished version", () => {
  const delta = changeset('"@daidai/core": minor', "The unused `VERSION` constant is no longer exported.");
  assert.deepEqual(check(delta), ["x.md: 'no longer' in 'The unused `VERSION` constant is no longer exported.': nothing is published yet, so rewrite the line to say " +
      "what the package does, without comparing it to an earlier version (no 'no longer', 'now', 'instead of', 'renamed', 'was')"]);
  assert.deepEqual(check(delta, false), []);
  assert.equal(check(changeset('"@daidai/viewer": patch', "The menu now copies the record.")).length, 1);
  assert.equal(check(changeset('"@daidai/viewer": patch', "The bundle (was `index.js`) is smaller.")).length, 1);
  assert.deepEqual(check(changeset('"@daidai/viewer": patch', "Knows nothing about snow.")), []); // whole words only
});

test("two changesets from before the rewrite (issue 29) fail the format", () => {
  const sideEffects = `---
"@daidai/core": patch
"@daidai/notation": patch
"@daidai/ai": patch
"@daidai/viewer": patch
"@daidai/cli": patch
---

The package declares \`sideEffects\`, so bundlers leave out the modules an app does not import
(an app that imports one function of \`@daidai/core\` ships under 1 KB of it), and its source
maps carry the TypeScript sources. The manifest names the repository, homepage and issue
tracker.
`;
  assert.deepEqual(check(sideEffects), ["x.md: 4 lines: make it one line (one change per changeset: split it into several files; details belong in docs/)"]);
  const legality = changeset(
    '"@daidai/core": minor',
    `Legal move generation is faster (perft(4) about 1.6× as fast): it tests only the moves that could expose the king — ${"pieces ".repeat(60)}\n\nFor engines, the same filter.`,
  );
  const problems = check(legality);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /2 lines/);
  assert.match(problems[1], /a line of 535 characters/);
});

/** A scratch repository root with the published packages' manifests and the given changesets. */
function scratchRoot(changesets, { changelogs = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "daidai-changesets-test-"));
  const names = ["@daidai/core", "@daidai/notation", "@daidai/ai", "@daidai/viewer", "@daidai/cli"];
  PUBLISHED.forEach(({ dir: pkgDir }, i) => {
    mkdirSync(join(dir, pkgDir), { recursive: true });
    writeFileSync(join(dir, pkgDir, "package.json"), JSON.stringify({ name: names[i], version: "0.0.0" }));
    if (changelogs) writeFileSync(join(dir, pkgDir, "CHANGELOG.md"), `# ${names[i]}\n\n## 0.1.0\n\n${FIRST_RELEASE}\n`);
  });
  mkdirSync(join(dir, ".changeset"));
  writeFileSync(join(dir, ".changeset", "README.md"), "# Changesets\n\nAny text, not a changeset.\n");
  for (const [name, text] of Object.entries(changesets)) writeFileSync(join(dir, ".changeset", name), text);
  return dir;
}

test("lintChangesets reads every changeset but the README, and finds the same line twice for a package", () => {
  const line = "Mate in one is found at depth 1.";
  const dir = scratchRoot({
    "a.md": changeset('"@daidai/ai": patch', line),
    "b.md": changeset('"@daidai/ai": minor\n"@daidai/cli": minor', line),
    "c.md": changeset('"@daidai/core": minor', "The rules now follow the spec."),
  });
  try {
    assert.equal(isFirstRelease(dir), true);
    const { files, problems } = lintChangesets(dir);
    assert.deepEqual(files, ["a.md", "b.md", "c.md"]);
    assert.deepEqual(problems, [
      "b.md: the same line for @daidai/ai as a.md: name the package in one of the two files only",
      "c.md: 'now' in 'The rules now follow the spec.': nothing is published yet, so rewrite the line to say what the package does, " +
        "without comparing it to an earlier version (no 'no longer', 'now', 'instead of', 'renamed', 'was')",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const released = scratchRoot({ "c.md": changeset('"@daidai/core": minor', "The rules now follow the spec.") }, { changelogs: true });
  try {
    assert.equal(isFirstRelease(released), false);
    assert.deepEqual(lintChangesets(released).problems, []);
  } finally {
    rmSync(released, { recursive: true, force: true });
  }
});

test("the repository's pending changesets follow the format", () => {
  const { files, problems } = lintChangesets(root);
  assert.deepEqual(problems, []);
  assert.ok(files.length > 0);
});

test("changelog.cjs writes one bullet per changeset, no hashes and no dependency lines", async () => {
  const changelog = createRequire(import.meta.url)("../../.changeset/changelog.cjs");
  assert.equal(await changelog.getReleaseLine({ summary: "One line.\n", commit: "abcdef1234" }, "minor", undefined), "- One line.");
  assert.equal(await changelog.getReleaseLine({ summary: "First.\nSecond.\n", commit: "abc" }, "minor", undefined), "- First.\n  Second.");
  const deps = [{ name: "@daidai/core", newVersion: "0.2.0" }];
  assert.equal(await changelog.getDependencyReleaseLine([{}], deps, undefined), "");
});

test("tidyChangelog heads a first release as one list and fills a version without changes", () => {
  const first = "# @daidai/core\n\n## 0.1.0\n\n### Minor Changes\n\n- Legal moves.\n- Perft.\n\n### Patch Changes\n\n- Mate is found.\n";
  assert.equal(tidyChangelog(first), `# @daidai/core\n\n## 0.1.0\n\n${FIRST_RELEASE}\n\n- Legal moves.\n- Perft.\n- Mate is found.\n`);
  const later = "# @daidai/core\n\n## 0.2.0\n\n### Minor Changes\n\n- Faster.\n\n## 0.1.0\n\nFirst release.\n\n- Legal moves.\n";
  assert.equal(tidyChangelog(later), later);
  const empty = "# @daidai/core\n\n## 0.2.0\n\n## 0.1.0\n\nFirst release.\n\n- Legal moves.\n";
  assert.equal(tidyChangelog(empty), `# @daidai/core\n\n## 0.2.0\n\n${NO_CHANGES}\n\n## 0.1.0\n\nFirst release.\n\n- Legal moves.\n`);
  assert.equal(tidyChangelog("# @daidai/core\n"), "# @daidai/core\n");
});

test("pinCdnVersions points the docs' CDN URLs at the new major.minor", () => {
  const html = '<script type="module" src="https://cdn.jsdelivr.net/npm/@daidai/viewer@0.1/dist/bundle/daidai-viewer.js"></script>';
  assert.equal(pinCdnVersions(html, "0.2.0"), html.replace("@0.1/", "@0.2/"));
  assert.equal(pinCdnVersions("https://cdn.jsdelivr.net/npm/@daidai/core@1.4.2/dist/index.js", "1.5.0"), "https://cdn.jsdelivr.net/npm/@daidai/core@1.5/dist/index.js");
  assert.equal(pinCdnVersions("npm i @daidai/viewer@0.1", "0.2.0"), "npm i @daidai/viewer@0.1"); // not a CDN URL
});

test("versioning the pending changesets gives every package a readable changelog of its own lines", async () => {
  const { dir, versions, changelogs, left } = await versionDryRun(root);
  try {
    assert.deepEqual(left, []);
    assert.equal(new Set(Object.values(versions)).size, 1, `one version for all: ${JSON.stringify(versions)}`);
    const first = isFirstRelease(root);
    for (const { dir: pkgDir } of PUBLISHED) {
      const text = changelogs[pkgDir];
      assert.ok(text !== undefined, `${pkgDir}: no CHANGELOG.md`);
      const lines = text.split("\n");
      for (const l of lines) assert.ok([...l].length <= MAX_SUMMARY_LENGTH + 2, `${pkgDir}: a changelog line over ${String(MAX_SUMMARY_LENGTH)} characters: ${l}`);
      assert.ok(!/Depends on|Updated dependencies/.test(text), `${pkgDir}: a dependency line`);
      if (first) {
        assert.equal(versions["@daidai/core"], "0.1.0", "the first release is 0.1.0");
        assert.ok(text.includes(`\n${FIRST_RELEASE}\n`), `${pkgDir}: not headed "${FIRST_RELEASE}"`);
        assert.ok(!/### (Major|Minor|Patch) Changes/.test(text), `${pkgDir}: change types in a first release`);
        assert.ok(!readFileSync(join(dir, "README.md"), "utf8").includes("@daidai/viewer@0.0/"), "README's CDN URL at 0.0");
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
