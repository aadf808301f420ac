#!/usr/bin/env node
// Launcher for the daidai command: runs the compiled CLI in ../dist.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const mainUrl = new URL("../dist/main.js", import.meta.url);

if (!existsSync(fileURLToPath(mainUrl))) {
  process.stderr.write(
    `daidai: ${fileURLToPath(mainUrl)} not found; run pnpm build first (pnpm install && pnpm build)\n`,
  );
  process.exit(2);
}

const { run } = await import(mainUrl.href);
await run(process.argv);
