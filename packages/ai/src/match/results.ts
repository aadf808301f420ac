/**
 * The results file of a match or of one shard (`daidai match --results file.json`), and the
 * merge of shard files into one result (`daidai match merge`). A file holds the plan's
 * description (players, seed, pairs, openings digest, adjudication, rules), the shard, and
 * every counted game with its index. Merging checks that the files come from the same plan,
 * that shards and games do not overlap, and says which shards are missing; every problem is
 * a diagnostic naming the file and the JSON path.
 */
import { GAME_ENDS, type Adjudication, type GameEnd, type GameRecord, type GameScore } from "./game.js";
import { suiteLine, type OpeningSource } from "./openings.js";
import type { MatchPlan, PlayedGame } from "./plan.js";
import type { SprtConfig } from "./stats.js";

/** Format name and version of results files. */
export const RESULTS_FORMAT = "daidai-match-results";
export const RESULTS_VERSION = 1;

/** The plan as stored in a results file (the openings by digest, not in full). */
export interface PlanDescription {
  readonly players: readonly [string, string];
  readonly seed: number;
  readonly pairs: number;
  readonly openings: { readonly kind: "suite"; readonly size: number; readonly digest: string } | { readonly kind: "random"; readonly plies: number };
  readonly adjudication: Adjudication;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly externalGo: string | null;
  readonly sprt: SprtConfig | null;
}

/** A results file. */
export interface MatchResults {
  readonly format: typeof RESULTS_FORMAT;
  readonly version: typeof RESULTS_VERSION;
  readonly plan: PlanDescription;
  /** Shards in this file (1-based), of `count`. */
  readonly shards: readonly number[];
  readonly shardCount: number;
  readonly games: readonly PlayedGame[];
}

/** A located problem of a results file. */
export interface ResultsDiagnostic {
  readonly file: string;
  /** JSON path, e.g. `games[3].end`. */
  readonly path: string;
  readonly severity: "error" | "warning";
  readonly message: string;
}

/** FNV-1a (32-bit) of a text, as 8 hex digits. */
export function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

function describeOpenings(o: OpeningSource): PlanDescription["openings"] {
  if (o.kind === "random") return { kind: "random", plies: o.plies };
  return { kind: "suite", size: o.openings.length, digest: digest(o.openings.map(suiteLine).join("\n")) };
}

/** The description of a plan stored in results files. */
export function describePlan(plan: MatchPlan, sprt: SprtConfig | null): PlanDescription {
  return {
    players: plan.players,
    seed: plan.seed,
    pairs: plan.pairs,
    openings: describeOpenings(plan.openings),
    adjudication: plan.adjudication,
    rules: { ...plan.rules },
    externalGo: plan.externalGo ?? null,
    sprt,
  };
}

/** A results file for the games of shards `shards` of `shardCount`. */
export function makeResults(plan: PlanDescription, shards: readonly number[], shardCount: number, games: readonly PlayedGame[]): MatchResults {
  return { format: RESULTS_FORMAT, version: RESULTS_VERSION, plan, shards, shardCount, games };
}

/** Canonical JSON (object keys sorted), to compare plans. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isInt = (v: unknown, min: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min;

/** Reads one results file; returns the results (or null) and its diagnostics. */
export function readResults(file: string, text: string): { results: MatchResults | null; diagnostics: ResultsDiagnostic[] } {
  const diagnostics: ResultsDiagnostic[] = [];
  const fail = (path: string, message: string): { results: null; diagnostics: ResultsDiagnostic[] } => {
    diagnostics.push({ file, path, severity: "error", message });
    return { results: null, diagnostics };
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail("", `not JSON: ${(e as Error).message}`);
  }
  if (!isObject(data)) return fail("", "expected an object");
  if (data.format !== RESULTS_FORMAT) return fail("format", `expected '${RESULTS_FORMAT}'`);
  if (data.version !== RESULTS_VERSION) return fail("version", `unsupported version ${JSON.stringify(data.version)} (this reader knows ${String(RESULTS_VERSION)})`);
  const plan = data.plan;
  if (!isObject(plan) || !Array.isArray(plan.players) || plan.players.length !== 2 || !plan.players.every((p) => typeof p === "string")) {
    return fail("plan.players", "expected two player specifications");
  }
  if (!isInt(plan.pairs, 0)) return fail("plan.pairs", "expected a non-negative integer");
  if (!isInt(data.shardCount, 1)) return fail("shardCount", "expected a positive integer");
  const shardCount = data.shardCount;
  if (!Array.isArray(data.shards) || !data.shards.every((s) => isInt(s, 1) && s <= shardCount)) return fail("shards", `expected shard numbers from 1 to ${String(shardCount)}`);
  if (!Array.isArray(data.games)) return fail("games", "expected an array");
  const shards = data.shards as number[];
  const games: PlayedGame[] = [];
  const pairs = plan.pairs;
  data.games.forEach((g: unknown, i) => {
    const at = `games[${String(i)}]`;
    if (!isObject(g) || !isObject(g.game)) return void diagnostics.push({ file, path: at, severity: "error", message: "expected {index, aIsBlack, game}" });
    const r = g.game;
    const problem = !isInt(g.index, 0) || g.index >= pairs * 2
      ? ["index", `expected a game index below ${String(pairs * 2)}`]
      : typeof g.aIsBlack !== "boolean" || g.aIsBlack !== (g.index % 2 === 0)
        ? ["aIsBlack", "expected true for even game indices, false for odd ones"]
        : !shards.includes((Math.floor(g.index / 2) % shardCount) + 1)
          ? ["index", `game ${String(g.index)} belongs to shard ${String((Math.floor(g.index / 2) % shardCount) + 1)}, not to this file's shards`]
          : typeof r.start !== "string"
            ? ["game.start", "expected a DSFEN"]
            : !Array.isArray(r.moves) || !r.moves.every((m) => typeof m === "string")
              ? ["game.moves", "expected move strings"]
              : r.blackScore !== 1 && r.blackScore !== 0.5 && r.blackScore !== 0
                ? ["game.blackScore", "expected 1, 0.5 or 0"]
                : !(GAME_ENDS as readonly unknown[]).includes(r.end)
                  ? ["game.end", `unknown end ${JSON.stringify(r.end)}`]
                  : typeof r.black !== "string" || typeof r.white !== "string"
                    ? ["game.black", "expected player names"]
                    : null;
    if (problem !== null) return void diagnostics.push({ file, path: `${at}.${problem[0] ?? ""}`, severity: "error", message: problem[1] ?? "" });
    const game: GameRecord = {
      start: r.start as string,
      moves: r.moves as string[],
      blackScore: r.blackScore as GameScore,
      end: r.end as GameEnd,
      black: r.black as string,
      white: r.white as string,
      ...(typeof r.detail === "string" ? { detail: r.detail } : {}),
    };
    games.push({ index: g.index as number, aIsBlack: g.aIsBlack as boolean, game });
  });
  if (diagnostics.length > 0) return { results: null, diagnostics };
  return {
    results: makeResults(plan as unknown as PlanDescription, shards, shardCount, games),
    diagnostics,
  };
}

/** Merges results files of one plan; errors make `merged` null, missing shards are warnings. */
export function mergeResults(files: readonly { readonly file: string; readonly text: string }[]): { merged: MatchResults | null; diagnostics: ResultsDiagnostic[] } {
  const diagnostics: ResultsDiagnostic[] = [];
  const read: { file: string; results: MatchResults }[] = [];
  for (const f of files) {
    const r = readResults(f.file, f.text);
    diagnostics.push(...r.diagnostics);
    if (r.results !== null) read.push({ file: f.file, results: r.results });
  }
  const first = read[0];
  if (first === undefined || diagnostics.some((d) => d.severity === "error")) {
    if (files.length === 0) diagnostics.push({ file: "", path: "", severity: "error", message: "no results files" });
    return { merged: null, diagnostics };
  }
  const plan = canonical(first.results.plan);
  const shardOf = new Map<number, string>();
  const games = new Map<number, PlayedGame>();
  for (const { file, results } of read) {
    if (canonical(results.plan) !== plan) diagnostics.push({ file, path: "plan", severity: "error", message: `not the plan of ${first.file} (players, seed, pairs, openings, adjudication, rules and SPRT must be equal)` });
    if (results.shardCount !== first.results.shardCount) {
      diagnostics.push({ file, path: "shardCount", severity: "error", message: `${String(results.shardCount)} shards, but ${first.file} has ${String(first.results.shardCount)}` });
    }
    for (const s of results.shards) {
      const other = shardOf.get(s);
      if (other !== undefined) diagnostics.push({ file, path: "shards", severity: "error", message: `shard ${String(s)} is also in ${other}` });
      shardOf.set(s, file);
    }
    results.games.forEach((g, i) => {
      if (games.has(g.index)) diagnostics.push({ file, path: `games[${String(i)}].index`, severity: "error", message: `game ${String(g.index)} appears twice` });
      games.set(g.index, g);
    });
  }
  const count = first.results.shardCount;
  const missing = Array.from({ length: count }, (_, k) => k + 1).filter((s) => !shardOf.has(s));
  if (missing.length > 0) diagnostics.push({ file: "", path: "shards", severity: "warning", message: `shards ${missing.join(", ")} of ${String(count)} are missing: the report covers the others` });
  if (diagnostics.some((d) => d.severity === "error")) return { merged: null, diagnostics };
  const sorted = [...games.values()].sort((a, b) => a.index - b.index);
  return { merged: makeResults(first.results.plan, [...shardOf.keys()].sort((a, b) => a - b), count, sorted), diagnostics };
}
