/** Command-line flags for the rule options of rules.md §12, shared by every command that plays moves. */
import { Option, type Command } from "commander";
import { Position, resolveOptions, type RuleOptions } from "@daidai/core";
import { UsageError } from "./errors.js";

/** Raw values of the rule flags as commander parses them. */
export interface RuleFlags {
  legality?: string;
  repetition?: string;
  neighboringKing?: string;
  lionDogStepThenJump?: boolean;
  position?: string;
}

/** Adds `--legality`, `--repetition`, `--neighboring-king`, `--lion-dog-step-then-jump`. */
export function addRuleOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option("--legality <mode>", "legal moves only, or allow exposing the king").choices(["legal", "kingCapture"]))
    .addOption(new Option("--repetition <rule>", "repetition rule").choices(["jcsa", "simple"]))
    .addOption(new Option("--neighboring-king <move>", "neighbouring king move").choices(["K", "FfrlW"]))
    .option("--lion-dog-step-then-jump", "allow the lion dog's step-capture-then-jump (rules.md §14.2)");
}

/** Rule options from the parsed flags (defaults for what is not given). */
export function ruleOptionsOf(flags: RuleFlags): RuleOptions {
  const partial: Partial<Record<keyof RuleOptions, unknown>> = {};
  if (flags.legality !== undefined) partial.legality = flags.legality;
  if (flags.repetition !== undefined) partial.repetition = flags.repetition;
  if (flags.neighboringKing !== undefined) partial.neighboringKing = flags.neighboringKing;
  if (flags.lionDogStepThenJump === true) partial.lionDogStepThenJump = true;
  try {
    return resolveOptions(partial as Partial<RuleOptions>);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The position of `--position <DSFEN>` (or the initial position), with the rule flags. */
export function positionOf(flags: RuleFlags): Position {
  const options = ruleOptionsOf(flags);
  if (flags.position === undefined) return Position.initial(options);
  const created = Position.fromDsfen(flags.position, options);
  if (!created.ok) throw new UsageError(`bad --position: ${created.error.message}`);
  return created.value;
}
