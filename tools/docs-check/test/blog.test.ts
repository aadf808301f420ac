// The blog author's path, walked literally: the snippets of README.md's "Embed it in your
// blog", read out of the README with the Markdown parser, each pasted into a plain page of
// a static site laid out as the README says (src/html.ts), loaded in Chromium under a
// strict Content-Security-Policy. Every other HTML block of the docs is loaded the same way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docsFiles, ROOT } from "../src/files.js";
import { BUNDLE_DIR, CDN_ORIGIN, HtmlChecker, strictCsp, type PageReport } from "../src/html.js";
import { extractBlocks, sectionText, type Block } from "../src/markdown.js";
import { planOf } from "../src/plan.js";

const EMBED = "Embed it in your blog";
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const snippets = extractBlocks("README.md", readme).filter((b) => b.heading === EMBED && b.lang === "html");
const otherHtml = docsFiles()
  .flatMap((f) => extractBlocks(f, readFileSync(join(ROOT, f), "utf8")))
  .filter((b) => planOf(b).kind === "html" && !snippets.some((s) => s.file === b.file && s.line === b.line));

let html: HtmlChecker;

beforeAll(async () => {
  html = await HtmlChecker.launch();
});

afterAll(async () => {
  await html.close();
});

/** `block` loaded: its report, which must have no error. */
async function loaded(block: Block): Promise<PageReport> {
  const report = await html.load(block.code);
  expect(report.errors, `README.md:${String(block.line)}`).toEqual([]);
  return report;
}

const snippet = (test: (code: string) => boolean): Block => {
  const found = snippets.find((b) => test(b.code));
  if (found === undefined) throw new Error(`README.md's "${EMBED}" has no such snippet`);
  return found;
};

describe(`README.md, "${EMBED}"`, () => {
  it("offers the one-line CDN form first, then the ES module and the classic script on your own site", () => {
    expect(snippets.length).toBe(3);
    expect(snippets[0]?.code).toContain(`src="${CDN_ORIGIN}/npm/@daidai/viewer@`);
    expect(snippets[1]?.code).toContain('type="module" src="/');
    expect(snippets[2]?.code).toMatch(/<script src="\/[^"]*daidai-viewer\.iife\.js"><\/script>/);
  });

  it("runs under a strict CSP: no unsafe-inline, no eval", () => {
    expect(strictCsp([CDN_ORIGIN])).not.toMatch(/unsafe/);
    expect(strictCsp()).toContain("script-src 'self';");
  });

  it("the CDN form shows a KIF game; the reader comes from the CDN, from next to the bundle", async () => {
    const report = await loaded(snippet((c) => c.includes(CDN_ORIGIN)));
    expect(report.replays).toEqual([{ lineLength: 40, problems: [], squares: 289 }]);
    const files = report.cdn.map((u) => u.slice(u.lastIndexOf("/") + 1));
    expect(files).toContain("daidai-viewer.js");
    expect(files).toContain("daidai-viewer-kif.js");
    expect(report.requested.filter((p) => p.endsWith(".js"))).toEqual([]);
  });

  it("the ES module copied with its folder shows the KIF game", async () => {
    const report = await loaded(snippet((c) => c.includes('type="module" src="/')));
    expect(report.replays).toEqual([{ lineLength: 40, problems: [], squares: 289 }]);
    expect(report.requested).toContain("/games/my-game.kif");
    expect(report.requested.some((p) => p.endsWith("/daidai-viewer-kif.js"))).toBe(true);
  });

  it("the classic script shows the inline record", async () => {
    const report = await loaded(snippet((c) => c.includes("daidai-viewer.iife.js")));
    expect(report.replays).toEqual([{ lineLength: 3, problems: [], squares: 289 }]);
    expect(report.requested.filter((p) => p.endsWith(".js"))).toEqual([expect.stringMatching(/\/daidai-viewer\.iife\.js$/)]);
  });

  it("copying only daidai-viewer.js gives a message that names the missing file and the fix", async () => {
    const report = await html.load(snippet((c) => c.includes('type="module" src="/')).code, { onlyFiles: ["daidai-viewer.js"] });
    const problems = report.replays.flatMap((r) => r.problems);
    expect(problems).toEqual([expect.stringMatching(/^daidai-viewer-kif\.js .*could not be loaded from next to daidai-viewer\.js: copy the whole dist\/bundle folder/)]);
    expect(problems.join(" ")).not.toMatch(/not a game record/i);
  });

  it("names every file the build writes to dist/bundle/, and only those", () => {
    const words = sectionText(readme, EMBED);
    const built = readdirSync(BUNDLE_DIR).filter((f) => f.endsWith(".js"));
    expect(built.length).toBeGreaterThan(5);
    for (const file of built) expect(words, `${file} is not named in the README`).toContain(file);
    const named = [...new Set(words.match(/\bdaidai-[\w.-]+\.js\b/g) ?? [])];
    for (const file of named) expect(built, `the README names ${file}, which the build does not write`).toContain(file);
    expect(words).toContain("dist/bundle/");
  });
});

describe("the other HTML blocks of the docs", () => {
  for (const block of otherHtml) {
    it(`${block.file}:${String(block.line)} loads and shows its widgets`, async () => {
      expect(await html.check(block)).toEqual([]);
    });
  }

  it("are few enough to load here (each one is a page in Chromium)", () => {
    expect(otherHtml.length).toBeLessThan(10);
  });
});
