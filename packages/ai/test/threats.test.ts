import { Position } from "@daidai/core";
import { TYPE_CODE, engineState, type GameState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { Evaluator } from "../src/index.js";
import { ThreatReader, Threats } from "../src/evaluation/threats.js";
import { build } from "./helpers.js";

// Black to move; White's threats are charged to Black. Black moves up the board (towards
// rank a), White down. Kings far away on 9q and 9a. Expected values are worked by hand from
// the piece values.

const ev = new Evaluator();
const V = (code: string): number => ev.value[TYPE_CODE.indexOf(code)] ?? 0;
const reader = new ThreatReader(ev.value);

function stateOf(pieces: readonly (readonly [string, string, "black" | "white"])[], turn: "black" | "white" = "black"): GameState {
  return engineState(Position.fromDsfenOrThrow(build([["9q", "K", "black"], ["9a", "K", "white"], ...pieces], turn)));
}

function threatsOf(state: GameState): { single: number; multi: number; promotion: number } {
  const t = reader.read(state, new Threats());
  return { single: t.single, multi: t.multi, promotion: t.promotion };
}

describe("threats against the side to move", () => {
  it("a hanging piece is threatened whole; defended against a more valuable attacker it is not", () => {
    const hanging = stateOf([["5e", "G", "black"], ["5a", "R", "white"]]);
    expect(threatsOf(hanging)).toEqual({ single: V("G"), multi: 0, promotion: 0 });
    const defended = stateOf([["5e", "G", "black"], ["5f", "G", "black"], ["5a", "R", "white"]]);
    expect(threatsOf(defended)).toEqual({ single: 0, multi: 0, promotion: 0 });
  });

  it("a defended piece attacked by a lesser one is threatened by the difference", () => {
    // G×R, G×G.
    const s = stateOf([["5e", "R", "black"], ["5f", "G", "black"], ["5d", "G", "white"]]);
    expect(threatsOf(s).single).toBe(V("R") - V("G"));
  });

  it("the side to move's own captures are not threats", () => {
    const s = stateOf([["5e", "G", "white"], ["5i", "R", "black"]]);
    expect(threatsOf(s)).toEqual({ single: 0, multi: 0, promotion: 0 });
  });

  it("a lion's double capture and its promotion are read", () => {
    // White lion on 5c, Black golds on 5d and 5e: the lion takes both and ends on 5e
    // (undefended), promoting to a furious fiend.
    const s = stateOf([["5c", "Ln", "white"], ["5d", "G", "black"], ["5e", "G", "black"]]);
    const promo = V("+Ln") - V("Ln");
    expect(threatsOf(s)).toEqual({ single: V("G") + promo, multi: 2 * V("G") + promo, promotion: promo });
  });

  it("the evaluation charges the side to move with the weighted threats", () => {
    const s = stateOf([["5c", "Ln", "white"], ["5d", "G", "black"], ["5e", "G", "black"]]);
    const off = new Evaluator();
    const promo = V("+Ln") - V("Ln");
    expect(off.threatCost(s)).toBe(0);
    expect(new Evaluator({ threat: 1 }).threatCost(s)).toBe(V("G") + promo);
    expect(new Evaluator({ multiCaptureThreat: 1 }).threatCost(s)).toBe(2 * V("G") + promo);
    expect(new Evaluator({ promotionThreat: 1 }).threatCost(s)).toBe(promo);
    expect(off.evaluate(s) - new Evaluator({ threat: 0.5 }).evaluate(s)).toBe(Math.round(0.5 * (V("G") + promo)));
  });

  it("stays symmetric with the threat terms on", () => {
    const on = new Evaluator({ threat: 0.5, multiCaptureThreat: 0.5, promotionThreat: 0.5 });
    const black = stateOf([["5c", "Ln", "white"], ["5d", "G", "black"], ["5e", "G", "black"], ["12i", "R", "black"]]);
    // The same position with colours and the board turned round, White to move.
    const white = engineState(
      Position.fromDsfenOrThrow(
        build(
          [["9a", "K", "white"], ["9q", "K", "black"], ["13o", "Ln", "black"], ["13n", "G", "white"], ["13m", "G", "white"], ["6i", "R", "white"]],
          "white",
        ),
      ),
    );
    expect(on.evaluate(black)).toBe(on.evaluate(white));
    expect(on.evaluate(black)).not.toBe(new Evaluator().evaluate(black));
  });
});
