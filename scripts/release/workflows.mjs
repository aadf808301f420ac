// A lint of the GitHub Actions workflows (.github/workflows/*.yml), so that a broken
// workflow fails locally (`node scripts/release/workflows.mjs`, the gate's lint step, and
// its tests in workflows.test.mjs). actionlint is not packaged by Debian; this checks what
// breaks a workflow most often:
//   - the YAML parses (duplicate keys are errors);
//   - the keys of the workflow, its triggers, jobs, steps, strategy, container and
//     concurrency are ones GitHub knows, permissions name known scopes and levels;
//   - every step has exactly one of `uses` (owner/repo@version, ./path or docker://) and
//     `run`; step ids are unique; `needs` names jobs of the workflow;
//   - `${{ }}` expressions are closed, use known contexts and functions, and the step ids,
//     matrix keys and needed jobs they name exist;
//   - every `run` script passes `bash -n` (expressions replaced by a word);
// then the project's rules for ci.yml, release.yml and strength.yml (workflow-policy.mjs;
// `--rules` lists them). Problems are located by their path in the document:
// `ci.yml: jobs.check.steps[3].uses: …`.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { policyProblems, RULES } from "./workflow-policy.mjs";

const WORKFLOW_KEYS = new Set(["name", "run-name", "on", "permissions", "env", "defaults", "concurrency", "jobs"]);
const EVENTS = new Set(
  (
    "branch_protection_rule check_run check_suite create delete deployment deployment_status discussion discussion_comment " +
    "fork gollum issue_comment issues label merge_group milestone page_build public pull_request pull_request_review " +
    "pull_request_review_comment pull_request_target push registry_package release repository_dispatch schedule status " +
    "watch workflow_call workflow_dispatch workflow_run"
  ).split(" "),
);
const REF_FILTERS = ["branches", "branches-ignore", "paths", "paths-ignore"];
/** Keys allowed under an event; events not listed take any keys (types, inputs, …). */
const EVENT_KEYS = {
  push: new Set([...REF_FILTERS, "tags", "tags-ignore"]),
  pull_request: new Set([...REF_FILTERS, "types"]),
  pull_request_target: new Set([...REF_FILTERS, "types"]),
};
const JOB_KEYS = new Set(
  (
    "name permissions needs if runs-on environment concurrency outputs env defaults steps timeout-minutes strategy " +
    "continue-on-error container services uses with secrets"
  ).split(" "),
);
const STEP_KEYS = new Set("id if name uses run working-directory shell with env continue-on-error timeout-minutes".split(" "));
const STRATEGY_KEYS = new Set(["matrix", "fail-fast", "max-parallel"]);
const CONTAINER_KEYS = new Set(["image", "credentials", "env", "ports", "volumes", "options"]);
const CONCURRENCY_KEYS = new Set(["group", "cancel-in-progress"]);
const PERMISSION_SCOPES = new Set(
  (
    "actions attestations checks contents deployments discussions id-token issues models packages pages pull-requests " +
    "repository-projects security-events statuses"
  ).split(" "),
);
const PERMISSION_LEVELS = new Set(["read", "write", "none"]);
const CONTEXTS = new Set(["github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy", "matrix", "needs", "inputs"]);
const FUNCTIONS = new Set(["success", "failure", "always", "cancelled", "contains", "startsWith", "endsWith", "format", "join", "toJSON", "fromJSON", "hashFiles"]);
const LITERALS = new Set(["true", "false", "null"]);

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/** Problems with the keys of `value` at `path` (an object whose keys must be in `allowed`). */
function unknownKeys(value, allowed, path) {
  if (!isObject(value)) return [`${path}: expected a mapping`];
  return Object.keys(value)
    .filter((k) => !allowed.has(k))
    .map((k) => `${path}.${k}: unknown key`);
}

function permissionProblems(permissions, path) {
  if (typeof permissions === "string") {
    return ["read-all", "write-all"].includes(permissions) ? [] : [`${path}: '${permissions}' is not read-all, write-all or a mapping`];
  }
  if (!isObject(permissions)) return [`${path}: expected a mapping of scopes`];
  const problems = [];
  for (const [scope, level] of Object.entries(permissions)) {
    if (!PERMISSION_SCOPES.has(scope)) problems.push(`${path}.${scope}: unknown permission scope`);
    else if (!PERMISSION_LEVELS.has(level)) problems.push(`${path}.${scope}: '${String(level)}' is not read, write or none`);
    else if (scope === "id-token" && level === "read") problems.push(`${path}.id-token: only write or none`);
  }
  return problems;
}

function concurrencyProblems(concurrency, path) {
  if (typeof concurrency === "string") return [];
  const problems = unknownKeys(concurrency, CONCURRENCY_KEYS, path);
  if (isObject(concurrency) && typeof concurrency.group !== "string") problems.push(`${path}.group: missing`);
  return problems;
}

function triggerProblems(on, path) {
  if (typeof on === "string") on = [on];
  if (Array.isArray(on)) return on.filter((e) => !EVENTS.has(e)).map((e) => `${path}: unknown event '${String(e)}'`);
  if (!isObject(on)) return [`${path}: expected an event, a list or a mapping of events`];
  const problems = [];
  for (const [event, filters] of Object.entries(on)) {
    if (!EVENTS.has(event)) problems.push(`${path}.${event}: unknown event`);
    else if (filters !== null && EVENT_KEYS[event] !== undefined) problems.push(...unknownKeys(filters, EVENT_KEYS[event], `${path}.${event}`));
  }
  return problems;
}

/** Every string in `value` with its path, walked with an explicit stack (no recursion). */
function stringsOf(value, path) {
  const out = [];
  const stack = [[value, path]];
  while (stack.length > 0) {
    const [v, p] = stack.pop();
    if (typeof v === "string") out.push([v, p]);
    else if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${p}[${String(i)}]`]));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) stack.push([x, `${p}.${k}`]);
  }
  return out;
}

/** The `${{ … }}` expressions of a string, or a problem when one is not closed. */
function expressionsOf(text) {
  const found = [];
  let at = text.indexOf("${{");
  while (at !== -1) {
    const end = text.indexOf("}}", at + 3);
    if (end === -1) return { found, unclosed: true };
    found.push(text.slice(at + 3, end));
    at = text.indexOf("${{", end + 2);
  }
  return { found, unclosed: false };
}

/** What an expression may name in its job: step ids, matrix keys, needed jobs. */
function expressionProblems(expression, scope, path) {
  const problems = [];
  const withoutStrings = expression.replace(/'(?:[^']|'')*'/g, "0");
  if (withoutStrings.includes("'")) return [`${path}: unclosed string in expression '${expression.trim()}'`];
  let depth = 0;
  for (const c of withoutStrings) {
    if (c === "(") depth++;
    if (c === ")" && --depth < 0) break;
  }
  if (depth !== 0) problems.push(`${path}: unbalanced parentheses in '${expression.trim()}'`);
  for (const m of withoutStrings.matchAll(/(?<![\w.-])([A-Za-z_][\w-]*)((?:\.[\w*-]+)*)\s*(\()?/g)) {
    const [, name, rest, call] = m;
    if (call !== undefined) {
      if (!FUNCTIONS.has(name)) problems.push(`${path}: unknown function ${name}()`);
      continue;
    }
    if (LITERALS.has(name)) continue;
    if (!CONTEXTS.has(name)) {
      problems.push(`${path}: unknown context '${name}'`);
      continue;
    }
    const first = rest.split(".")[1];
    if (first === undefined || scope === undefined) continue;
    if (name === "steps" && !scope.stepIds.has(first)) problems.push(`${path}: no step with id '${first}' in this job`);
    if (name === "matrix" && scope.matrixKeys !== null && !scope.matrixKeys.has(first)) problems.push(`${path}: the matrix has no '${first}'`);
    if (name === "needs" && !scope.needs.has(first)) problems.push(`${path}: '${first}' is not in this job's needs`);
  }
  return problems;
}

/** Matrix keys of a job (null when the matrix comes from an expression). */
function matrixKeys(strategy) {
  const matrix = strategy?.matrix;
  if (!isObject(matrix)) return typeof matrix === "string" ? null : new Set();
  const keys = new Set(Object.keys(matrix).filter((k) => k !== "include" && k !== "exclude"));
  for (const list of [matrix.include, matrix.exclude]) {
    if (Array.isArray(list)) for (const entry of list) if (isObject(entry)) for (const k of Object.keys(entry)) keys.add(k);
  }
  return keys;
}

/** `bash -n` of a run script, with expressions replaced by a word; the problem or null. */
function shellProblem(script, path) {
  const text = script.replace(/\$\{\{[\s\S]*?\}\}/g, "EXPR");
  const r = spawnSync("bash", ["-n"], { input: text, encoding: "utf8" });
  if (r.error !== undefined) throw new Error(`bash: ${r.error.message}`);
  return r.status === 0 ? null : `${path}: bash -n: ${r.stderr.trim().replace(/^bash: /gm, "")}`;
}

function stepProblems(step, path) {
  if (!isObject(step)) return [`${path}: expected a mapping`];
  const problems = unknownKeys(step, STEP_KEYS, path);
  const hasUses = step.uses !== undefined;
  const hasRun = step.run !== undefined;
  if (hasUses === hasRun) problems.push(`${path}: needs exactly one of 'uses' and 'run'`);
  if (hasUses && !(typeof step.uses === "string" && /^(\.\/\S+|docker:\/\/\S+|[\w.-]+\/[\w./-]+@[\w.-]+)$/.test(step.uses))) {
    problems.push(`${path}.uses: '${String(step.uses)}' is not owner/repo@version, ./path or docker://image`);
  }
  if (hasRun) {
    if (typeof step.run !== "string") problems.push(`${path}.run: expected a script`);
    else if (step.shell === undefined || step.shell === "bash") {
      const p = shellProblem(step.run, `${path}.run`);
      if (p !== null) problems.push(p);
    }
  }
  return problems;
}

function jobProblems(job, id, jobIds, path) {
  if (!isObject(job)) return [`${path}: expected a mapping`];
  const problems = unknownKeys(job, JOB_KEYS, path);
  const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
  for (const n of needs) if (!jobIds.has(n)) problems.push(`${path}.needs: no job '${String(n)}'`);
  if (job.uses === undefined && job["runs-on"] === undefined) problems.push(`${path}: missing runs-on`);
  if (job.uses === undefined && !Array.isArray(job.steps)) problems.push(`${path}: missing steps`);
  if (job.permissions !== undefined) problems.push(...permissionProblems(job.permissions, `${path}.permissions`));
  if (job.concurrency !== undefined) problems.push(...concurrencyProblems(job.concurrency, `${path}.concurrency`));
  if (job.strategy !== undefined) problems.push(...unknownKeys(job.strategy, STRATEGY_KEYS, `${path}.strategy`));
  if (isObject(job.container)) problems.push(...unknownKeys(job.container, CONTAINER_KEYS, `${path}.container`));
  const steps = Array.isArray(job.steps) ? job.steps : [];
  const stepIds = new Set();
  steps.forEach((step, i) => {
    problems.push(...stepProblems(step, `${path}.steps[${String(i)}]`));
    if (isObject(step) && step.id !== undefined) {
      if (stepIds.has(step.id)) problems.push(`${path}.steps[${String(i)}].id: '${String(step.id)}' is used twice`);
      stepIds.add(step.id);
    }
  });
  const scope = { stepIds, matrixKeys: matrixKeys(job.strategy), needs: new Set(needs) };
  for (const [text, p] of stringsOf(job, path)) {
    const { found, unclosed } = expressionsOf(text);
    if (unclosed) problems.push(`${p}: '\${{' without '}}'`);
    for (const e of found) problems.push(...expressionProblems(e, scope, p));
  }
  for (const key of ["if"]) {
    if (typeof job[key] === "string" && !job[key].includes("${{")) problems.push(...expressionProblems(job[key], scope, `${path}.${key}`));
  }
  steps.forEach((step, i) => {
    if (isObject(step) && typeof step.if === "string" && !step.if.includes("${{")) {
      problems.push(...expressionProblems(step.if, scope, `${path}.steps[${String(i)}].if`));
    }
  });
  return problems;
}

/** Problems of one workflow's text (`name` is used in the messages). */
export function workflowProblems(text, name) {
  let doc;
  try {
    doc = yaml.load(text, { filename: name });
  } catch (e) {
    const mark = e.mark;
    return [`${name}${mark ? `:${String(mark.line + 1)}:${String(mark.column + 1)}` : ""}: YAML: ${e.reason ?? e.message}`];
  }
  if (!isObject(doc)) return [`${name}: not a mapping`];
  const problems = unknownKeys(doc, WORKFLOW_KEYS, "workflow").map((p) => `${name}: ${p}`);
  const local = [];
  if (doc.on === undefined) local.push("on: missing");
  else local.push(...triggerProblems(doc.on, "on"));
  if (doc.permissions !== undefined) local.push(...permissionProblems(doc.permissions, "permissions"));
  if (doc.concurrency !== undefined) local.push(...concurrencyProblems(doc.concurrency, "concurrency"));
  for (const [text, p] of stringsOf({ name: doc.name, "run-name": doc["run-name"], concurrency: doc.concurrency, env: doc.env }, "")) {
    const { found, unclosed } = expressionsOf(text);
    if (unclosed) local.push(`${p.slice(1)}: '\${{' without '}}'`);
    for (const e of found) local.push(...expressionProblems(e, undefined, p.slice(1)));
  }
  if (!isObject(doc.jobs) || Object.keys(doc.jobs).length === 0) local.push("jobs: missing");
  else {
    const ids = new Set(Object.keys(doc.jobs));
    for (const [id, job] of Object.entries(doc.jobs)) local.push(...jobProblems(job, id, ids, `jobs.${id}`));
  }
  return [...problems, ...local.map((p) => `${name}: ${p}`)];
}

/**
 * Lints every workflow in `dir`, then holds them to the project's rules (workflow-policy.mjs);
 * `pnpmVersion` is package.json's packageManager version. Returns the problems.
 */
export function lintWorkflows(dir, { pnpmVersion } = {}) {
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const problems = [];
  const texts = {};
  for (const f of files) {
    texts[f] = readFileSync(join(dir, f), "utf8");
    problems.push(...workflowProblems(texts[f], f));
  }
  problems.push(...policyProblems(texts, { pnpmVersion }));
  return { files, problems };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--rules")) {
    for (const rule of RULES) console.log(`- ${rule}`);
    process.exit(0);
  }
  const dir = fileURLToPath(new URL("../../.github/workflows/", import.meta.url));
  const { packageManager } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  const { files, problems } = lintWorkflows(dir, { pnpmVersion: /^pnpm@(.+)$/.exec(String(packageManager))?.[1] });
  for (const p of problems) console.error(`.github/workflows/${p}`);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`workflows: ${files.join(", ")} ok`);
}
