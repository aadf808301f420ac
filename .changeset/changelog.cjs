// Changelog lines for `changeset version` (config.json "changelog"). Like the default, but
// for the readers of CHANGELOG.md: no commit hashes before each entry, and one line naming
// the new versions of the @daidai packages this one depends on, instead of one
// "Updated dependencies [hash]" line per changeset.
"use strict";

/** Indents the lines after the first under the bullet; blank lines stay empty. */
function bullet(text) {
  const [first, ...rest] = text.trim().split("\n").map((l) => l.trimEnd());
  return [`- ${first ?? ""}`, ...rest.map((l) => (l === "" ? "" : `  ${l}`))].join("\n");
}

/** @type {import("@changesets/types").ChangelogFunctions} */
const functions = {
  getReleaseLine: async (changeset) => bullet(changeset.summary),
  getDependencyReleaseLine: async (_changesets, dependenciesUpdated) => {
    if (dependenciesUpdated.length === 0) return "";
    const names = [...new Set(dependenciesUpdated.map((d) => `${d.name}@${d.newVersion}`))].sort();
    return `- Depends on ${names.join(", ")}.`;
  },
};

module.exports = functions;
