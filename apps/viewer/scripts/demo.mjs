// `pnpm demo`: builds the demo page (the widget and the paste-and-convert box) and serves it
// with the sample records under a strict Content-Security-Policy until Ctrl-C.
// PORT=… picks the port (default 5178; a free one if that is taken). The page is cross-origin
// isolated, so the analysis board's engine searches with several threads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { startServer } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "daidai-demo-"));
process.env.NODE_ENV = "production";
await build({
  root,
  configFile: false,
  mode: "production",
  logLevel: "warn",
  // The build is served under /build/: files it emits (the workers) are found from demo.js.
  base: "./",
  build: {
    outDir: out,
    emptyOutDir: true,
    target: "es2022",
    lib: { entry: join(root, "demo/demo.ts"), formats: ["es"], fileName: () => "demo.js" },
  },
});
// The workers (engine, record reader) are emitted by this build into assets/, as an app's
// bundler emits them: the viewer starts them with new Worker(new URL(…, import.meta.url)).

const routes = [
  ["/build/", out],
  ["/samples/", join(root, "samples")],
  ["/", join(root, "demo")],
];
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
