// axe-core in a test page (served at /axe/ by the test server): the serious and critical violations.
import type { Page } from "playwright-core";

/** A violation, with the first few elements it was found on. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: readonly string[];
}

/** Runs axe on the whole page and returns its serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ url: "/axe/axe.min.js" });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
