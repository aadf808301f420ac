/**
 * Game links (docs/formats/link.md): a game's moves packed into a short base64url text for
 * a URL's fragment, so that two people can play by sending each other links, with no
 * server. A move is its index among the legal moves of its position in core's canonical
 * order (`Position.legalMovesInOrder`), written in just enough bits for that position's
 * number of moves. A version, the rule set and a CRC-32 make a link that was cut short,
 * changed, or made for other rules fail with a clear error, never a wrong position.
 */
import { DEFAULT_OPTIONS, Position, compareMoves, resolveOptions, type Move, type RuleOptions } from "@daidai/core";
import { ByteReader, ByteWriter, crc32, fromBase64Url, indexWidth, toBase64Url, varintLength } from "./bytes.js";

/** The link format's version (first byte). */
export const GAME_LINK_VERSION = 1;
/** The rules edition: dai dai shogi by docs/spec/rules.md (after the length). */
const RULES_EDITION = 1;

/** Each rule option's bit in the third byte: set for the non-default value. */
const OPTION_BITS: readonly (readonly [keyof RuleOptions, RuleOptions[keyof RuleOptions]])[] = [
  ["legality", "kingCapture"],
  ["repetition", "simple"],
  ["illegalMoveLoses", true],
  ["lionDogStepThenJump", true],
  ["neighboringKing", "FfrlW"],
];

const FLAG_START = 1;
const FLAG_RESIGNED = 2;
const CHECKSUM_BYTES = 4;

/** A game as a link carries it. */
export interface GameLinkGame {
  /** Moves from the start, each legal in turn. */
  readonly moves: readonly Move[];
  /** The starting DSFEN; null or absent for the initial position. */
  readonly start?: string | null;
  /** Rule options (absent ones are the defaults). */
  readonly rules?: Partial<RuleOptions>;
  /** True if the side to move after the moves has resigned. */
  readonly resigned?: boolean;
}

/** A link read back: the game and the position after its moves (with their history). */
export interface DecodedGameLink {
  readonly moves: readonly Move[];
  readonly start: string | null;
  readonly rules: RuleOptions;
  readonly resigned: boolean;
  readonly position: Position;
}

/**
 * Why a link was refused: `notALink` (not the text of a game link), `truncated` (cut
 * short), `damaged` (changed: the checksum or a move does not fit), `newerVersion` (a
 * format this version cannot read), `otherRules` (made for other rules than asked for, or
 * a rules edition this version does not know), `illegalMove` / `badStart` (encoding only).
 */
export interface GameLinkError {
  readonly code: "notALink" | "truncated" | "damaged" | "newerVersion" | "otherRules" | "illegalMove" | "badStart";
  readonly message: string;
  /** `illegalMove`: the move's index in the game; `damaged`: moves read before one did not fit. */
  readonly movesRead?: number;
}

type LinkResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameLinkError };

function fail(code: GameLinkError["code"], message: string, movesRead?: number): { ok: false; error: GameLinkError } {
  return { ok: false, error: movesRead === undefined ? { code, message } : { code, message, movesRead } };
}

function optionBits(rules: RuleOptions): number {
  let bits = 0;
  OPTION_BITS.forEach(([key, value], i) => {
    if (rules[key] === value) bits |= 1 << i;
  });
  return bits;
}

function rulesOfBits(bits: number): RuleOptions {
  const rules: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  OPTION_BITS.forEach(([key, value], i) => {
    if (bits & (1 << i)) rules[key] = value;
  });
  return resolveOptions(rules);
}

/** The options that differ from the defaults, in words ("the default rules" when none). */
function rulesText(rules: RuleOptions): string {
  const set = OPTION_BITS.filter(([key]) => rules[key] !== DEFAULT_OPTIONS[key]).map(([key]) => `${key} ${String(rules[key])}`);
  return set.length === 0 ? "the default rules" : `rules with ${set.join(", ")}`;
}

function startPosition(start: string | null, rules: RuleOptions): Position | undefined {
  if (start === null) return Position.initial(rules);
  const made = Position.fromDsfen(start, rules);
  return made.ok ? made.value : undefined;
}

/**
 * The link text (base64url, no padding) of a game, or why it cannot be written (a move
 * that is not legal in turn, a bad starting DSFEN).
 * @example
 * const pos = Position.initial();
 * const link = encodeGameLink({ moves: [pos.legalMovesInOrder()[0]!] });
 */
export function encodeGameLink(game: GameLinkGame): LinkResult<string> {
  const rules = resolveOptions(game.rules ?? {});
  const start = game.start ?? null;
  const pos = startPosition(start, rules);
  if (pos === undefined || (start !== null && !/^[\x20-\x7e]*$/.test(start))) return fail("badStart", `not a starting position: ${String(start)}`);
  const w = new ByteWriter();
  w.byte(RULES_EDITION);
  w.byte(optionBits(rules));
  w.byte((start === null ? 0 : FLAG_START) | (game.resigned === true ? FLAG_RESIGNED : 0));
  if (start !== null) {
    w.varint(start.length);
    for (const c of start) w.byte(c.charCodeAt(0));
  }
  w.varint(game.moves.length);
  for (const [i, move] of game.moves.entries()) {
    const legal = pos.legalMovesInOrder();
    const index = legal.findIndex((m) => compareMoves(m, move) === 0);
    if (index < 0) return fail("illegalMove", `move ${String(i + 1)} is not legal in its position`, i);
    w.bits(index, indexWidth(legal.length));
    pos.playOrThrow(move);
  }
  const rest = w.finish();
  // The whole link's length in bytes, counting the varint that holds it.
  let total = 1 + rest.length + CHECKSUM_BYTES;
  while (total !== 1 + varintLength(total) + rest.length + CHECKSUM_BYTES) total = 1 + varintLength(total) + rest.length + CHECKSUM_BYTES;
  const head = new ByteWriter();
  head.byte(GAME_LINK_VERSION);
  head.varint(total);
  const lead = head.finish();
  const bytes = new Uint8Array(total);
  bytes.set(lead);
  bytes.set(rest, lead.length);
  const body = bytes.subarray(0, total - CHECKSUM_BYTES);
  new DataView(bytes.buffer).setUint32(body.length, crc32(body));
  return { ok: true, value: toBase64Url(bytes) };
}

/**
 * Reads a link text back: replays every move with core and checks the checksum. With
 * `rules`, a link made for other rule options is refused (`otherRules`).
 */
export function decodeGameLink(text: string, options: { readonly rules?: Partial<RuleOptions> } = {}): LinkResult<DecodedGameLink> {
  const read = fromBase64Url(text.trim());
  if (read === undefined || text.trim() === "") return fail("notALink", "this is not a dai dai shogi game link");
  const bytes = read.bytes;
  const body = bytes.subarray(0, Math.max(0, bytes.length - CHECKSUM_BYTES));
  const checksumOk = read.exact && bytes.length > CHECKSUM_BYTES && new DataView(bytes.buffer, bytes.byteOffset).getUint32(body.length) === crc32(body);
  const damaged = (movesRead?: number): { ok: false; error: GameLinkError } =>
    fail("damaged", "this game link was changed or damaged on the way: ask for the link again", movesRead);
  const truncated = (): { ok: false; error: GameLinkError } => fail("truncated", "this game link is incomplete (it was cut short): copy the whole link again");
  const r = new ByteReader(body);
  const version = r.byte();
  if (version === undefined) return truncated();
  if (version !== GAME_LINK_VERSION) {
    return checksumOk ? fail("newerVersion", `this game link was made by a newer version (link format ${String(version)})`) : damaged();
  }
  // The declared length tells a link cut short from one changed on the way.
  const declared = new ByteReader(bytes.subarray(1)).varint();
  if (declared === undefined || bytes.length < declared) return truncated();
  if (bytes.length > declared || !checksumOk) return damaged();
  r.varint();
  const edition = r.byte();
  const bits = r.byte();
  const flags = r.byte();
  if (edition === undefined || bits === undefined || flags === undefined) return damaged();
  if (edition !== RULES_EDITION || bits >= 1 << OPTION_BITS.length) return fail("otherRules", "this game link was made for another rule set");
  if (flags >= (FLAG_START | FLAG_RESIGNED) * 2) return damaged();
  const rules = rulesOfBits(bits);
  if (options.rules !== undefined) {
    const wanted = resolveOptions(options.rules);
    if (optionBits(wanted) !== bits) return fail("otherRules", `this game link was made for ${rulesText(rules)}; this page plays ${rulesText(wanted)}`);
  }
  let start: string | null = null;
  if (flags & FLAG_START) {
    const length = r.varint();
    if (length === undefined) return damaged();
    let dsfen = "";
    for (let i = 0; i < length; i++) {
      const c = r.byte();
      if (c === undefined) return damaged();
      dsfen += String.fromCharCode(c);
    }
    start = dsfen;
  }
  const count = r.varint();
  if (count === undefined) return damaged();
  const pos = startPosition(start, rules);
  if (pos === undefined) return damaged();
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const legal = pos.legalMovesInOrder();
    if (legal.length === 0) return damaged(i);
    const index = r.bits(indexWidth(legal.length));
    if (index === undefined) return damaged(i);
    const move = legal[index];
    if (move === undefined) return damaged(i);
    pos.playOrThrow(move);
    moves.push(move);
  }
  if (!r.paddingIsZero() || r.remaining !== 0) return damaged();
  return { ok: true, value: { moves, start, rules, resigned: (flags & FLAG_RESIGNED) !== 0, position: pos } };
}
