/** The keyboard map of `<daidai-replay>` ({@link keyAction} is free of the DOM). */

/** What a key does. */
export type KeyAction = "next" | "prev" | "first" | "last" | "variationUp" | "variationDown" | "flip" | "autoplay";

/**
 * Where the key was pressed: keys that the slider or a button handle natively are left to
 * them; on the enlarged view's board (`pan`) the arrow keys, Home, End and space scroll it.
 */
export type KeyTarget = "slider" | "button" | "pan" | "other";

/** The keys a key event carries. */
export interface KeyInput {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

const NAVIGATION: Readonly<Record<string, KeyAction>> = {
  ArrowRight: "next",
  ArrowLeft: "prev",
  Home: "first",
  End: "last",
  ArrowUp: "variationUp",
  ArrowDown: "variationDown",
};

/**
 * ←/→ step, Home/End jump, ↑/↓ switch variation, `f` flips, space toggles autoplay.
 * Keys with Alt, Ctrl or Meta are left to the browser; on the slider the navigation keys
 * move the slider; on a button space presses the button.
 */
export function keyAction(input: KeyInput, target: KeyTarget): KeyAction | undefined {
  if (input.altKey || input.ctrlKey || input.metaKey) return undefined;
  const navigation = NAVIGATION[input.key];
  if (navigation !== undefined) return target === "slider" || target === "pan" ? undefined : navigation;
  if (input.key === "f" || input.key === "F") return "flip";
  if (input.key === " ") return target === "other" ? "autoplay" : undefined;
  return undefined;
}

/** Where a key event happened: on the slider, a control button, the enlarged board, or elsewhere (a move of the list counts as elsewhere). */
export function keyTarget(event: Event): KeyTarget {
  const target = event.composedPath()[0];
  if (target instanceof HTMLInputElement) return "slider";
  if (target instanceof HTMLElement && target.classList.contains("zoom-scroller")) return "pan";
  return target instanceof HTMLButtonElement && !target.classList.contains("move") ? "button" : "other";
}

/**
 * What a key pressed in a replay does, given how many moves there are at the current ply
 * (`alternatives`): ↑/↓ belong to the page (or the list's scrolling) unless there is a
 * variation here. Undefined: the key is the browser's.
 */
export function replayKey(event: KeyboardEvent, alternatives: number): KeyAction | undefined {
  const action = keyAction(event, keyTarget(event));
  if ((action === "variationUp" || action === "variationDown") && alternatives < 2) return undefined;
  return action;
}
