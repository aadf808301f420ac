// Tests of the project's workflow rules (workflow-policy.mjs): `pnpm test:release`.
// The workflows of commit 1f74c8b (issue 29) are kept in fixtures/ and must fail every rule
// that was written for them; each rule is also broken one at a time in a copy of today's
// workflows, which pass.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { ACTIONS, ciPolicyProblems, commonPolicyProblems, NODE_VERSIONS, policyProblems, releasePolicyProblems, strengthPolicyProblems } from "./workflow-policy.mjs";
import { lintWorkflows } from "./workflows.mjs";

const workflows = fileURLToPath(new URL("../../.github/workflows/", import.meta.url));
const before = fileURLToPath(new URL("./fixtures/workflows-1f74c8b/", import.meta.url));
const read = (dir, name) => yaml.load(readFileSync(`${dir}${name}`, "utf8"));
/** A deep copy of today's workflow `name`, changed by `change`. */
const changed = (name, change) => {
  const doc = structuredClone(read(workflows, name));
  change(doc);
  return doc;
};

test("the workflows of 1f74c8b break the rules written for issue 29", () => {
  const { problems } = lintWorkflows(before, { pnpmVersion: "12.4.2" });
  assert.deepEqual(problems.sort(), [
    "ci.yml: project rule: CI's gate runs on Node 22, the release gate on an unset version: they must be the same",
    "ci.yml: project rule: jobs.check.steps[0].uses: actions/checkout@v4, not its current major v7",
    "ci.yml: project rule: jobs.check.steps[5].uses: actions/cache@v4, not its current major v6",
    "ci.yml: project rule: jobs.check.steps[6].uses: actions/cache@v4, not its current major v6",
    "ci.yml: project rule: jobs.check: container node:20-bookworm: Node 20 is not one of 22, 24",
    "ci.yml: project rule: strategy.matrix: Node 24 is not checked",
    "release.yml: project rule: jobs.gate: no job 'gate' that runs pnpm verify-release",
    "release.yml: project rule: jobs.release.steps[0].uses: actions/checkout@v4, not its current major v7",
    "release.yml: project rule: jobs.release.steps[0]: checks out something else than the gated commit (ref: ${{ needs.gate.outputs.sha }})",
    "release.yml: project rule: jobs.release.steps[11].uses: softprops/action-gh-release@v2, not its current major v3",
    "release.yml: project rule: jobs.release.steps[11]: a GitHub release whose tag is not made on the gated commit (target_commitish: ${{ needs.gate.outputs.sha }})",
    "release.yml: project rule: jobs.release.steps[8].uses: changesets/action@v1, not the version to use, v1.9.0",
    "release.yml: project rule: jobs.release: its first step must check that the gated commit (needs.gate.outputs.sha) is this run's commit (GITHUB_SHA)",
    "release.yml: project rule: jobs.release: may write (contents, pull-requests, id-token) without needing the gate",
    "release.yml: project rule: jobs.release: runs pnpm install without restoring the pnpm store first (actions/cache of `pnpm store path`, keyed on pnpm-lock.yaml)",
    "release.yml: project rule: jobs.release: runs the gate with write permissions (contents, pull-requests, id-token); only the read-only job 'gate' does",
    "release.yml: project rule: jobs: no job calls ./.github/workflows/strength.yml: a release must start its strength run",
    "strength.yml: project rule: jobs.merge.steps[0].uses: actions/checkout@v4, not its current major v7",
    "strength.yml: project rule: jobs.merge.steps[1].uses: actions/setup-node@v4, not its current major v7",
    "strength.yml: project rule: jobs.merge.steps[4].uses: actions/download-artifact@v4, not its current major v8",
    "strength.yml: project rule: jobs.merge.steps[6].uses: actions/upload-artifact@v4, not its current major v7",
    "strength.yml: project rule: jobs.merge: runs pnpm install without restoring the pnpm store first (actions/cache of `pnpm store path`, keyed on pnpm-lock.yaml)",
    "strength.yml: project rule: jobs.merge: setup-node 20: Node 20 is not one of 22, 24",
    "strength.yml: project rule: jobs.plan.steps[0].uses: actions/checkout@v4, not its current major v7",
    "strength.yml: project rule: jobs.shard.steps[0].uses: actions/checkout@v4, not its current major v7",
    "strength.yml: project rule: jobs.shard.steps[1].uses: actions/checkout@v4, not its current major v7",
    "strength.yml: project rule: jobs.shard.steps[2].uses: actions/setup-node@v4, not its current major v7",
    "strength.yml: project rule: jobs.shard.steps[6].uses: actions/upload-artifact@v4, not its current major v7",
    "strength.yml: project rule: jobs.shard: runs pnpm install without restoring the pnpm store first (actions/cache of `pnpm store path`, keyed on pnpm-lock.yaml)",
    "strength.yml: project rule: jobs.shard: setup-node 20: Node 20 is not one of 22, 24",
    "strength.yml: project rule: on.push.tags: a tag made by the release workflow (GITHUB_TOKEN) starts no workflow; the release calls this one instead",
    "strength.yml: project rule: on.workflow_call: the release calls this workflow with the commit to test (input 'ref')",
  ]);
});

test("today's workflows follow every rule", () => {
  for (const name of ["ci.yml", "release.yml", "strength.yml"]) assert.deepEqual(commonPolicyProblems(read(workflows, name), { pnpmVersion: "12.4.2" }), [], name);
  assert.deepEqual(ciPolicyProblems(read(workflows, "ci.yml")), []);
  assert.deepEqual(releasePolicyProblems(read(workflows, "release.yml")), []);
  assert.deepEqual(strengthPolicyProblems(read(workflows, "strength.yml")), []);
  assert.deepEqual(NODE_VERSIONS, [22, 24]);
  for (const version of Object.values(ACTIONS)) assert.match(version, /^v\d+(\.\d+\.\d+)?$/);
});

const release = (change) => releasePolicyProblems(changed("release.yml", change));
const step = (doc, job, pred) => doc.jobs[job].steps.find(pred);

test("the gate runs alone, read-only, and says which commit it passed", () => {
  assert.deepEqual(
    release((d) => (d.jobs.gate.permissions = { contents: "write" })),
    ["jobs.gate: the gate may write (contents): it must run with read-only permissions"],
  );
  assert.deepEqual(
    release((d) => {
      delete d.jobs.gate.permissions;
      delete d.permissions;
    }),
    [
      "permissions: the workflow's token must be { contents: read }; jobs that write ask for it",
      "jobs.gate: the gate may write (every scope (write-all)): it must run with read-only permissions",
    ],
  );
  assert.deepEqual(
    release((d) => delete d.jobs.gate.outputs.sha),
    ["jobs.gate.outputs.sha: the gate must output the commit it passed"],
  );
  assert.deepEqual(
    release((d) => d.jobs.gate.steps.push({ run: "npm publish release/npm/*.tgz" })),
    ["jobs.gate: the gate publishes, tags or releases: that is a separate job's work"],
  );
  assert.deepEqual(
    release((d) => d.jobs.publish.steps.push({ run: "pnpm verify-release --quick" })),
    ["jobs.publish: runs the gate with write permissions (contents, id-token); only the read-only job 'gate' does"],
  );
});

test("a job that writes needs the gate, checks the gated commit first and checks out only it", () => {
  assert.deepEqual(
    release((d) => (d.jobs.publish.needs = [])),
    ["jobs.publish: may write (contents, id-token) without needing the gate"],
  );
  assert.deepEqual(
    release((d) => d.jobs.publish.steps.shift()),
    ["jobs.publish: its first step must check that the gated commit (needs.gate.outputs.sha) is this run's commit (GITHUB_SHA)"],
  );
  assert.deepEqual(
    release((d) => (step(d, "version-pr", (s) => String(s.uses).startsWith("actions/checkout")).with.ref = "${{ github.ref }}")),
    ["jobs.version-pr.steps[1]: checks out something else than the gated commit (ref: ${{ needs.gate.outputs.sha }})"],
  );
});

test("each job that writes asks only for the scopes its steps need", () => {
  assert.deepEqual(
    release((d) => (d.jobs["version-pr"].permissions["id-token"] = "write")),
    ["jobs.version-pr.permissions: id-token: write is more than the job needs"],
  );
  assert.deepEqual(
    release((d) => (d.jobs["strength-report"].permissions["pull-requests"] = "write")),
    ["jobs.strength-report.permissions: pull-requests: write is more than the job needs"],
  );
  assert.deepEqual(
    release((d) => (d.jobs.publish.permissions = "write-all")),
    ["jobs.publish.permissions: every scope (write-all): write is more than the job needs"],
  );
});

test("the GitHub release is made on the gated commit", () => {
  assert.deepEqual(
    release((d) => delete step(d, "publish", (s) => String(s.uses).startsWith("softprops/")).with.target_commitish),
    ["jobs.publish.steps[7]: a GitHub release whose tag is not made on the gated commit (target_commitish: ${{ needs.gate.outputs.sha }})"],
  );
});

test("the release calls the strength run on the gated commit and attaches its report even when it fails", () => {
  assert.deepEqual(
    release((d) => (d.jobs.strength.needs = ["gate"])),
    ["jobs.strength: the strength run must need the job that publishes (publish)"],
  );
  assert.deepEqual(
    release((d) => (d.jobs.strength.with.ref = "${{ github.sha }}")),
    ["jobs.strength.with.ref: the strength run must test the gated commit (${{ needs.gate.outputs.sha }})"],
  );
  assert.deepEqual(
    release((d) => (d.jobs["strength-report"].if = "needs.publish.result == 'success'")),
    ["jobs: no job attaches the strength report to the release (needs strength, if: always(), softprops/action-gh-release with files or body_path)"],
  );
  const strength = changed("strength.yml", (d) => {
    delete d.on.workflow_call;
    d.on.push = { tags: ["v*"] };
  });
  assert.deepEqual(strengthPolicyProblems(strength), [
    "on.workflow_call: the release calls this workflow with the commit to test (input 'ref')",
    "on.push.tags: a tag made by the release workflow (GITHUB_TOKEN) starts no workflow; the release calls this one instead",
  ]);
});

test("every job that installs with pnpm restores the store first, on a supported Node, with the pinned pnpm", () => {
  const common = (name, change) => commonPolicyProblems(changed(name, change), { pnpmVersion: "12.4.2" });
  const isCache = (s) => String(s.uses).startsWith("actions/cache@") && String(s.with?.path).includes("pnpm-store");
  assert.deepEqual(
    common("strength.yml", (d) => (d.jobs.merge.steps = d.jobs.merge.steps.filter((s) => !isCache(s)))),
    ["jobs.merge: runs pnpm install without restoring the pnpm store first (actions/cache of `pnpm store path`, keyed on pnpm-lock.yaml)"],
  );
  assert.deepEqual(
    common("strength.yml", (d) => (d.jobs.merge.steps.find(isCache).with.key = "pnpm-store-${{ runner.os }}")),
    ["jobs.merge: runs pnpm install without restoring the pnpm store first (actions/cache of `pnpm store path`, keyed on pnpm-lock.yaml)"],
  );
  // setup-node's own pnpm cache is as good.
  assert.deepEqual(
    common("strength.yml", (d) => {
      d.jobs.merge.steps = d.jobs.merge.steps.filter((s) => !isCache(s));
      d.jobs.merge.steps.find((s) => String(s.uses).startsWith("actions/setup-node")).with.cache = "pnpm";
    }),
    [],
  );
  assert.deepEqual(
    common("strength.yml", (d) => (d.jobs.merge.steps = d.jobs.merge.steps.filter((s) => !String(s.uses).startsWith("actions/setup-node")))),
    ["jobs.merge: runs pnpm without setting up Node (container node:NN-… or actions/setup-node)"],
  );
  assert.deepEqual(
    common("ci.yml", (d) => d.jobs.check.strategy.matrix.include.push({ node: 26, gate: false })),
    ["jobs.check: container node:26-bookworm: Node 26 is not one of 22, 24"],
  );
  assert.deepEqual(
    common("release.yml", (d) => (step(d, "gate", (s) => String(s.run).startsWith("npm install -g pnpm")).run = "npm install -g pnpm@12.21.0")),
    ["jobs.gate.steps[3].run: installs pnpm@12.21.0, not the packageManager version 12.4.2"],
  );
  assert.deepEqual(
    common("release.yml", (d) => d.jobs.gate.steps.push({ uses: "someone/upload@v1" })),
    ["jobs.gate.steps[11].uses: someone/upload is not one of the reviewed actions (ACTIONS in workflow-policy.mjs)"],
  );
});

test("CI checks every supported Node and runs the gate on the release gate's Node", () => {
  assert.deepEqual(
    ciPolicyProblems(changed("ci.yml", (d) => (d.jobs.check.strategy.matrix.include = [{ node: 24, gate: true }]))),
    ["strategy.matrix: Node 22 is not checked"],
  );
  const texts = {
    "ci.yml": yaml.dump(changed("ci.yml", (d) => (d.jobs.check.strategy.matrix.include = [{ node: 24, gate: false }, { node: 22, gate: true }]))),
    "release.yml": readFileSync(`${workflows}release.yml`, "utf8"),
    "strength.yml": readFileSync(`${workflows}strength.yml`, "utf8"),
  };
  assert.deepEqual(policyProblems(texts, { pnpmVersion: "12.4.2" }), ["ci.yml: project rule: CI's gate runs on Node 22, the release gate on 24: they must be the same"]);
});

