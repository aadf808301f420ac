/** The keyboard map of `<daidai-replay>`, free of the DOM. */

/** What a key does. */
export type KeyAction = "next" | "prev" | "first" | "last" | "variationUp" | "variationDown" | "flip" | "autoplay";

/** Where the key was pressed: keys that the slider or a button handle natively are left to them. */
export type KeyTarget = "slider" | "button" | "other";

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
  if (navigation !== undefined) return target === "slider" ? undefined : navigation;
  if (input.key === "f" || input.key === "F") return "flip";
  if (input.key === " ") return target === "other" ? "autoplay" : undefined;
  return undefined;
}
