/** Running the built CLI on record files (shared by convert.test.ts and validate.test.ts). */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("..", import.meta.url));
export const recordsDir = join(packageDir, "test", "fixtures", "records");
const launcher = join(packageDir, "bin", "daidai.mjs");

/** The sample game's start and main line, written by hand (see packages/notation/test/helpers.ts). */
export const SAMPLE_DSFEN_LINE =
  "8,vK,8/17/17/17/17/4,vP,12/4,vP,7,vP,4/4,vP,3,vP,3,vP,4/4,LD,3,Ln,3,+Ea,4/17/17/3,vP,12,P/2,CS,14/17/17/17/8,K,7,HM b 1 " +
  "9i9h9i 9a9b 5i5h5g 9b9c 13i13h13g13f 9c9b 5g5g 9b9c 15m14l 9c9b 9i9h 9b9c 1q4m";

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/daidai.mjs …args` with optional standard input. */
export function daidai(args: readonly string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, [launcher, ...args], { cwd: packageDir, input, encoding: "utf8", timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Path of a record fixture. */
export function record(name: string): string {
  return join(recordsDir, name);
}
