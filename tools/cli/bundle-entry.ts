/**
 * Entry of the single-file CLI bundle (`pnpm --filter @daidai/cli bundle` writes
 * dist/bundle/daidai.mjs, attached to GitHub releases and run as `node daidai.mjs`).
 */
import { run } from "./src/main.js";

await run(process.argv);
