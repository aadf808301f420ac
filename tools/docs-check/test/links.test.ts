// The docs' links between themselves: each relative link names a file of the repository,
// and each anchor a heading of its file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsFiles, ROOT } from "../src/files.js";
import { headingAnchors, linkProblems } from "../src/links.js";

describe("relative links of the docs", () => {
  it.each(docsFiles())("%s", (file) => {
    expect(linkProblems(ROOT, file)).toEqual([]);
  });
});

describe("the link check", () => {
  it("names GitHub's anchors of headings", () => {
    expect([...headingAnchors("# Use it in an app\n## Tuning (`daidai tune`)\n## Warm-up\n## Warm-up\n## 大大将棋 rules\n")]).toEqual([
      "use-it-in-an-app",
      "tuning-daidai-tune",
      "warm-up",
      "warm-up-1",
      "大大将棋-rules",
    ]);
  });

  it("finds a link to a missing file and to a missing heading", () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-links-"));
    try {
      writeFileSync(join(dir, "a.md"), "# A\n\n[b](b.md#here) [gone](gone.md) [self](#a) [nowhere](#nowhere) [web](https://example.org)\n");
      writeFileSync(join(dir, "b.md"), "# B\n");
      expect(linkProblems(dir, "a.md")).toEqual(["a.md:3: b.md#here: no heading with the anchor #here", "a.md:3: gone.md: no such file in the repository", "a.md:3: #nowhere: no heading with the anchor #nowhere"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
