// The project's rules for its GitHub workflows (README "Releases"), on top of the generic
// lint of workflows.mjs, which runs them (`pnpm lint:workflows`). Each rule names what it
// protects; `node scripts/release/workflows.mjs --rules` lists them.
import yaml from "js-yaml";

/**
 * The action versions the workflows may use: the current major of each, as of 2026-12
 * (README "Releases" says where each was found). An action not listed is a problem, so
 * that a new one is looked at before it is used.
 */
export const ACTIONS = {
  "actions/checkout": "v7",
  "actions/setup-node": "v7",
  "actions/cache": "v6",
  "actions/upload-artifact": "v7",
  "actions/download-artifact": "v8",
  "pnpm/action-setup": "v6",
  "softprops/action-gh-release": "v3",
  "actions/upload-pages-artifact": "v5",
  "actions/deploy-pages": "v5",
  // v2 needs Changesets CLI 3, which needs Node 22.11+; the development machines run Node 20.
  "changesets/action": "v1.9.0",
};

/** Node.js major versions the workflows run: the maintained LTS lines (Node 20's life ended in April 2026). */
export const NODE_VERSIONS = [22, 24];

/** The rules, for `workflows.mjs --rules` and the README. */
export const RULES = [
  "every workflow: each action is one of ACTIONS at its current major (workflow-policy.mjs)",
  "every workflow: each job that runs pnpm sets up Node 22 or 24 (container node:NN-… or actions/setup-node)",
  "every workflow: each job that runs `pnpm install` restores the pnpm store (`pnpm store path`) with actions/cache, keyed on pnpm-lock.yaml, before it",
  "every workflow: `npm install -g pnpm@X` installs the packageManager version of package.json",
  "ci.yml: read-only token; superseded runs cancelled; pushes on main and pull requests; `pnpm run check` on Node 22 and 24; the gate on one",
  "ci.yml and release.yml: CI's gate runs on the Node version of the release workflow's gate",
  "release.yml: the workflow's token is read-only; a job `gate` runs `pnpm verify-release` with read-only permissions and outputs the commit it passed (`sha`)",
  "release.yml: no job but the gate runs the gate, and the gate publishes nothing",
  "release.yml: each job that can write needs the gate, first checks that the gated commit is this run's commit, and checks out only that commit",
  "release.yml: least write scope: id-token only to publish to npm, pull-requests only for the Changesets pull request, contents only to tag, release or push",
  "release.yml: each GitHub release is made on the gated commit (target_commitish: needs.gate.outputs.sha)",
  "release.yml: the strength run is called (workflow_call of strength.yml) on the gated commit after publishing, and a job that runs even when it fails attaches its report to the release",
  "strength.yml: callable (workflow_call with input `ref`), and not triggered by tags (a tag made with GITHUB_TOKEN starts no workflow)",
];

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const load = (doc) => (typeof doc === "string" ? yaml.load(doc) : doc);
const jobsOf = (doc) => (isObject(doc?.jobs) ? Object.entries(doc.jobs) : []);
const stepsOf = (job) => (Array.isArray(job?.steps) ? job.steps.filter(isObject) : []);
const needsOf = (job) => (job?.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs]);
const usesOf = (step) => (typeof step.uses === "string" ? step.uses : "");
const runOf = (step) => (typeof step.run === "string" ? step.run : "");
const uses = (step, action) => usesOf(step).startsWith(`${action}@`);
/** The text of a step with its env, to find what it refers to. */
const stepText = (step) => JSON.stringify(step);
const GATED_SHA = "${{ needs.gate.outputs.sha }}";

/** Scope → level of a job's token: the job's permissions, else the workflow's, else GitHub's default (which may write). */
function permissionsOf(job, doc) {
  const p = job.permissions ?? doc.permissions ?? "write-all";
  if (p === "read-all") return {};
  if (p === "write-all") return { "every scope (write-all)": "write" };
  return isObject(p) ? p : {};
}
const writeScopes = (perms) => Object.keys(perms).filter((k) => perms[k] === "write");

/** Node major versions a job runs on, with where each is set; `matrix.node` expands to the matrix's values. */
function nodeVersionsOf(job) {
  const matrix = job.strategy?.matrix;
  const matrixNodes = isObject(matrix) ? [...(Array.isArray(matrix.node) ? matrix.node : []), ...(Array.isArray(matrix.include) ? matrix.include.map((e) => e?.node) : [])].filter((v) => v !== undefined) : [];
  const expand = (v) => (/\$\{\{\s*matrix\.node\s*\}\}/.test(String(v)) ? matrixNodes.map((n) => String(v).replace(/\$\{\{\s*matrix\.node\s*\}\}/, String(n))) : [String(v)]);
  const found = [];
  const image = typeof job.container === "string" ? job.container : job.container?.image;
  if (typeof image === "string") {
    for (const v of expand(image)) {
      const m = /^node:(\d+)/.exec(v);
      found.push({ major: m === null ? NaN : Number(m[1]), where: `container ${v}` });
    }
  }
  for (const step of stepsOf(job)) {
    if (uses(step, "actions/setup-node") && step.with?.["node-version"] !== undefined) {
      for (const v of expand(step.with["node-version"])) found.push({ major: Number.parseInt(v, 10), where: `setup-node ${v}` });
    }
  }
  return found;
}

/** The rules every workflow follows; `pnpmVersion` is the packageManager version of package.json. */
export function commonPolicyProblems(doc, { pnpmVersion } = {}) {
  doc = load(doc);
  const problems = [];
  for (const [id, job] of jobsOf(doc)) {
    const steps = stepsOf(job);
    steps.forEach((step, i) => {
      const at = `jobs.${id}.steps[${String(i)}]`;
      const m = /^([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@(\S+)$/.exec(usesOf(step));
      if (m !== null) {
        const [, action, ref] = m;
        if (ACTIONS[action] === undefined) problems.push(`${at}.uses: ${action} is not one of the reviewed actions (ACTIONS in workflow-policy.mjs)`);
        else if (ref !== ACTIONS[action]) {
          const what = /^v\d+$/.test(ACTIONS[action]) ? "its current major" : "the version to use,";
          problems.push(`${at}.uses: ${action}@${ref}, not ${what} ${ACTIONS[action]}`);
        }
      }
      const pnpm = /npm (?:install|i) -g pnpm@(\S+)/.exec(runOf(step));
      if (pnpm !== null && pnpmVersion !== undefined && pnpm[1] !== pnpmVersion) {
        problems.push(`${at}.run: installs pnpm@${pnpm[1]}, not the packageManager version ${pnpmVersion}`);
      }
    });
    const runsPnpm = steps.some((s) => /\bpnpm\b/.test(runOf(s)));
    const nodes = nodeVersionsOf(job);
    if (runsPnpm && nodes.length === 0) problems.push(`jobs.${id}: runs pnpm without setting up Node (container node:NN-… or actions/setup-node)`);
    for (const { major, where } of nodes) {
      if (!NODE_VERSIONS.includes(major)) problems.push(`jobs.${id}: ${where}: Node ${String(major)} is not one of ${NODE_VERSIONS.join(", ")}`);
    }
    const install = steps.findIndex((s) => /\bpnpm (install|i)\b/.test(runOf(s)));
    if (install !== -1 && !pnpmStoreCached(steps.slice(0, install))) {
      problems.push(`jobs.${id}: runs pnpm install without restoring the pnpm store first (actions/cache of \`pnpm store path\`, keyed on pnpm-lock.yaml)`);
    }
  }
  return problems;
}

/** True if `steps` hold an actions/cache of the pnpm store keyed on the lockfile, or setup-node's pnpm cache. */
function pnpmStoreCached(steps) {
  const storeIds = new Set(steps.filter((s) => /\bpnpm store path\b/.test(runOf(s)) && typeof s.id === "string").map((s) => s.id));
  return steps.some((s) => {
    if (uses(s, "actions/setup-node") && s.with?.cache === "pnpm") return true;
    if (!uses(s, "actions/cache")) return false;
    const path = String(s.with?.path ?? "");
    const key = String(s.with?.key ?? "");
    const fromStore = [...storeIds].some((id) => path.replace(/\s/g, "") === `\${{steps.${id}.outputs.dir}}`);
    return fromStore && /hashFiles\([^)]*pnpm-lock\.yaml/.test(key);
  });
}

/** ci.yml: read-only, cancelled when superseded, main and pull requests, every Node checked, the gate once. */
export function ciPolicyProblems(doc) {
  doc = load(doc);
  const problems = [];
  if (JSON.stringify(doc.permissions) !== JSON.stringify({ contents: "read" })) problems.push("permissions: must be exactly { contents: read }");
  if (!isObject(doc.concurrency) || doc.concurrency["cancel-in-progress"] !== true || !/github\.ref/.test(String(doc.concurrency.group))) {
    problems.push("concurrency: a group per ref (or pull request) with cancel-in-progress: true");
  }
  if (JSON.stringify(doc.on?.push) !== JSON.stringify({ branches: ["main"] })) problems.push("on.push: only branches [main]");
  if (!isObject(doc.on) || !("pull_request" in doc.on)) problems.push("on.pull_request: missing");
  const jobs = jobsOf(doc).map(([, j]) => j);
  for (const job of jobs) {
    if (job.permissions !== undefined) problems.push("jobs: no job may widen the permissions");
  }
  const nodes = jobs.flatMap((j) => nodeVersionsOf(j).map((n) => n.major));
  for (const v of NODE_VERSIONS) if (!nodes.includes(v)) problems.push(`strategy.matrix: Node ${String(v)} is not checked`);
  const steps = jobs.flatMap(stepsOf);
  const cached = steps.filter((s) => uses(s, "actions/cache")).map((s) => String(s.with?.path));
  if (!cached.includes(".turbo/cache")) problems.push("no cache of .turbo/cache");
  const check = steps.filter((s) => s.run === "pnpm run check");
  if (check.length !== 1 || check[0].if !== undefined) problems.push("one unconditional 'pnpm run check' step (every Node version)");
  const gate = steps.filter((s) => /\bpnpm verify-release\b/.test(runOf(s)));
  if (gate.length !== 1 || gate[0].if === undefined) problems.push("one 'pnpm verify-release' step, run on one matrix entry only");
  return problems;
}

/** The Node major of CI's gate entry (the matrix entry with `gate: true`), or undefined. */
function ciGateNode(doc) {
  for (const [, job] of jobsOf(doc)) {
    const include = job.strategy?.matrix?.include;
    const entry = Array.isArray(include) ? include.find((e) => e?.gate === true) : undefined;
    if (entry !== undefined) return Number(entry.node);
  }
  return undefined;
}

/** What a release.yml job does that needs a write scope: scope → reason, for the least-scope rule. */
function neededWrites(job) {
  const steps = stepsOf(job);
  const need = new Set();
  for (const s of steps) {
    const text = runOf(s);
    if (/\b(npm|pnpm) (-r )?publish\b|publish\.mjs publish\b|changeset publish\b/.test(text)) need.add("id-token");
    if (uses(s, "changesets/action")) {
      need.add("pull-requests");
      need.add("contents");
    }
    if (uses(s, "softprops/action-gh-release") || /publish\.mjs tag\b|git push\b|git\/refs/.test(text)) need.add("contents");
  }
  return need;
}

/** release.yml: gate and publish apart, least write scope, the gated commit checked and tagged, the strength run called. */
export function releasePolicyProblems(doc) {
  doc = load(doc);
  const problems = [];
  const jobs = jobsOf(doc);
  if (JSON.stringify(doc.permissions) !== JSON.stringify({ contents: "read" })) problems.push("permissions: the workflow's token must be { contents: read }; jobs that write ask for it");
  const gate = doc.jobs?.gate;
  const gateRuns = (job) => stepsOf(job).some((s) => /\bpnpm verify-release\b/.test(runOf(s)));
  if (!isObject(gate) || !gateRuns(gate)) problems.push("jobs.gate: no job 'gate' that runs pnpm verify-release");
  else {
    const writes = writeScopes(permissionsOf(gate, doc));
    if (writes.length > 0) problems.push(`jobs.gate: the gate may write (${writes.join(", ")}): it must run with read-only permissions`);
    if (!/\$\{\{\s*steps\.[\w-]+\.outputs\.sha\s*\}\}/.test(String(gate.outputs?.sha ?? ""))) problems.push("jobs.gate.outputs.sha: the gate must output the commit it passed");
    if (neededWrites(gate).size > 0) problems.push("jobs.gate: the gate publishes, tags or releases: that is a separate job's work");
  }
  for (const [id, job] of jobs) {
    const writes = job.uses === undefined ? writeScopes(permissionsOf(job, doc)) : [];
    if (id !== "gate" && gateRuns(job)) {
      problems.push(`jobs.${id}: runs the gate${writes.length > 0 ? ` with write permissions (${writes.join(", ")})` : ""}; only the read-only job 'gate' does`);
    }
    if (writes.length === 0 || id === "gate") continue;
    if (!needsOf(job).includes("gate")) problems.push(`jobs.${id}: may write (${writes.join(", ")}) without needing the gate`);
    const need = neededWrites(job);
    for (const w of writes) if (!need.has(w)) problems.push(`jobs.${id}.permissions: ${w}: write is more than the job needs`);
    const steps = stepsOf(job);
    const first = steps[0];
    const checksSha = first !== undefined && runOf(first) !== "" && /GATED_SHA|needs\.gate\.outputs\.sha/.test(stepText(first) + JSON.stringify(job.env ?? {})) && /GITHUB_SHA|github\.sha/.test(runOf(first));
    if (!checksSha) problems.push(`jobs.${id}: its first step must check that the gated commit (needs.gate.outputs.sha) is this run's commit (GITHUB_SHA)`);
    steps.forEach((s, i) => {
      if (uses(s, "actions/checkout") && String(s.with?.ref ?? "").replace(/\s/g, "") !== GATED_SHA.replace(/\s/g, "")) {
        problems.push(`jobs.${id}.steps[${String(i)}]: checks out something else than the gated commit (ref: ${GATED_SHA})`);
      }
    });
  }
  for (const [id, job] of jobs) {
    stepsOf(job).forEach((s, i) => {
      if (uses(s, "softprops/action-gh-release") && String(s.with?.target_commitish ?? "").replace(/\s/g, "") !== GATED_SHA.replace(/\s/g, "")) {
        problems.push(`jobs.${id}.steps[${String(i)}]: a GitHub release whose tag is not made on the gated commit (target_commitish: ${GATED_SHA})`);
      }
    });
  }
  const strength = jobs.find(([, j]) => j.uses === "./.github/workflows/strength.yml");
  if (strength === undefined) problems.push("jobs: no job calls ./.github/workflows/strength.yml: a release must start its strength run");
  else {
    const [sid, sjob] = strength;
    const publishers = jobs.filter(([, j]) => neededWrites(j).has("id-token")).map(([id]) => id);
    if (!publishers.some((p) => needsOf(sjob).includes(p))) problems.push(`jobs.${sid}: the strength run must need the job that publishes (${publishers.join(", ") || "none"})`);
    if (String(sjob.with?.ref ?? "").replace(/\s/g, "") !== GATED_SHA.replace(/\s/g, "")) problems.push(`jobs.${sid}.with.ref: the strength run must test the gated commit (${GATED_SHA})`);
    const report = jobs.find(([, j]) => needsOf(j).includes(sid) && /always\(\)/.test(String(j.if ?? "")) && stepsOf(j).some((s) => uses(s, "softprops/action-gh-release") && (s.with?.files !== undefined || s.with?.body_path !== undefined)));
    if (report === undefined) problems.push(`jobs: no job attaches the strength report to the release (needs ${sid}, if: always(), softprops/action-gh-release with files or body_path)`);
  }
  return problems;
}

/** strength.yml: called by the release, not started by tags that GITHUB_TOKEN makes. */
export function strengthPolicyProblems(doc) {
  doc = load(doc);
  const problems = [];
  const on = isObject(doc.on) ? doc.on : {};
  if (!isObject(on.workflow_call) || !isObject(on.workflow_call.inputs?.ref)) problems.push("on.workflow_call: the release calls this workflow with the commit to test (input 'ref')");
  if (isObject(on.push) && on.push.tags !== undefined) {
    problems.push("on.push.tags: a tag made by the release workflow (GITHUB_TOKEN) starts no workflow; the release calls this one instead");
  }
  return problems;
}

/**
 * The project's rules for the workflow files `docs` (file name → text), as
 * `file: project rule: problem` lines.
 */
export function policyProblems(texts, options = {}) {
  const docs = {};
  for (const [name, text] of Object.entries(texts)) {
    try {
      docs[name] = yaml.load(text);
    } catch {
      // workflows.mjs reports the YAML error.
    }
  }
  const out = [];
  const add = (name, problems) => out.push(...problems.map((p) => `${name}: project rule: ${p}`));
  for (const [name, doc] of Object.entries(docs)) if (isObject(doc)) add(name, commonPolicyProblems(doc, options));
  const expected = { "ci.yml": ciPolicyProblems, "release.yml": releasePolicyProblems, "strength.yml": strengthPolicyProblems };
  for (const [name, rule] of Object.entries(expected)) {
    if (!isObject(docs[name])) out.push(`${name}: project rule: missing`);
    else add(name, rule(docs[name]));
  }
  if (isObject(docs["ci.yml"]) && isObject(docs["release.yml"])) {
    const ci = ciGateNode(docs["ci.yml"]);
    const release = isObject(docs["release.yml"].jobs?.gate) ? nodeVersionsOf(docs["release.yml"].jobs.gate).map((n) => n.major) : [];
    if (ci === undefined || release.length !== 1 || release[0] !== ci) {
      out.push(`ci.yml: project rule: CI's gate runs on Node ${String(ci)}, the release gate on ${release.join(", ") || "an unset version"}: they must be the same`);
    }
  }
  return out;
}
