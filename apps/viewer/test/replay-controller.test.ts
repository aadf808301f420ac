import { describe, expect, it } from "vitest";
import { ReplayController, type Clock } from "../src/replay/replay-controller.js";

interface N {
  readonly name: string;
  readonly children: N[];
}

const n = (name: string, ...children: N[]): N => ({ name, children });

/** root → a → b → c (main line); at b a variation b2 → c2; at a a variation a2. */
function tree(): N {
  return n("root", n("a", n("b", n("c")), n("b2", n("c2"))), n("a2"));
}

/** A clock that runs timers only when told to. */
function manualClock(): Clock & { tick(): void; pending(): number } {
  let queue: { fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    setTimeout(fn) {
      const id = next++;
      queue.push({ fn, id });
      return id;
    },
    clearTimeout(handle) {
      queue = queue.filter((t) => t.id !== handle);
    },
    tick() {
      const due = queue;
      queue = [];
      for (const t of due) t.fn();
    },
    pending: () => queue.length,
  };
}

describe("ReplayController navigation", () => {
  it("steps along the main line and stops at both ends", () => {
    const c = new ReplayController(tree());
    expect(c.node.name).toBe("root");
    expect(c.goTo("prev")).toBe(false);
    expect(c.goTo("next")).toBe(true);
    expect(c.node.name).toBe("a");
    c.goTo("last");
    expect(c.node.name).toBe("c");
    expect(c.ply).toBe(3);
    expect(c.goTo("next")).toBe(false);
    c.goTo("first");
    expect(c.path).toEqual([]);
  });

  it("goes to a ply of the current line, clamped", () => {
    const c = new ReplayController(tree());
    c.goTo(2);
    expect(c.node.name).toBe("b");
    c.goTo(99);
    expect(c.node.name).toBe("c");
    c.goTo(-5);
    expect(c.ply).toBe(0);
    c.goTo(Number.NaN);
    expect(c.ply).toBe(0);
  });

  it("goes to a path and ignores a path outside the tree", () => {
    const c = new ReplayController(tree());
    expect(c.goTo([0, 1, 0])).toBe(true);
    expect(c.node.name).toBe("c2");
    expect(c.goTo([0, 5])).toBe(false);
    expect(c.node.name).toBe("c2");
    expect(c.nodes.map((x) => x.name)).toEqual(["root", "a", "b2", "c2"]);
  });

  it("switches variations at the current ply, wrapping around", () => {
    const c = new ReplayController(tree());
    c.goTo(2);
    expect(c.alternatives).toBe(2);
    expect(c.switchVariation(1)).toBe(true);
    expect(c.node.name).toBe("b2");
    expect(c.switchVariation(1)).toBe(true);
    expect(c.node.name).toBe("b");
    expect(c.switchVariation(-1)).toBe(true);
    expect(c.node.name).toBe("b2");
    c.goTo("first");
    expect(c.switchVariation(1)).toBe(false);
  });

  it("remembers the chosen line: back then forward follows the variation", () => {
    const c = new ReplayController(tree());
    c.goTo([0, 1, 0]);
    c.goTo("first");
    c.goTo("next");
    c.goTo("next");
    expect(c.node.name).toBe("b2");
    expect(c.line).toEqual([0, 1, 0]);
    expect(c.lineLength).toBe(3);
    c.goTo("last");
    expect(c.node.name).toBe("c2");
  });

  it("calls onChange once per move and not when nothing moves", () => {
    let calls = 0;
    const c = new ReplayController(tree(), () => calls++);
    c.goTo("next");
    c.goTo("first");
    c.goTo("first");
    expect(calls).toBe(2);
  });
});

describe("ReplayController autoplay", () => {
  it("plays one move per tick and stops at the end of the line", () => {
    const clock = manualClock();
    const c = new ReplayController(tree(), () => undefined, clock);
    c.play(500);
    expect(c.playing).toBe(true);
    clock.tick();
    expect(c.node.name).toBe("a");
    clock.tick();
    clock.tick();
    expect(c.node.name).toBe("c");
    expect(c.playing).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it("restarts from the beginning when started at the end, and pauses", () => {
    const clock = manualClock();
    const c = new ReplayController(tree(), () => undefined, clock);
    c.goTo("last");
    c.toggle();
    expect(c.ply).toBe(0);
    expect(c.playing).toBe(true);
    c.toggle();
    expect(c.playing).toBe(false);
    expect(clock.pending()).toBe(0);
    clock.tick();
    expect(c.ply).toBe(0);
  });

  it("dispose stops the timer", () => {
    const clock = manualClock();
    const c = new ReplayController(tree(), () => undefined, clock);
    c.play();
    c.dispose();
    expect(clock.pending()).toBe(0);
    expect(c.playing).toBe(false);
  });
});

describe("ReplayController on a tree still growing at its end", () => {
  /** A main line of `length` nodes whose children are counted when read past `readTo` plies. */
  function growing(length: number, readTo: number): { root: N; readsPast: () => number } {
    let reads = 0;
    const make = (ply: number): N => {
      const children = ply < length ? [make(ply + 1)] : [];
      return {
        name: String(ply),
        get children() {
          if (ply >= readTo) reads++;
          return children;
        },
      };
    };
    return { root: make(0), readsPast: () => reads };
  }

  it("tells that the line is the main line without reading past the deepest ply visited", () => {
    const { root, readsPast } = growing(50, 10);
    const c = new ReplayController(root);
    expect(c.followsMainLine).toBe(true);
    for (let i = 0; i < 10; i++) c.goTo("next");
    c.goTo("first");
    expect(c.followsMainLine).toBe(true);
    expect(readsPast()).toBe(0);
    // Working out the whole line reads everything.
    expect(c.lineLength).toBe(50);
    expect(readsPast()).toBeGreaterThan(0);
  });

  it("is not the main line once a variation is chosen, even from the start", () => {
    const c = new ReplayController(tree());
    c.goTo([0, 1]);
    expect(c.followsMainLine).toBe(false);
    c.goTo("first");
    // "next" would follow the variation chosen at a.
    expect(c.followsMainLine).toBe(false);
    expect(c.line).toEqual([0, 1, 0]);
    c.goTo([0, 0]);
    c.goTo("first");
    expect(c.followsMainLine).toBe(true);
  });

  it("works the line out again when the tree grew", () => {
    const leaf: N = { name: "a", children: [] };
    const root: N = { name: "root", children: [leaf] };
    const c = new ReplayController(root);
    expect(c.lineLength).toBe(1);
    leaf.children.push(n("b"));
    expect(c.lineLength).toBe(1);
    c.treeGrew();
    expect(c.lineLength).toBe(2);
  });
});

describe("ReplayController cost of a step", () => {
  /** A line of `length` moves whose nodes count how often their children are read. */
  function countedLine(length: number): { root: N; reads: () => number } {
    let reads = 0;
    let node: N = n(`m${String(length)}`);
    for (let i = length - 1; i >= 0; i--) {
      const children = [node];
      node = {
        name: `m${String(i)}`,
        get children() {
          reads++;
          return children;
        },
      };
    }
    return { root: node, reads: () => reads };
  }

  it("steps and reads the node at any ply without walking the path from the root", () => {
    const { root, reads } = countedLine(1000);
    const c = new ReplayController(root);
    c.goTo(900);
    expect(c.ply).toBe(900);
    expect(c.lineLength).toBe(1000);
    const before = reads();
    for (let i = 0; i < 10; i++) {
      c.goTo("next");
      expect(c.node.name).toBe(`m${String(901 + i)}`);
    }
    for (let i = 0; i < 10; i++) c.goTo("prev");
    expect(c.node.name).toBe("m900");
    expect(c.alternatives).toBe(1);
    expect(c.lineLength).toBe(1000);
    // A step reads the children of the node it leaves, a few times; not those of the 900 before
    // (nor those of the 100 after: the line is not worked out again).
    expect(reads() - before).toBeLessThanOrEqual(50);
  });

  it("works the line out again when a step goes past the line worked out before the tree grew", () => {
    const leaf: N = { name: "a", children: [] };
    const c = new ReplayController(n("root", leaf));
    expect(c.line).toEqual([0]);
    leaf.children.push(n("b"));
    c.goTo("next");
    c.goTo("next");
    expect(c.node.name).toBe("b");
    expect(c.line).toEqual([0, 0]);
  });
});
