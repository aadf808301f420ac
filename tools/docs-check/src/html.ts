/**
 * HTML blocks, pasted into a plain page and loaded in Chromium (Debian's, through
 * playwright-core) under a strict Content-Security-Policy, the site laid out as the
 * README's "Embed it in your blog" says:
 *
 * - a script the block loads from the site (`/daidai/daidai-viewer.js`): the whole
 *   `dist/bundle/` folder of `@daidai/viewer` is copied to that folder;
 * - a script from the npm CDN (`https://cdn.jsdelivr.net/npm/@daidai/viewer@0.1/…`): the
 *   request is answered with the package's own file, and the version range must be the
 *   package's (major.minor);
 * - a record a `<daidai-replay src>` names: a sample record of the file's format.
 *
 * A block passes when every `<daidai-replay>` shows a game (moves and a drawn board) without
 * a problem, every `<daidai-board>` draws its squares, and the page has no CSP violation,
 * no error and no request that failed or left for another site.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { ROOT } from "./files.js";
import type { Block } from "./markdown.js";
import { contentType, serveSite } from "./site.js";

/** The npm CDN the README's one-line form uses. */
export const CDN_ORIGIN = "https://cdn.jsdelivr.net";
const CDN_PACKAGE = /^https:\/\/cdn\.jsdelivr\.net\/npm\/@daidai\/viewer@([^/]+)\/(.+)$/;

const VIEWER = join(ROOT, "apps/viewer");
/** The folder the README says to copy whole. */
export const BUNDLE_DIR = join(VIEWER, "dist/bundle");
const SAMPLES = join(VIEWER, "samples");
const SAMPLE_OF_EXTENSION: Readonly<Record<string, string>> = {
  ".kif": "short-game.kif",
  ".pgn": "short-game.pgn",
  ".json": "short-game.json",
  ".dsfen": "long-game.dsfen",
};

/** The viewer package's version. */
export const viewerVersion = (): string => (JSON.parse(readFileSync(join(VIEWER, "package.json"), "utf8")) as { version: string }).version;

/** No inline script or style, no eval; `extraScripts`: other origins the page loads scripts from. */
export function strictCsp(extraScripts: readonly string[] = []): string {
  const scripts = ["'self'", ...extraScripts].join(" ");
  return `default-src 'none'; script-src ${scripts}; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'`;
}

/** What one `<daidai-replay>` shows. */
export interface ReplayShown {
  readonly lineLength: number;
  readonly problems: string[];
  readonly squares: number;
}

/** What loading a page gave. */
export interface PageReport {
  /** CSP violations, page errors, console errors, failed and foreign requests. */
  readonly errors: string[];
  readonly replays: ReplayShown[];
  /** Squares drawn by each `<daidai-board>` outside a replay. */
  readonly boards: number[];
  /** The paths asked of the site, in order. */
  readonly requested: string[];
  /** The CDN URLs asked for. */
  readonly cdn: string[];
}

/** How {@link HtmlChecker.load} lays out the site. */
export interface LayoutOptions {
  /** Copy only these files of `dist/bundle/` next to a local script (default: the whole folder). */
  readonly onlyFiles?: readonly string[];
}

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export class HtmlChecker {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<HtmlChecker> {
    return new HtmlChecker(await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /** The problems of an HTML block (see the module comment); none when it works. */
  async check(block: Block): Promise<string[]> {
    const where = `${block.file}:${String(block.line)}`;
    const report = await this.load(block.code);
    const problems = report.errors.map((e) => `${where}: ${e}`);
    report.replays.forEach((r, i) => {
      const which = `${where}: <daidai-replay> number ${String(i + 1)}`;
      if (r.problems.length > 0) problems.push(`${which} shows problems: ${r.problems.join("; ")}`);
      else if (r.lineLength === 0) problems.push(`${which} shows no move`);
      if (r.squares !== 289) problems.push(`${which} draws ${String(r.squares)} squares, not 289`);
    });
    report.boards.forEach((squares, i) => {
      if (squares !== 289) problems.push(`${where}: <daidai-board> number ${String(i + 1)} draws ${String(squares)} squares, not 289`);
    });
    return problems;
  }

  /** Pastes `snippet` into a plain page of a new site laid out for it, loads it and reports. */
  async load(snippet: string, options: LayoutOptions = {}): Promise<PageReport> {
    const parsing = await this.browser.newPage();
    // The browser's own HTML parser says what the snippet loads.
    const { scripts, records } = await parsing.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      return {
        scripts: [...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src") ?? ""),
        records: [...doc.querySelectorAll("daidai-replay[src]")].map((r) => r.getAttribute("src") ?? ""),
      };
    }, snippet);
    await parsing.close();
    const site = mkdtempSync(join(tmpdir(), "daidai-blog-"));
    try {
      writeFileSync(join(site, "index.html"), `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>A blog post</title>\n</head>\n<body>\n${snippet}\n</body>\n</html>\n`);
      const local = (url: string): boolean => !/^[a-z]+:/i.test(url) && !url.startsWith("//");
      for (const src of scripts.filter(local)) {
        const folder = join(site, dirname(normalize(`/${src}`)));
        mkdirSync(folder, { recursive: true });
        if (options.onlyFiles === undefined) cpSync(BUNDLE_DIR, folder, { recursive: true });
        else for (const f of options.onlyFiles) copyFileSync(join(BUNDLE_DIR, f), join(folder, f));
      }
      for (const src of records.filter(local)) {
        const sample = SAMPLE_OF_EXTENSION[extname(src)];
        if (sample === undefined) continue;
        const file = join(site, normalize(`/${src}`));
        mkdirSync(dirname(file), { recursive: true });
        copyFileSync(join(SAMPLES, sample), file);
      }
      const usesCdn = scripts.some((s) => s.startsWith(CDN_ORIGIN));
      const server = await serveSite(site, strictCsp(usesCdn ? [CDN_ORIGIN] : []));
      try {
        return await this.visit(server.url, server.requested);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }

  private async visit(url: string, requested: string[]): Promise<PageReport> {
    const context = await this.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const errors: string[] = [];
    const cdn: string[] = [];
    const version = viewerVersion();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
      const asked = route.request().url();
      const match = CDN_PACKAGE.exec(asked);
      if (match === null) {
        errors.push(`a request left the site: ${asked}`);
        await route.abort();
        return;
      }
      cdn.push(asked);
      const [, range = "", path = ""] = match;
      // The packages are 0.0.0 until their first release, 0.1.0 (docs/releases.md); the docs
      // name the version users get, which scripts/release/version-packages.mjs keeps current.
      const minor = version === "0.0.0" ? "0.1" : version.split(".").slice(0, 2).join(".");
      if (range !== minor && range !== version) errors.push(`the CDN URL asks for @daidai/viewer@${range}, but the package is ${version}: write @${minor} in the docs`);
      const file = normalize(join(VIEWER, path));
      if (!path.startsWith("dist/") || !file.startsWith(join(VIEWER, "dist"))) {
        errors.push(`the CDN URL ${asked} names a file that is not in the package`);
        await route.fulfill({ status: 404, body: "not found" });
        return;
      }
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        errors.push(`the CDN has no ${path} in @daidai/viewer`);
        await route.fulfill({ status: 404, body: "not found" });
        return;
      }
      // What an npm CDN sends: the file, its type, and CORS (module scripts need it).
      await route.fulfill({ status: 200, body, headers: { "content-type": contentType(file), "access-control-allow-origin": "*" } });
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(`console error: ${m.text()}`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) errors.push(`${String(r.status())} for ${r.url()}`);
    });
    try {
      await page.goto(url, { waitUntil: "load" });
      await waitForWidgets(page);
      const shown = await shownOn(page);
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      errors.push(...violations.map((v) => `CSP violation: ${v}`));
      return { errors: [...new Set(errors)], ...shown, requested: [...requested], cdn };
    } finally {
      await context.close();
    }
  }
}

type Replay = HTMLElement & { lineLength?: number; problems?: readonly { message: string }[] };

/** Waits until every replay has read its record or given up (30 s at most). */
async function waitForWidgets(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<Replay>("daidai-replay")].every((r) => (r.lineLength ?? 0) > 0 || (r.problems?.length ?? 0) > 0) &&
        [...document.querySelectorAll("daidai-board")].every((b) => b.shadowRoot !== null),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
}

async function shownOn(page: Page): Promise<{ replays: ReplayShown[]; boards: number[] }> {
  const replays: ReplayShown[] = [];
  const count = await page.locator("daidai-replay").count();
  for (let i = 0; i < count; i++) {
    const replay = page.locator("daidai-replay").nth(i);
    const state = await replay.evaluate((r: Replay) => ({ lineLength: r.lineLength ?? 0, problems: (r.problems ?? []).map((p) => p.message) }));
    replays.push({ ...state, squares: await replay.locator("daidai-board rect.sq").count() });
  }
  // Boards of the page itself (not those inside a replay's shadow tree).
  const boards = await page.evaluate(() => [...document.querySelectorAll("daidai-board")].map((b) => b.shadowRoot?.querySelectorAll("rect.sq").length ?? 0));
  return { replays, boards };
}
