/**
 * The CLI's version and the commit it was built from, embedded at build time by
 * `scripts/build-info.mjs` (so the single-file bundle knows them too).
 */
import { GIT_COMMIT, PACKAGE_VERSION } from "./generated/build-info.js";

/** Version of @daidai/cli. */
export const CLI_VERSION: string = PACKAGE_VERSION;

/** Git commit the CLI was built from ("unknown" outside a git checkout). */
export const CLI_COMMIT: string = GIT_COMMIT;

/** The `--version` text: `0.1.0 (commit 5ce477d1a2b3)`, the commit shortened to 12 digits. */
export function versionText(): string {
  const commit = /^[0-9a-f]{40}$/.test(CLI_COMMIT) ? CLI_COMMIT.slice(0, 12) : CLI_COMMIT;
  return `${CLI_VERSION} (commit ${commit})`;
}
