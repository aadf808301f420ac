// One Chromium per test file: Debian's /usr/bin/chromium driven by playwright-core.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";

/** A running browser with a fresh profile. */
export interface TestBrowser {
  readonly context: BrowserContext;
  /** Opens a page and records its errors and CSP violations; `init` runs in the page before any of its scripts. */
  open(path: string, options?: { width?: number; height?: number; colorScheme?: "light" | "dark"; init?: () => void }): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** How to start the browser. */
export interface LaunchOptions {
  /** Replaces the browser's environment (e.g. FONTCONFIG_FILE for a machine without some fonts). */
  env?: Record<string, string>;
}

/** Starts Chromium with a fresh profile; `open` reads its paths against `baseUrl`. */
export async function launch(baseUrl: string, options: LaunchOptions = {}): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "daidai-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1000, height: 800 },
    ...(options.env ? { env: options.env } : {}),
  });
  return {
    context,
    async open(path, options = {}) {
      const page = await context.newPage();
      await page.setViewportSize({ width: options.width ?? 1000, height: options.height ?? 800 });
      if (options.init !== undefined) await page.addInitScript(options.init);
      await page.emulateMedia({ colorScheme: options.colorScheme ?? "light" });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        // The pages fetch one missing record on purpose; every other message counts.
        if (m.text().startsWith("Failed to load resource: the server responded with a status of 404")) return;
        if (m.type() === "error" || m.type() === "warning") errors.push(`console ${m.type()}: ${m.text()}`);
      });
      await page.goto(new URL(path, baseUrl).href);
      return { page, errors };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The browser of a test file, as tests and hooks see it: the file's hooks close it. */
export type FileBrowser = Omit<TestBrowser, "close">;

/**
 * Registers the test file's Chromium: launched against the test server in a `beforeAll`,
 * closed in an `afterAll`. Call it at the top level of the file; the object it returns
 * answers in tests and in hooks registered after the call (Vitest runs `beforeAll` hooks
 * in order and `afterAll` hooks in reverse, so those run after the launch and before the
 * close). `options` may be a function, read when the browser starts.
 */
export function useChromium(options: LaunchOptions | (() => LaunchOptions) = {}): FileBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await launch(inject("baseUrl"), typeof options === "function" ? options() : options);
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  const running = (): TestBrowser => {
    if (browser === undefined) throw new Error("useChromium: the browser runs only between its beforeAll and afterAll hooks");
    return browser;
  };
  return {
    get context() {
      return running().context;
    },
    open: (path, openOptions) => running().open(path, openOptions),
  };
}
