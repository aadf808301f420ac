/**
 * Rule options of rules.md §12, with their defaults.
 */
export interface RuleOptions {
  /** `legal` (default): moves that leave the own king attacked are illegal. `kingCapture`: allowed; capturing a king wins. */
  readonly legality: "legal" | "kingCapture";
  /** `jcsa` (default): the JCSA repetition rule of §10.1. `simple`: any repeated position is illegal (§10.2). */
  readonly repetition: "jcsa" | "simple";
  /** A recorded illegal move loses immediately for its author (default false). Used by {@link Game}. */
  readonly illegalMoveLoses: boolean;
  /** Lion dog may capture on S1 and then jump to S3 (§14.2, default false). */
  readonly lionDogStepThenJump: boolean;
  /** Neighbouring king moves as a king (`K`, default) or as a drunk elephant (`FfrlW`, §14.4). */
  readonly neighboringKing: "K" | "FfrlW";
}

/** The default rule options. */
export const DEFAULT_OPTIONS: RuleOptions = Object.freeze({
  legality: "legal",
  repetition: "jcsa",
  illegalMoveLoses: false,
  lionDogStepThenJump: false,
  neighboringKing: "K",
});

/** Fills in defaults and validates the values of a partial option set. */
export function resolveOptions(partial: Partial<RuleOptions> = {}): RuleOptions {
  const o: RuleOptions = { ...DEFAULT_OPTIONS, ...stripUndefined(partial) };
  check(o.legality, ["legal", "kingCapture"], "legality");
  check(o.repetition, ["jcsa", "simple"], "repetition");
  check(o.neighboringKing, ["K", "FfrlW"], "neighboringKing");
  checkBoolean(o.illegalMoveLoses, "illegalMoveLoses");
  checkBoolean(o.lionDogStepThenJump, "lionDogStepThenJump");
  return Object.freeze(o);
}

function stripUndefined(p: Record<string, unknown>): Partial<RuleOptions> {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
}

function check(value: string, allowed: readonly string[], name: string): void {
  if (!allowed.includes(value)) {
    throw new TypeError(`option ${name} must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}; got ${JSON.stringify(value)}`);
  }
}

function checkBoolean(value: unknown, name: string): void {
  if (typeof value !== "boolean") throw new TypeError(`option ${name} must be true or false; got ${JSON.stringify(value)}`);
}
