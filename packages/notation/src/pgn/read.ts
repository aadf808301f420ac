/**
 * Reader of the PGN-style western record (docs/formats/pgn.md).
 */
import { Position } from "@daidai/core";
import { parse } from "../../generated/pgn.js";
import { positionFromStart, sharedInitialPosition } from "../core-adapter.js";
import { movesNotRead, quote, type DiagnosticList } from "../diagnostics.js";

import { Locator } from "../locator.js";
import { RULE_TAGS, RepeatedHeaders, setRuleOption, tagOfPgnName } from "../metadata.js";
import { NO_COMMENTS, createRecord, isGameResult, type GameRecord, type RecordMetadata } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayMainLine, synPly, type ReplayStage, type SynPly } from "../replay.js";
import type { Loc, PgnSyntax, PgnTag, PgnToken } from "../syntax.js";
import { normalStart } from "../tree.js";
import { decodeBookmark, emtOf, SUFFIX_NAGS } from "./commands.js";
import { scanPgn } from "./scan.js";

const STRING_TAGS: Record<string, "event" | "site" | "date" | "black" | "white" | "termination" | "timeControl"> = {
  Event: "event",
  Site: "site",
  Date: "date",
  Black: "black",
  White: "white",
  Termination: "termination",
  TimeControl: "timeControl",
};

/** The placeholder of each seven-tag-roster tag meaning "unknown" (read as absent). */
export const ROSTER_PLACEHOLDERS: Record<string, string> = {
  Event: "?",
  Site: "?",
  Date: "????.??.??",
  Round: "?",
  White: "?",
  Black: "?",
};

/** The tags that say where the game starts. */
interface StartTags {
  position?: PgnTag;
  fen?: PgnTag;
  setUp?: PgnTag;
}

function applyTag(tag: PgnTag, record: GameRecord, diagnostics: DiagnosticList, start: StartTags, repeated: RepeatedHeaders): void {
  if (!tag.closed) diagnostics.error(`unterminated tag [${tag.name} …: expected '"' and ']'`, tag.loc);
  const meta: RecordMetadata = record.metadata;
  if (ROSTER_PLACEHOLDERS[tag.name] === tag.value) return;
  const field = STRING_TAGS[tag.name];
  const free = field === undefined && !FIXED_TAGS.has(tag.name) && !RULE_TAGS.some(([, name]) => name === tag.name);
  if (!repeated.first(tag.name, tag.value, tag.loc, meta, diagnostics, "tag", field !== undefined || free)) return;
  if (field !== undefined) {
    meta[field] = tag.value;
    return;
  }
  switch (tag.name) {
    case "Result":
      if (isGameResult(tag.value)) meta.result = tag.value;
      else diagnostics.error(`bad result ${quote(tag.value)}: expected 1-0, 0-1, 1/2-1/2 or *`, tag.loc);
      return;
    case "Variant":
      if (!/^dai\s*dai(\s*shogi)?$/i.test(tag.value)) diagnostics.warning(`variant ${quote(tag.value)} is not Dai Dai Shogi; reading it as dai dai shogi`, tag.loc);
      return;
    case "Position":
      start.position = tag;
      return;
    case "FEN":
      start.fen = tag;
      return;
    case "SetUp":
      if (tag.value !== "0" && tag.value !== "1") diagnostics.error(`bad SetUp ${quote(tag.value)}: expected 1 (the FEN tag gives the start) or 0`, tag.loc);
      else start.setUp = tag;
      return;
    case "TerminationTime": {
      const ms = /^\d+$/.test(tag.value) ? Number(tag.value) : undefined;
      if (ms === undefined) diagnostics.error(`bad TerminationTime ${quote(tag.value)}: expected milliseconds`, tag.loc);
      else meta.terminationTimeMs = ms;
      return;
    }
  }
  const rule = RULE_TAGS.find(([, name]) => name === tag.name);
  if (rule !== undefined) {
    const error = setRuleOption(meta.rules, rule[0], tag.value);
    if (error !== undefined) diagnostics.error(`bad ${tag.name} tag: ${error}`, tag.loc);
    return;
  }
  meta.tags[tagOfPgnName(tag.name)] = tag.value;
}

/** Tags with a meaning of their own (neither a field nor a free tag). */
const FIXED_TAGS = new Set(["Result", "Variant", "Position", "FEN", "SetUp", "TerminationTime"]);

/**
 * The tag that gives the starting position: Position (this format's) or chess PGN's FEN
 * (with SetUp "1"); says when they disagree or SetUp and FEN do not go together.
 */
function startTag(start: StartTags, diagnostics: DiagnosticList): PgnTag | undefined {
  const { position, fen, setUp } = start;
  if (fen !== undefined && setUp?.value === "0") diagnostics.warning("SetUp is 0 but a FEN tag is given: the FEN is used", setUp.loc);
  if (fen === undefined && position === undefined && setUp?.value === "1") diagnostics.warning("SetUp is 1 but no FEN tag gives the position: the game starts from the initial position", setUp.loc);
  if (position !== undefined && fen !== undefined && position.value.trim() !== fen.value.trim()) {
    diagnostics.warning("the FEN tag differs from the Position tag: the Position tag is used", fen.loc);
  }
  return position ?? fen;
}

/** A line being built: its moves, the comments before its first move, and where it opened. */
interface Context {
  plies: SynPly[];
  /** Comments before the first move (absent: none yet). */
  leading: string[] | undefined;
  /** The move the variation replaces (undefined for the top line). */
  owner: SynPly | undefined;
  /** The "(" that opened the variation. */
  open: PgnToken | undefined;
  number: { readonly number: number; readonly start: number; readonly end: number } | undefined;
}

interface Built {
  top: Context;
  /** A `[%bookmark …]` comment before the first move: the root's bookmark. */
  rootBookmark?: string;
  result?: { value: string; loc: Loc };
}

/** Joins `;` comments on consecutive lines into one comment (their lines joined with "\n"). */
function joinLineComments(tokens: readonly PgnToken[], locator: Locator): readonly PgnToken[] {
  // Most texts have no two `;` comments in a row: then the tokens are used as they are.
  let lineComments = 0;
  for (const t of tokens) if (t.type === "comment" && t.line) lineComments++;
  if (lineComments < 2) return tokens;
  const out: PgnToken[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    if (t.type === "comment" && t.line && prev?.type === "comment" && prev.line && locator.lineOf(prev.start) + prev.text.split("\n").length === locator.lineOf(t.start)) {
      out[out.length - 1] = { ...prev, text: `${prev.text}\n${t.text}`, end: t.end };
    } else {
      out.push(t);
    }
  }
  return out;
}

/** Adds a variation to the move it replaces (an array of one for the first). */
function addVariation(owner: SynPly, line: SynPly[]): void {
  if (owner.variations === undefined) owner.variations = [line];
  else owner.variations.push(line);
}

/** Builds the move tree of the tokens with an explicit stack of open variations. */
function build(tokens: readonly PgnToken[], diagnostics: DiagnosticList, locator: Locator): Built {
  const stack: Context[] = [{ plies: [], leading: undefined, owner: undefined, open: undefined, number: undefined }];
  const built: Built = { top: stack[0] as Context };
  /** Depth of a variation skipped because it follows no move. */
  let skipping = 0;
  let skipped: { loc: Loc; moves: number } | undefined;
  /** Where a token stands (lines and columns worked out when a diagnostic reads them). */
  const at = (t: PgnToken): Loc => locator.span(t.start, t.end);
  for (const t of joinLineComments(tokens, locator)) {
    if (t.type === "escape") continue;
    if (skipping > 0) {
      if (t.type === "open") skipping++;
      else if (t.type === "close") skipping--;
      else if (t.type === "move" && skipped !== undefined) skipped.moves++;
      if (skipping === 0 && skipped !== undefined) {
        diagnostics.error(`a variation must follow the move it replaces; its ${String(skipped.moves)} move(s) are not read`, skipped.loc);
        skipped = undefined;
      }
      continue;
    }
    const ctx = stack[stack.length - 1] as Context;
    const last = ctx.plies[ctx.plies.length - 1];
    if (built.result !== undefined && t.type !== "comment") {
      diagnostics.error("unexpected text after the result; expected the end of the game", at(t));
      break;
    }
    switch (t.type) {
      case "comment": {
        if (!t.closed) diagnostics.error("unterminated comment: expected '}'", at(t));
        if (last === undefined) {
          const bookmark = stack.length === 1 && ctx.leading === undefined && built.rootBookmark === undefined && !t.line ? decodeBookmark(t.text) : undefined;
          if (bookmark !== undefined) built.rootBookmark = bookmark;
          else (ctx.leading ??= []).push(t.text);
          break;
        }
        const first = last.comments === undefined && !t.line;
        const ms = first && last.timeSpentMs === undefined ? emtOf(t.text) : undefined;
        const bookmark = first && last.bookmark === undefined ? decodeBookmark(t.text) : undefined;
        if (ms !== undefined) last.timeSpentMs = ms;
        else if (bookmark !== undefined) last.bookmark = bookmark;
        else (last.comments ??= []).push(t.text);
        break;
      }
      case "open":
        if (last === undefined) {
          skipping = 1;
          skipped = { loc: at(t), moves: 0 };
          break;
        }
        stack.push({ plies: [], leading: undefined, owner: last, open: t, number: undefined });
        break;
      case "close": {
        if (stack.length === 1) {
          diagnostics.error("unexpected ')': no variation is open", at(t));
          break;
        }
        stack.pop();
        if (ctx.plies.length === 0) diagnostics.warning("empty variation ignored", ctx.open === undefined ? undefined : at(ctx.open));
        else if (ctx.owner !== undefined) addVariation(ctx.owner, ctx.plies);
        break;
      }
      case "number":
        ctx.number = t;
        break;
      case "nag":
        if (last === undefined || t.nag < 1 || t.nag > 255) diagnostics.error(`annotation $${String(t.nag)} ${last === undefined ? "before any move" : "out of range ($1 to $255)"} is not read`, at(t));
        else (last.nags ??= []).push(t.nag);
        break;
      case "result":
        if (stack.length === 1) built.result = { value: t.result, loc: at(t) };
        else diagnostics.error(`a result (${t.result}) cannot stand inside a variation`, at(t));
        break;
      case "move": {
        const final = t.text.charCodeAt(t.text.length - 1);
        const suffix = final === 33 || final === 63 ? /(!!|\?\?|!\?|\?!|!|\?)$/.exec(t.text) : null;
        const text = suffix === null ? t.text : t.text.slice(0, -suffix[0].length);
        if (text === "" || (suffix !== null && /[!?]$/.test(text))) {
          diagnostics.error(`unexpected ${quote(t.text)}: expected a move`, at(t));
          break;
        }
        const ply = synPly(text, t);
        if (suffix !== null) ply.nags = [SUFFIX_NAGS.indexOf(suffix[0]) + 1];
        if (ctx.number !== undefined) ply.pgnNumber = ctx.number;
        ctx.number = undefined;
        if (last === undefined && ctx.owner !== undefined && ctx.leading !== undefined) {
          ply.commentsBefore = ctx.leading;
          ctx.leading = undefined;
        }
        // A first ply makes an array of one (push would reserve room for many; most variations have one move).
        if (ctx.plies.length === 0) ctx.plies = [ply];
        else ctx.plies.push(ply);
        break;
      }
      case "junk":
        diagnostics.error(`unexpected ${quote(t.text)}: expected a move, a move number, {comment}, (variation) or result`, at(t));
        break;
    }
  }
  if (skipped !== undefined) diagnostics.error(`a variation must follow the move it replaces; its ${String(skipped.moves)} move(s) are not read`, skipped.loc);
  // Variations left open at the end keep their moves.
  while (stack.length > 1) {
    const ctx = stack.pop() as Context;
    diagnostics.error("unterminated variation: expected ')'", ctx.open === undefined ? undefined : at(ctx.open));
    if (ctx.plies.length > 0 && ctx.owner !== undefined) addVariation(ctx.owner, ctx.plies);
  }
  return built;
}

/** Reads a PGN-style record. */
export function readPgn(text: string, diagnostics: DiagnosticList, stage?: ReplayStage): GameRecord {
  const record = createRecord();
  const locator = diagnostics.locator ?? new Locator(text);
  // The common shape of PGN is scanned by hand; the grammar reads the rest (and says what is wrong).
  const syntax: PgnSyntax | undefined = scanPgn(text, locator) ?? parseWithRecovery((t) => parse(t, { locator }), text, diagnostics, "PGN");
  if (syntax === undefined) return record;
  const starts: StartTags = {};
  const repeated = new RepeatedHeaders();
  for (const tag of syntax.tags) applyTag(tag, record, diagnostics, starts, repeated);
  const positionTag = startTag(starts, diagnostics);
  const { top, result, rootBookmark } = build(syntax.tokens, diagnostics, locator);
  record.root.comments = top.leading ?? NO_COMMENTS;
  if (rootBookmark !== undefined) record.root.bookmark = rootBookmark;
  if (result !== undefined) {
    const token = result.value;
    const tagged = record.metadata.result;
    if (tagged !== undefined && tagged !== token) {
      diagnostics.warning(`the result ${token} differs from the Result tag (${tagged}); keeping the tag`, result.loc);
    } else if (tagged === undefined && token !== "*" && isGameResult(token)) {
      record.metadata.result = token;
    }
  }
  let pos: Position;
  if (positionTag !== undefined) {
    const start = positionFromStart(positionTag.value, record.metadata.rules);
    if (!start.ok) {
      diagnostics.error(`bad starting position: ${start.error}${movesNotRead(top.plies.length)}`, positionTag.loc);
      return record;
    }
    for (const w of start.warnings ?? []) diagnostics.warning(w.message, positionTag.loc);
    pos = start.value;
    record.startDsfen = normalStart(pos);
  } else {
    pos = sharedInitialPosition(record.metadata.rules);
  }
  replayMainLine(pos, record, top.plies, diagnostics, undefined, stage);
  return record;
}
