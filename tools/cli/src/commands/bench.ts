/** `daidai bench`: the engine benchmark of @daidai/ai (nodes/s, depth in a fixed time, bench signature). */
import type { Command } from "commander";
import { Option } from "commander";
import { SIGNATURE_DEPTH, benchSignature, runBench } from "@daidai/ai";
import { decimalOption, integerOption, RANGES } from "../option-values.js";

interface BenchFlags {
  seconds: string;
  depth: string;
  signatureOnly?: boolean;
}

/** Registers `bench`. */
export function registerBenchCommands(program: Command): void {
  program
    .command("bench")
    .description("benchmark the engine: nodes/s and depth per position, and the deterministic bench signature")
    .addOption(new Option("-s, --seconds <n>", "search time per position").default("10"))
    .addOption(new Option("-d, --depth <n>", "depth of the signature searches").default(String(SIGNATURE_DEPTH)))
    .option("--signature-only", "print only the bench signature (deterministic)")
    .action((flags: BenchFlags) => {
      const seconds = decimalOption("--seconds", flags.seconds, RANGES.benchSeconds);
      const depth = integerOption("--depth", flags.depth, RANGES.searchDepth);
      if (flags.signatureOnly === true) {
        process.stdout.write(`bench signature (depth ${String(depth)}): ${String(benchSignature(depth))}\n`);
        return;
      }
      const cpuMs = (): number => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      };
      runBench((line) => process.stdout.write(`${line}\n`), seconds, depth, cpuMs);
    });
}
