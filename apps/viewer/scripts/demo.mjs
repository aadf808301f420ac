// `pnpm demo`: builds the site (scripts/site.mjs: Replay, Analyse, Play, Editor, Pieces) and
// serves it under a strict Content-Security-Policy until Ctrl-C. PORT=… picks the port
// (default 5178; a free one if that is taken). The pages are cross-origin isolated, so the
// engine searches with several threads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite } from "./site.mjs";
import { startServer } from "./static-server.mjs";

const out = await buildSite(mkdtempSync(join(tmpdir(), "daidai-demo-")));
const routes = [["/", out]];
let server;
try {
  server = await startServer({ routes, port: Number(process.env.PORT ?? 5178), isolated: true });
} catch {
  server = await startServer({ routes, port: 0, isolated: true });
}
console.log(`daidai demo: ${server.url}  (Ctrl-C to stop)`);

const stop = async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
