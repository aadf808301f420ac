// Changelog lines for `changeset version` (config.json "changelog"). Like the default, but
// for the readers of CHANGELOG.md: no commit hashes before each entry, and no
// "Updated dependencies" lines: the @daidai packages share one version (`fixed`), so a
// package's changelog holds only its own changes. `scripts/release/version-packages.mjs`
// runs `changeset version` and then heads a package's first release "First release.".
"use strict";

/** The summary as one bullet; lines after the first (not allowed by the format) stay under it. */
function bullet(text) {
  const [first, ...rest] = text.trim().split("\n").map((l) => l.trimEnd());
  return [`- ${first ?? ""}`, ...rest.map((l) => (l === "" ? "" : `  ${l}`))].join("\n");
}

/** @type {import("@changesets/types").ChangelogFunctions} */
const functions = {
  getReleaseLine: async (changeset) => bullet(changeset.summary),
  getDependencyReleaseLine: async () => "",
};

module.exports = functions;
