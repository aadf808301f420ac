/**
 * Idle time: work the page does when it has nothing else to do; and the elements' start-up work
 * that needs no record (the piece font, core's move tables, the style sheets), done while a
 * page waits for its records so that the first render of a fetched record does not pay for it.
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
 * Runs record-independent start-up work of an element in a task of its own, right after the
 * script that defines it (not outside a browser). An element that fetches its record has
 * started the fetch by then (in the microtasks at the end of that script), so the work is done
 * while the record is on its way. Whatever the task prepares must be cached where the first
 * render finds it; a render before it simply does the work then.
 */
export function prepareSoon(task: () => void): void {
  if (typeof document === "undefined") return;
  setTimeout(task, 0);
}

/** Builds the constructable style sheets of a defined Lit element class now (Lit builds them for its first instance) and returns them. */
export function prepareStyles(element: typeof LitElement): (CSSStyleSheet | undefined)[] {
  return element.elementStyles.map((style) => (style instanceof CSSResult ? style.styleSheet : style));
}
