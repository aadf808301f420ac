/**
 * Idle time: work the page does when it has nothing else to do. Besides the scheduling itself,
 * the elements' start-up work that needs no record (the piece font, core's move tables, the
 * style sheets) is done here while a page waits for its records, so that the first render of
 * a fetched record does not pay for it.
 */
import { CSSResult, type LitElement } from "lit";

/** Schedules a callback for idle time; returns a canceller. */
export type Idle = (callback: () => void) => () => void;

/** Runs `callback` when the browser is idle (a timeout where requestIdleCallback is missing); returns a canceller. */
export const whenIdle: Idle = (callback) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: 200 });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(callback, 16);
  return () => {
    clearTimeout(handle);
  };
};

/**
 * Runs record-independent start-up work of an element the next time the page is idle (not
 * outside a browser). Whatever it prepares must be cached where the first render finds it;
 * an element rendered before the page is idle simply does the work then, as before.
 */
export function prepareWhenIdle(task: () => void): void {
  if (typeof document === "undefined") return;
  whenIdle(task);
}

/** Builds the constructable style sheets of a defined Lit element class now (Lit builds them for its first instance) and returns them. */
export function prepareStyles(element: typeof LitElement): (CSSStyleSheet | undefined)[] {
  return element.elementStyles.map((style) => (style instanceof CSSResult ? style.styleSheet : style));
}
