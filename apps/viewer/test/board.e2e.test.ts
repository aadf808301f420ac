import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import type { BrowserContext } from "playwright-core";
import { createServer } from "vite";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Debian's Chromium (apt-get install chromium); playwright downloads no browser here.
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const root = fileURLToPath(new URL("..", import.meta.url));

let server: ViteDevServer | undefined;
let context: BrowserContext | undefined;
let profileDir: string | undefined;
let baseUrl = "";

beforeAll(async () => {
  server = await createServer({
    root,
    logLevel: "error",
    server: { port: 0, host: "127.0.0.1", strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) throw new Error("vite dev server has no address");
  baseUrl = `http://127.0.0.1:${String(address.port)}/`;

  profileDir = mkdtempSync(join(tmpdir(), "daidai-chromium-"));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

describe("<daidai-board> in Chromium", () => {
  it("renders a 17x17 grid of 289 squares", async () => {
    if (!context) throw new Error("browser did not start");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(baseUrl);
    // Playwright CSS locators pierce the open shadow root of the element.
    const squares = page.locator("daidai-board .square");
    await squares.first().waitFor({ timeout: 30_000 });

    expect(await squares.count()).toBe(289);
    expect(await page.locator('daidai-board .square[data-square="17a"]').count()).toBe(1);
    expect(await page.locator('daidai-board .square[data-square="1q"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
