import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { daidai, fixture } from "./run-cli.js";

interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * A small, strict XML reader for the tests: elements, attributes in double quotes, text,
 * the five predefined entities and numeric character references. Throws on anything that
 * is not well-formed (unclosed or crossed tags, duplicate attributes, stray '<' or '&').
 */
function parseXml(source: string): XmlElement {
  const token = /<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const decode = (text: string): string => {
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bad entity in ${text}`);
    return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_m, e: string) => {
      const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
      if (named[e] !== undefined) return named[e];
      return String.fromCodePoint(e.startsWith("#x") ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    });
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const body = source.trim();
  token.lastIndex = 0;
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const m = token.exec(body);
    if (m === null) throw new Error(`not well-formed at offset ${String(at)}: ${body.slice(at, at + 40)}`);
    const [, close, open, attrs, selfClose, text] = m;
    if (text !== undefined) {
      const top = stack.at(-1);
      if (top === undefined) throw new Error("text outside the root element");
      top.text += decode(text);
    } else if (close !== undefined) {
      const top = stack.pop();
      if (top?.name !== close) throw new Error(`</${close}> closes <${top?.name ?? "nothing"}>`);
    } else if (open !== undefined) {
      const attributes = new Map<string, string>();
      for (const a of (attrs ?? "").matchAll(/([A-Za-z][\w:.-]*)="([^"]*)"/g)) {
        const [, key = "", value = ""] = a;
        if (attributes.has(key)) throw new Error(`duplicate attribute ${key} on <${open}>`);
        attributes.set(key, decode(value));
      }
      const element: XmlElement = { name: open, attributes, children: [], text: "" };
      const parent = stack.at(-1);
      if (parent === undefined) {
        if (root !== undefined) throw new Error("more than one root element");
        root = element;
      } else parent.children.push(element);
      if (selfClose !== "/") stack.push(element);
    }
  }
  if (stack.length > 0 || root === undefined) throw new Error("unclosed elements");
  return root;
}

function descendants(e: XmlElement): XmlElement[] {
  return e.children.flatMap((c) => [c, ...descendants(c)]);
}

const pieces = (svg: XmlElement): XmlElement[] =>
  descendants(svg).filter((e) => e.name === "g" && (e.attributes.get("class") ?? "").split(" ").includes("piece"));

const SMALL = "8,vK,8/17/17/17/17/17/17/17/2,+Ea,11,vLn,2/17/17/17/17/17/17/17/8,K,8 w 12";
const dir = mkdtempSync(join(tmpdir(), "daidai-render-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the test's XML reader", () => {
  it("rejects what is not well-formed", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
    expect(() => parseXml("<a>&nbsp;</a>")).toThrow();
    expect(() => parseXml("<a/><b/>")).toThrow();
    expect(parseXml('<a k="&lt;"><b>x &amp; y</b></a>').children[0]?.text).toBe("x & y");
  });
});

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai render", { timeout: 120_000 }, () => {
  it("writes a well-formed SVG of the initial position with 192 pieces, half of them turned", async () => {
    const out = join(dir, "initial.svg");
    const initial = "vL,vHM,vDv,vR,vSq,vDK,vFT,vRG,vK,vLG,vQ,vFr,vDH,vRa,vSD,vLo,vL/vRv,vPo,vLD,vBM,vFD,vRB,vKr,vG,vNK,vG,vPh,vCS,vPS,vOR,vLn,vOK,vRv/1,vB,1,vEB,1,vFH,1,vS,vGD,vS,1,vWB,1,vEF,1,vVM,1/vWT,vWE,vSo,vEa,vW,vSt,vI,vC,vGB,vC,vI,vSt,vW,vWe,vNo,vFE,vBD/vRC,vSM,vVO,vAB,vEW,vVB,vFL,vST,vSB,vST,vFL,vVB,vEW,vAB,vVO,vSM,vLC/vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP/5,vHD,5,vHD,5/17/17/17/5,HD,5,HD,5/P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/LC,SM,VO,AB,EW,VB,FL,ST,SB,ST,FL,VB,EW,AB,VO,SM,RC/BD,FE,No,We,W,St,I,C,GB,C,I,St,W,Ea,So,WE,WT/1,VM,1,EF,1,WB,1,S,GD,S,1,FH,1,EB,1,B,1/Rv,OK,Ln,OR,PS,CS,Ph,G,NK,G,Kr,RB,FD,BM,LD,Po,Rv/L,Lo,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,Sq,R,Dv,HM,L b 1";
    const result = await daidai(["render", initial, "-o", out]);
    expect(result).toEqual({ code: 0, stdout: "", stderr: "" });
    const svg = parseXml(readFileSync(out, "utf8"));
    expect(svg.name).toBe("svg");
    expect(svg.attributes.get("xmlns")).toBe("http://www.w3.org/2000/svg");
    const drawn = pieces(svg);
    expect(drawn).toHaveLength(192);
    const turned = drawn.filter((p) => (p.attributes.get("transform") ?? "").includes("rotate(180"));
    expect(turned).toHaveLength(96);
    expect(turned.every((p) => p.attributes.get("class")?.includes("white"))).toBe(true);
    // Coordinates: 17 file numbers and 17 rank letters.
    const coords = descendants(svg).filter((e) => e.name === "text" && /^(1[0-7]|[1-9]|[a-q])$/.test(e.text));
    expect(coords.map((e) => e.text)).toEqual(expect.arrayContaining(["17", "1", "a", "q"]));
    expect(coords).toHaveLength(34);
    // Black's king on 9q shows 玉将, stacked as two text lines.
    const king = drawn.find((p) => p.attributes.get("data-square") === "9q");
    expect(king?.children.filter((c) => c.name === "text").map((t) => t.text)).toEqual(["玉", "将"]);
  });

  it("draws promoted pieces in red, with the kanji of the kind they move as", async () => {
    const { code, stdout } = await daidai(["render", fixture("small.dsfen")]);
    expect(code).toBe(0);
    const svg = parseXml(stdout);
    const drawn = pieces(svg);
    expect(drawn).toHaveLength(4);
    const promoted = drawn.filter((p) => p.attributes.get("class")?.split(" ").includes("promoted"));
    expect(promoted.map((p) => p.attributes.get("data-square"))).toEqual(["15i"]);
    expect(promoted[0]?.children.filter((c) => c.name === "text").map((t) => t.text)).toEqual(["獅", "子"]);
    const style = descendants(svg).find((e) => e.name === "style")?.text ?? "";
    expect(style).toMatch(/\.piece\.promoted text\{fill:#c0121f\}/);
    expect(svg.children.find((e) => e.name === "title")?.text).toBe("Dai dai shogi position, White to move (move 12)");
  });

  it("reads standard input, writes codes with --abbrev and turns the board with --flip", async () => {
    const { code, stdout } = await daidai(["render", "-", "--abbrev", "--flip", "--title", "A <test> & more"], { input: SMALL });
    expect(code).toBe(0);
    const svg = parseXml(stdout);
    expect(svg.children.find((e) => e.name === "title")?.text).toBe("A <test> & more");
    const drawn = pieces(svg);
    // Flipped: Black's pieces are the turned ones now.
    const turned = drawn.filter((p) => (p.attributes.get("transform") ?? "").includes("rotate(180"));
    expect(turned.map((p) => p.attributes.get("data-piece")).sort()).toEqual(["+Ea", "K"]);
    expect(drawn.find((p) => p.attributes.get("data-square") === "3i")?.children.map((c) => c.text)).toContain("Ln");
  });

  it("highlights the last move of a record at a ply", async () => {
    const out = join(dir, "short.svg");
    expect((await daidai(["render", fixture("short.pgn"), "--ply", "2", "-o", out])).code).toBe(0);
    const svg = parseXml(readFileSync(out, "utf8"));
    // Move 2 is White's P-10g (10f10g): its two squares are tinted, the leg drawn.
    const last = descendants(svg).filter((e) => e.attributes.get("class") === "last");
    // 10f: column 17 - 10 = 7, row 5; 10g: row 6.
    expect(last.map((e) => [e.attributes.get("x"), e.attributes.get("y")])).toEqual([
      ["426", "338"],
      ["426", "398"],
    ]);
    expect(descendants(svg).filter((e) => e.attributes.get("class") === "path")).toHaveLength(1);
    expect(pieces(svg)).toHaveLength(192);
  });

  it("draws every leg of a lion's double capture, with a cross on the first captured square", async () => {
    // lion.dsfen: Black's lion on 9i takes the pawns on 9h and 9g (9i9h9g), promoting.
    const svg = parseXml((await daidai(["render", fixture("lion.dsfen")])).stdout);
    const last = descendants(svg).filter((e) => e.attributes.get("class") === "last");
    // Column of file 9 is 8 (x = 6 + 480); rows of i, h, g are 8, 7, 6 (y = 38 + 60 * row).
    expect(last.map((e) => `${e.attributes.get("x") ?? ""},${e.attributes.get("y") ?? ""}`)).toEqual(["486,518", "486,458", "486,398"]);
    const path = descendants(svg).find((e) => e.attributes.get("class") === "path");
    expect(path?.attributes.get("points")).toBe("516,548 516,488 516,428");
    expect(descendants(svg).filter((e) => e.attributes.get("class") === "cross")).toHaveLength(1);
    // The lion stands on 9g, promoted (furious fiend, 奮迅, in red); both pawns are gone.
    const drawn = pieces(svg);
    expect(drawn.map((p) => [p.attributes.get("data-square"), p.attributes.get("data-piece"), p.attributes.get("class")])).toEqual([
      ["9g", "+Ln", "piece black promoted"],
    ]);
    expect(drawn[0]?.children.filter((c) => c.name === "text").map((t) => t.text)).toEqual(["奮", "迅"]);
  });

  it("highlights a king in check", async () => {
    const check = "8,vK,8/8,R,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 w";
    const svg = parseXml((await daidai(["render", check])).stdout);
    const marks = descendants(svg).filter((e) => e.attributes.get("class") === "check");
    expect(marks).toHaveLength(1);
    // 9a is the square at column 8, row 0: x = 6 + 8 * 60, y = 38.
    expect([marks[0]?.attributes.get("x"), marks[0]?.attributes.get("y")]).toEqual(["486", "38"]);
  });

  it("gives exit code 2 for usage errors and 1 for unreadable input", async () => {
    expect((await daidai(["render"])).code).toBe(2);
    expect((await daidai(["render", SMALL, "--ply", "-1"])).code).toBe(2);
    const missing = await daidai(["render", join(dir, "missing.kif")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
    const unwritable = await daidai(["render", SMALL, "-o", join(dir, "no", "such", "dir.svg")]);
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain("cannot write");
  });
});
