// The checker itself: it finds the blocks where they are, and a broken block of each kind
// fails it (so that a broken snippet in the docs fails `pnpm run check`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocsChecker } from "../src/check.js";
import { extractBlocks, type Block } from "../src/markdown.js";
import { planOf } from "../src/plan.js";
import { lineMatches } from "../src/usi.js";

const BROKEN = `# Broken docs

A type error:

\`\`\`ts
import { Position } from "@daidai/core";

const moves: string = Position.initial().legalMoves().length;
\`\`\`

A block that throws when run:

\`\`\`ts
import { Position } from "@daidai/core";

Position.fromDsfenOrThrow("not a position");
\`\`\`

A command that fails:

\`\`\`sh
daidai perft 2
daidai show no-such-file.kif
\`\`\`

- in a list, a record with an illegal second move:

  \`\`\`pgn
  1. P-8k P-8k *
  \`\`\`

\`\`\`json
{ "format": "daidai-record", "version": 1, "moves": [
\`\`\`

\`\`\`usi
> usi
< id name someone else
\`\`\`

\`\`\`
no language
\`\`\`

<!-- not run -->

\`\`\`sh
echo a marker without a reason
\`\`\`

\`\`\`cobol
DISPLAY "an unknown language".
\`\`\`
`;

const GOOD = `# Good docs

\`\`\`ts
import { Position, perft } from "@daidai/core";

if (perft(Position.initial(), 2) !== 3463) throw new Error("perft 2");
\`\`\`

<!-- not run: it would install things -->

\`\`\`sh
exit 1
\`\`\`

<!-- type-checked, not run: code for a browser page -->

\`\`\`ts
document.body.append("it type-checks");
\`\`\`

\`\`\`sh
daidai perft 2 | grep -q 3463
test -f game.kif && test -f games.pgn
\`\`\`

\`\`\`kif
手合割：大大将棋
\`\`\`

\`\`\`usi
> usi
< id name daidai 9.9.9
< …
< usiok
\`\`\`

\`\`\`text
anything at all
\`\`\`

\`\`\`cjs
const { Position } = require("@daidai/core");

if (Position.initial().legalMoves().length !== 59) process.exit(1);
\`\`\`
`;

const CJS = '```cjs\nrequire("@daidai/no-such-package");\n```\n\n```cjs\nrequire("@daidai/core").Position.fromDsfenOrThrow("x");\n```\n';

const broken = extractBlocks("broken.md", BROKEN);
const good = extractBlocks("good.md", GOOD);
const cjs = extractBlocks("cjs.md", CJS);
let checker: DocsChecker;

beforeAll(() => {
  // One TypeScript program for every code block here (making one takes seconds).
  checker = new DocsChecker([...broken, ...good, ...cjs]);
});

afterAll(() => {
  checker.close();
});

const at = (blocks: Block[], lang: string, nth = 0): Block => {
  const found = blocks.filter((b) => b.lang === lang)[nth];
  if (found === undefined) throw new Error(`no ${lang} block ${String(nth)}`);
  return found;
};

describe("extracting blocks with a Markdown parser", () => {
  it("finds every fenced block, in lists too, with the line of its first line of code", () => {
    // The line of a text in the Markdown source, found without a parser.
    const lineOf = (text: string): number => BROKEN.slice(0, BROKEN.indexOf(text)).split("\n").length;
    expect(broken.map((b) => [b.line, b.lang])).toEqual([
      [lineOf("import { Position }"), "ts"],
      [lineOf('Position.fromDsfenOrThrow("not') - 2, "ts"],
      [lineOf("daidai perft 2\ndaidai show"), "sh"],
      [lineOf("  1. P-8k P-8k *"), "pgn"],
      [lineOf('{ "format"'), "json"],
      [lineOf("> usi\n< id name someone"), "usi"],
      [lineOf("no language"), ""],
      [lineOf("echo a marker"), "sh"],
      [lineOf('DISPLAY "an'), "cobol"],
    ]);
    expect(at(broken, "pgn").code).toBe("1. P-8k P-8k *");
  });

  it("reads the marker comment just before a block, and only that one", () => {
    expect(good.map((b) => b.marker)).toEqual([
      undefined,
      { kind: "notRun", reason: "it would install things" },
      { kind: "typeCheckOnly", reason: "code for a browser page" },
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("does not read a fence inside another block as a block", () => {
    const blocks = extractBlocks("nested.md", "````md\n```ts\nnot a block\n```\n````\n");
    expect(blocks.map((b) => b.lang)).toEqual(["md"]);
  });
});

describe("a broken block fails the check", () => {
  it("a type error, located in the Markdown file", async () => {
    const problems = await checker.check(at(broken, "ts", 0));
    expect(problems).toEqual([expect.stringMatching(/^broken\.md:8:7: TS2322: Type 'number' is not assignable to type 'string'/)]);
  });

  it("a TypeScript block that throws when run", async () => {
    const problems = await checker.check(at(broken, "ts", 1));
    expect(problems).toEqual([expect.stringMatching(/^broken\.md:14 failed when run:[\s\S]*CoreError/)]);
  });

  it("a shell block with a failing command", async () => {
    const problems = await checker.check(at(broken, "sh", 0));
    expect(problems).toEqual([expect.stringMatching(/^broken\.md:22 failed when run:\nexit 1\n[\s\S]*no-such-file\.kif/)]);
  });

  it("a record with an illegal move", async () => {
    const problems = await checker.check(at(broken, "pgn"));
    expect(problems).toEqual([expect.stringMatching(/^broken\.md:29:9: error: move 1\.\.\. P-8k: illegal move/)]);
  });

  it("JSON that does not parse", async () => {
    expect(await checker.check(at(broken, "json"))).toEqual([expect.stringMatching(/^broken\.md:33: not JSON/)]);
  });

  it("an engine session the engine does not give", async () => {
    expect(await checker.check(at(broken, "usi"))).toEqual([expect.stringMatching(/^broken\.md:38: the engine wrote no line like 'id name someone else'/)]);
  });

  it("a block without a language, a marker without a reason, an unknown language", async () => {
    expect(await checker.check(at(broken, ""))).toEqual([expect.stringContaining("broken.md:42: a code block without a language")]);
    expect(await checker.check(at(broken, "sh", 1))).toEqual([expect.stringContaining("broken.md:48: unreadable marker <!-- not run -->")]);
    expect(await checker.check(at(broken, "cobol"))).toEqual([expect.stringContaining("no check for the language 'cobol'")]);
  });

  it("a CommonJS block that requires a package that does not exist, or throws", async () => {
    const [missing, throwing] = cjs;
    if (missing === undefined || throwing === undefined) throw new Error("no block");
    expect(await checker.check(missing)).toEqual([expect.stringMatching(/^cjs\.md:2:9: TS2307: Cannot find module '@daidai\/no-such-package'/)]);
    expect(await checker.check(throwing)).toEqual([expect.stringMatching(/^cjs\.md:6 failed when run:[\s\S]*CoreError/)]);
  });

  it("an HTML block, when no browser was given to load it", async () => {
    const [block] = extractBlocks("page.md", "```html\n<p>hello</p>\n```\n");
    if (block === undefined) throw new Error("no block");
    const own = new DocsChecker([block]);
    expect(await own.check(block)).toEqual(["page.md:2: an HTML block, and no browser to load it"]);
    own.close();
  });
});

describe("good blocks pass", () => {
  it.each(good.map((b, i) => [i, b.lang, b] as const))("block %i (%s)", async (_i, _lang, block) => {
    expect(await checker.check(block)).toEqual([]);
  });

  it("plans each block by its language and marker", () => {
    expect(good.map((b) => planOf(b).kind)).toEqual(["code", "notRun", "code", "shell", "record", "usi", "text", "code"]);
  });
});

describe("engine lines", () => {
  it("match with other numbers, versions and moves, and any moves after pv", () => {
    expect(lineMatches("id name daidai 0.1.0", "id name daidai 0.2.3")).toBe(true);
    expect(lineMatches("info depth 1 score cp 6 pv 12k12g 12f12g", "info depth 1 score cp -30 pv 9m7k")).toBe(true);
    expect(lineMatches("bestmove 9m7k", "bestmove 15p14o13n")).toBe(true);
    expect(lineMatches("info depth 1 score cp 6", "info depth 1 score mate 6")).toBe(false);
    expect(lineMatches("id name daidai 0.1.0", "id name other 0.1.0")).toBe(false);
    expect(lineMatches("option name Hash type spin", "option name Hash type spin default 16")).toBe(false);
  });
});
