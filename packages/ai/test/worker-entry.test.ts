import { afterEach, describe, expect, it, vi } from "vitest";

/** The error `import("../src/protocol/worker.js")` fails with (a fresh module instance each time). */
async function importFailure(): Promise<Error> {
  vi.resetModules();
  const failure: unknown = await import("../src/protocol/worker.js").then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(failure instanceof Error)) throw new Error("importing the worker entry did not fail");
  return failure;
}

describe("@daidai/ai/worker outside a worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fails on import in Node's main thread with an error that says how to start it", async () => {
    // Node's main thread has neither postMessage nor addEventListener as globals.
    expect(typeof (globalThis as { postMessage?: unknown }).postMessage).toBe("undefined");
    const failure = await importFailure();
    expect(failure.name).toBe("NotInWorkerError");
    expect(failure.message).toMatch(/^@daidai\/ai\/worker is a worker's entry point, but it was imported in a thread without the worker globals/);
    expect(failure.message).toContain('{ type: "module" }');
  });

  it("fails in a page's main thread too, though a window has postMessage and addEventListener", async () => {
    const listeners: unknown[] = [];
    vi.stubGlobal("postMessage", () => undefined);
    vi.stubGlobal("addEventListener", (type: string, f: unknown) => listeners.push([type, f]));
    vi.stubGlobal("document", {});
    const failure = await importFailure();
    expect(failure.name).toBe("NotInWorkerError");
    expect(failure.message).toContain("imported in a page's main thread");
    expect(listeners).toEqual([]); // the page's messages are left alone
  });
});
