// Tests of the workflow lint (workflows.mjs): `pnpm test:release`.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { lintWorkflows, workflowProblems } from "./workflows.mjs";

const workflowsDir = fileURLToPath(new URL("../../.github/workflows/", import.meta.url));

test("the repository's workflows pass the lint and the project's rules", () => {
  const pnpmVersion = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).packageManager.replace(/^pnpm@/, "");
  const { files, problems } = lintWorkflows(workflowsDir, { pnpmVersion });
  assert.deepEqual(problems, []);
  for (const f of ["ci.yml", "release.yml", "strength.yml"]) assert.ok(files.includes(f), `${f} was not linted`);
});

const BROKEN = `
name: broken
on:
  push:
    branch: [main]
  pul_request:
permissions:
  contents: rw
  id-token: read
jobs:
  build:
    runs-on: ubuntu-latest
    needs: [lint]
    strategy:
      matrix:
        node: [20, 22]
    timeout: 10
    steps:
      - uses: actions/checkout
      - name: both
        uses: actions/cache@v4
        run: echo hi
      - id: one
        run: echo "\${{ matrix.nodes }}"
      - id: one
        run: if true; then echo; fi fi
      - run: echo \${{ steps.missing.outputs.x }} \${{ needs.lint.result }} \${{ needs.test.result }} \${{ secret.TOKEN }} \${{ toJson(github) }}
        if: github.ref == 'refs/heads/main' && (success()
      - run: echo \${{ github.sha
`;

test("workflowProblems names each broken part by its path", () => {
  assert.deepEqual(workflowProblems(BROKEN, "broken.yml").sort(), [
    "broken.yml: jobs.build.needs: no job 'lint'",
    "broken.yml: jobs.build.steps[0].uses: 'actions/checkout' is not owner/repo@version, ./path or docker://image",
    "broken.yml: jobs.build.steps[1]: needs exactly one of 'uses' and 'run'",
    "broken.yml: jobs.build.steps[2].run: the matrix has no 'nodes'",
    "broken.yml: jobs.build.steps[3].id: 'one' is used twice",
    "broken.yml: jobs.build.steps[3].run: bash -n: line 1: syntax error near unexpected token `fi'\nline 1: `if true; then echo; fi fi'",
    "broken.yml: jobs.build.steps[4].if: unbalanced parentheses in 'github.ref == 'refs/heads/main' && (success()'",
    "broken.yml: jobs.build.steps[4].run: 'test' is not in this job's needs",
    "broken.yml: jobs.build.steps[4].run: no step with id 'missing' in this job",
    "broken.yml: jobs.build.steps[4].run: unknown context 'secret'",
    "broken.yml: jobs.build.steps[4].run: unknown function toJson()",
    "broken.yml: jobs.build.steps[5].run: '${{' without '}}'",
    "broken.yml: jobs.build.steps[5].run: bash -n: line 1: unexpected EOF while looking for matching `}'",
    "broken.yml: jobs.build.timeout: unknown key",
    "broken.yml: on.pul_request: unknown event",
    "broken.yml: on.push.branch: unknown key",
    "broken.yml: permissions.contents: 'rw' is not read, write or none",
    "broken.yml: permissions.id-token: only write or none",
  ]);
});

test("workflowProblems reports YAML errors with their line, duplicate keys included", () => {
  const problems = workflowProblems("on: push\njobs:\n  a:\n    runs-on: x\n    runs-on: y\n    steps: []\n", "dup.yml");
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^dup\.yml:5:\d+: YAML: duplicated mapping key/);
  assert.match(workflowProblems("on: [push\n", "open.yml")[0], /^open\.yml:\d+:\d+: YAML: /);
  assert.deepEqual(workflowProblems("name: no jobs\n", "empty.yml"), ["empty.yml: on: missing", "empty.yml: jobs: missing"]);
});
