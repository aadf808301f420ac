// Every code block of README.md, docs/ and the packages' READMEs, checked by its language
// (src/plan.ts): a broken snippet fails `pnpm run check`. HTML blocks are loaded in
// Chromium by blog.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocsChecker } from "../src/check.js";
import { docsFiles, ROOT } from "../src/files.js";
import { extractBlocks } from "../src/markdown.js";
import { planOf } from "../src/plan.js";

const files = docsFiles();
const blocks = files.flatMap((f) => extractBlocks(f, readFileSync(join(ROOT, f), "utf8")));
let checker: DocsChecker;

beforeAll(() => {
  checker = new DocsChecker(blocks);
});

afterAll(() => {
  checker.close();
});

it("finds the docs and their blocks", () => {
  expect(files).toContain("README.md");
  expect(files).toContain("packages/core/README.md");
  expect(files).toContain("docs/formats/kif.md");
  expect(blocks.length).toBeGreaterThan(30);
});

describe.each(files.filter((f) => blocks.some((b) => b.file === f && planOf(b).kind !== "html")))("%s", (file) => {
  for (const block of blocks.filter((b) => b.file === file && planOf(b).kind !== "html")) {
    const plan = planOf(block);
    const what = plan.kind === "notRun" ? `not run: ${plan.reason}` : plan.kind === "code" && !plan.run ? "type-checked, not run" : plan.kind;
    it(`line ${String(block.line)} (${block.lang === "" ? "no language" : block.lang}): ${what}`, async () => {
      expect(await checker.check(block)).toEqual([]);
    });
  }
});
