/**
 * Checks of a {@link Setup} for editors and importers: every problem at once, each with the
 * squares it concerns, so that a board editor can show them as they happen.
 *
 * `Position.fromSetup` refuses the problems that make a setup no position (two kings of one
 * colour, an unknown piece) and accepts one where the side not to move is in check
 * (rules-decisions.md #3: perft and hand-built diagrams use such positions). Under the
 * default legality that position cannot arise in a game, so {@link setupProblems} and
 * {@link validateSetup} report it as well.
 */
import type { Setup } from "./dsfen.js";
import type { SetupError } from "./errors.js";
import { opposite, squareName } from "./geometry.js";
import { resolveOptions, type RuleOptions } from "./options.js";
import { Position } from "./position.js";
import { SIDE_NAME, placementProblems } from "./setup-placement.js";
import { err, ok, type Result } from "./result.js";

/**
 * Every problem of a setup, in a fixed order (unknown pieces, two kings per colour, the side
 * not to move in check); empty when the setup is a position that can arise in a game under
 * `options`. The side not to move in check is a problem only under `legality: "legal"`.
 * @example
 * const problems = setupProblems(Position.initial().setup());
 * console.log(problems.length); // 0
 */
export function setupProblems(setup: Setup, options: Partial<RuleOptions> = {}): SetupError[] {
  const problems = placementProblems(setup);
  if (problems.length > 0 || resolveOptions(options).legality !== "legal") return problems;
  const position = Position.fromSetup(setup, options);
  if (!position.ok) return [position.error];
  const waiting = opposite(setup.turn);
  const king = position.value.kingSquare(waiting);
  if (king >= 0 && position.value.isSquareAttacked(king, setup.turn)) {
    problems.push({
      code: "oppositeCheck",
      message: `${SIDE_NAME[waiting]}'s king on ${squareName(king)} is in check with ${SIDE_NAME[setup.turn]} to move`,
      squares: [king],
    });
  }
  return problems;
}

/**
 * The setup when it is a position that can arise in a game under `options`, else its first
 * problem (see {@link setupProblems}).
 */
export function validateSetup(setup: Setup, options: Partial<RuleOptions> = {}): Result<Setup, SetupError> {
  const first = setupProblems(setup, options)[0];
  return first === undefined ? ok(setup) : err(first);
}
