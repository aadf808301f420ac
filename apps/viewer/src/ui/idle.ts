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
