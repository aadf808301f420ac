/**
 * The engine's worker entry in a real browser: src/protocol/worker.ts bundled by Vite as a module
 * worker, loaded by a page in Debian's Chromium (playwright-core), asked for a search.
 */
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Position, moveToString } from "@daidai/core";
import { chromium } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const PAGE = `<!doctype html><meta charset="utf-8"><title>engine worker</title><script type="module" src="/page.js"></script>`;
// Asks the worker for a depth-3 search of the initial position and keeps every message.
const PAGE_SCRIPT = `
const worker = new Worker("/engine-worker.js", { type: "module" });
window.messages = [];
window.done = new Promise((resolve, reject) => {
  worker.onerror = (e) => reject(new Error(e.message));
  worker.onmessage = (e) => {
    window.messages.push(e.data);
    if (e.data.type === "ready") worker.postMessage({ type: "search", id: 1, dsfen: ${JSON.stringify(Position.initial().toDsfen())}, limits: { depth: 3 } });
    if (e.data.type === "done" || e.data.type === "error") resolve(e.data);
  };
});
`;

let dir = "";
let server: Server;
let origin = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "daidai-worker-"));
  await build({
    configFile: false,
    logLevel: "silent",
    root: packageDir,
    build: {
      outDir: dir,
      emptyOutDir: false,
      lib: { entry: join(packageDir, "src/protocol/worker.ts"), formats: ["es"], fileName: () => "engine-worker.js" },
    },
  });
  writeFileSync(join(dir, "index.html"), PAGE);
  writeFileSync(join(dir, "page.js"), PAGE_SCRIPT);
  server = createServer((req, res) => {
    const name = (req.url ?? "/") === "/" ? "index.html" : (req.url ?? "").slice(1);
    if (!/^[\w.-]+$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(dir, name));
      res.writeHead(200, { "content-type": name.endsWith(".html") ? "text/html" : "text/javascript" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = typeof address === "object" && address !== null ? `http://127.0.0.1:${String(address.port)}` : "";
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  rmSync(dir, { recursive: true, force: true });
});

describe("engine worker in Chromium", () => {
  it("announces itself and answers a search with a legal best move", async () => {
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const done = await page.evaluate<{ type: string; result?: { bestMove: string | null; depth: number } }>("window.done");
      const messages = await page.evaluate<{ type: string }[]>("window.messages");
      expect(messages[0]?.type).toBe("ready");
      expect(messages.filter((m) => m.type === "info")).toHaveLength(3);
      expect(done.type).toBe("done");
      expect(done.result?.depth).toBe(3);
      const legal = Position.initial().legalMoves().map(moveToString);
      expect(legal).toContain(done.result?.bestMove);
    } finally {
      await browser.close();
    }
  });
});
