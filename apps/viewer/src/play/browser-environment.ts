/**
 * The play controller's environment on a page: the wall clock, timers, local storage (null
 * where the page may not use it) and the engine in a Web Worker.
 */
import type { PlayEnvironment, PlayStorage } from "./play-controller.js";
import { engineSearcher } from "./engine-searcher.js";

/** Local storage, or null where it is missing or forbidden (a sandboxed frame, privacy settings). */
function localStorageOrNull(): PlayStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The environment of a play board whose engine worker is at `engineSrc()` ("" for the one that comes with the viewer). */
export function browserEnvironment(engineSrc: () => string): PlayEnvironment {
  return {
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    storage: localStorageOrNull(),
    createSearcher: () => engineSearcher(engineSrc()),
  };
}
