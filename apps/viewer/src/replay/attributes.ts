/**
 * Checks of `<daidai-replay>`'s attribute values, as data: a bad value (`ply="abc"`) is
 * ignored — the property keeps its previous value — and a console warning names it.
 */

/** One checked property. */
export interface AttributeRule {
  /** The property name. */
  readonly property: string;
  /** The attribute name, for the warning. */
  readonly attribute: string;
  /** The value used when there is no previous value to keep. */
  readonly fallback: unknown;
  /** What is accepted, for the warning. */
  readonly expected: string;
  readonly valid: (value: unknown) => boolean;
}

const oneOf =
  (...values: readonly unknown[]) =>
  (value: unknown): boolean =>
    values.includes(value);

/** The checked attributes of `<daidai-replay>`. */
export const REPLAY_ATTRIBUTES: readonly AttributeRule[] = [
  { property: "ply", attribute: "ply", fallback: 0, expected: "a whole number ≥ 0", valid: (v) => Number.isInteger(v) && (v as number) >= 0 },
  { property: "interval", attribute: "interval", fallback: 1500, expected: "milliseconds > 0", valid: (v) => typeof v === "number" && Number.isFinite(v) && v > 0 },
  { property: "orientation", attribute: "orientation", fallback: "black", expected: "black or white", valid: oneOf("black", "white") },
  { property: "notation", attribute: "notation", fallback: "western", expected: "western, japanese or movestring", valid: oneOf("western", "japanese", "movestring") },
  { property: "pieceStyle", attribute: "piece-style", fallback: "auto", expected: "auto, kanji, abbreviation or compact", valid: oneOf("auto", "kanji", "abbreviation", "compact") },
  { property: "showMoves", attribute: "show-moves", fallback: "auto", expected: "auto, side, bottom or none", valid: oneOf("auto", "side", "bottom", "none") },
  { property: "theme", attribute: "theme", fallback: "", expected: "light, dark or auto (or no attribute: follow the page)", valid: oneOf("", "light", "dark", "auto") },
];

/** String properties that `removeAttribute` turns into null: they become "" again. */
export const STRING_PROPERTIES: readonly string[] = ["src", "format", "path", "lang", "theme", "engineSrc", "readerSrc"];

/**
 * Puts back the previous value of every changed property that is not valid, with a console
 * warning; `changed` maps a property to its previous value (Lit's changed properties).
 */
export function rejectBadValues(element: HTMLElement, changed: ReadonlyMap<PropertyKey, unknown>, rules: readonly AttributeRule[]): void {
  const target = element as unknown as Record<string, unknown>;
  for (const name of STRING_PROPERTIES) if (changed.has(name) && target[name] === null) target[name] = "";
  for (const rule of rules) {
    if (!changed.has(rule.property)) continue;
    const value = target[rule.property];
    if (rule.valid(value)) continue;
    const previous = changed.get(rule.property);
    target[rule.property] = rule.valid(previous) ? previous : rule.fallback;
    const shown = typeof value === "number" && Number.isNaN(value) ? element.getAttribute(rule.attribute) ?? "NaN" : String(value);
    console.warn(`<${element.localName}>: ignored ${rule.attribute}="${shown}" (expected ${rule.expected})`);
  }
}
