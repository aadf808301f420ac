/**
 * A finger's tap in Chromium (CDP touch events: the click that follows has pointerType
 * "touch"), for the tests of what a phone does; a locator's click() is a mouse's.
 */
import type { Locator } from "playwright-core";

/** Taps the middle of an element with a finger. */
export async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box === null) throw new Error("tap: the element has no box");
  const page = target.page();
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
