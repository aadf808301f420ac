/**
 * A located JSON parse: the flat tokens of the Peggy grammar (generated/json.js) built into
 * {@link JsonValue}s with an explicit stack, so that any nesting depth is read without
 * recursion. A syntax error is thrown as a Peggy-like error with its location.
 */
import { parse as tokenize } from "../../generated/json.js";
import type { PeggyLikeError } from "../diagnostics.js";
import { quote } from "../diagnostics.js";
import type { JsonToken, JsonValue, Loc } from "../syntax.js";

type Token = JsonToken;

type Members = { key: { value: string; loc: Loc }; value: JsonValue }[];

/** An object or array being built. */
type Open =
  | { kind: "object"; members: Members; key: { value: string; loc: Loc } | undefined; start: Loc; state: "key" | "colon" | "value" | "comma" }
  | { kind: "array"; items: JsonValue[]; start: Loc; state: "value" | "comma" };

/** A JSON syntax error with its location, shaped like Peggy's (see recovery.ts). */
class JsonSyntaxError extends Error implements PeggyLikeError {
  readonly location: NonNullable<PeggyLikeError["location"]>;

  constructor(message: string, loc: Loc) {
    super(message);
    this.location = {
      start: { offset: loc.offset, line: loc.line, column: loc.column },
      end: { offset: loc.endOffset, line: loc.endLine, column: loc.endColumn },
    };
  }
}

function fail(message: string, loc: Loc): never {
  throw new JsonSyntaxError(message, loc);
}

function span(start: Loc, end: Loc): Loc {
  return { offset: start.offset, line: start.line, column: start.column, endOffset: end.endOffset, endLine: end.endLine, endColumn: end.endColumn };
}

function describe(t: Token): string {
  if (t.type === "punct" || t.type === "junk") return quote(t.text);
  return t.type;
}

/** Parses JSON text into located values; throws a Peggy-like error on a syntax error. */
export function parseLocatedJson(text: string): JsonValue {
  const tokens = tokenize(text);
  const stack: Open[] = [];
  let result: JsonValue | undefined;
  const endLoc = (): Loc => {
    const last = tokens[tokens.length - 1]?.loc;
    const o = last?.endOffset ?? 0;
    return { offset: o, line: last?.endLine ?? 1, column: last?.endColumn ?? 1, endOffset: o, endLine: last?.endLine ?? 1, endColumn: last?.endColumn ?? 1 };
  };
  /** Puts a finished value into its container (or makes it the result). */
  const place = (value: JsonValue, at: Loc): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) {
      if (result !== undefined) fail(`expected the end of the JSON text but found more`, at);
      result = value;
      return;
    }
    if (top.kind === "array") {
      top.items.push(value);
      top.state = "comma";
    } else {
      top.members.push({ key: top.key as { value: string; loc: Loc }, value });
      top.state = "comma";
    }
  };
  for (const t of tokens) {
    const top = stack[stack.length - 1];
    if (top?.kind === "object" && top.state === "key") {
      if (t.type === "string") {
        top.key = { value: t.value, loc: t.loc };
        top.state = "colon";
        continue;
      }
      if (t.type === "punct" && t.text === "}" && top.members.length === 0) {
        stack.pop();
        place({ type: "object", members: top.members, loc: span(top.start, t.loc) }, t.loc);
        continue;
      }
      fail(`expected a key in double quotes but found ${describe(t)}`, t.loc);
    }
    if (top?.kind === "object" && top.state === "colon") {
      if (t.type === "punct" && t.text === ":") {
        top.state = "value";
        continue;
      }
      fail(`expected ':' but found ${describe(t)}`, t.loc);
    }
    if (top !== undefined && top.state === "comma") {
      const close = top.kind === "object" ? "}" : "]";
      if (t.type === "punct" && t.text === ",") {
        if (top.kind === "object") top.state = "key";
        else top.state = "value";
        continue;
      }
      if (t.type === "punct" && t.text === close) {
        stack.pop();
        const loc = span(top.start, t.loc);
        place(top.kind === "object" ? { type: "object", members: top.members, loc } : { type: "array", items: top.items, loc }, t.loc);
        continue;
      }
      fail(`expected ',' or '${close}' but found ${describe(t)}`, t.loc);
    }
    // A value is expected.
    if (top === undefined && result !== undefined) fail(`expected the end of the JSON text but found ${describe(t)}`, t.loc);
    switch (t.type) {
      case "punct":
        if (t.text === "{") stack.push({ kind: "object", members: [], key: undefined, start: t.loc, state: "key" });
        else if (t.text === "[") stack.push({ kind: "array", items: [], start: t.loc, state: "value" });
        else if (t.text === "]" && top?.kind === "array" && top.items.length === 0) {
          stack.pop();
          place({ type: "array", items: top.items, loc: span(top.start, t.loc) }, t.loc);
        } else fail(`expected a value but found ${describe(t)}`, t.loc);
        break;
      case "junk":
        fail(`expected a value but found ${describe(t)}`, t.loc);
        break;
      default:
        place(t, t.loc);
    }
  }
  if (stack.length > 0 || result === undefined) fail(stack.length > 0 ? "unexpected end of the JSON text: a bracket or brace is not closed" : "expected a JSON value", endLoc());
  return result;
}
