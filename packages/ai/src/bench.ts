/**
 * The benchmark: nodes per second and depth reached in a fixed time from four positions,
 * and the **bench signature**, the total nodes of a fixed-depth search over them (a fresh
 * engine per position, so the number is deterministic and changes only when the search or
 * the evaluation changes).
 *
 * The three middle-game positions come from engine self-play games (4 random opening plies,
 * then 4000 nodes a move; seeds 13, 14 and 11, after 80, 80 and 120 plies), in which
 * some pieces were then replaced by their promoted forms so that lions, furious fiends,
 * hook movers, goblins and other promoted pieces are in play. They are positions with the
 * side to move not in check, checked by the tests.
 */
import { INITIAL_DSFEN, Position } from "@daidai/core";
import { Engine } from "./search/engine.js";

/** A named bench position. */
export interface BenchPosition {
  readonly name: string;
  readonly dsfen: string;
}

/** The four bench positions. */
export const BENCH_POSITIONS: readonly BenchPosition[] = [
  { name: "initial", dsfen: INITIAL_DSFEN },
  { name: "middle-1", dsfen: "vL,vHM,vDv,vR,vSq,vDK,vFT,vRG,vK,vLG,vQ,vFr,vDH,vRa,vSD,vLo,vL/1,vPo,2,vFD,1,vKr,vG,vNK,vG,1,vCS,vPS,vFE,vLn,v+OK,1/1,vB,1,vEB,vBM,vFH,vRB,vS,vGD,vS,1,vWB,vOR,vEF,1,vVM,vRv/1,vWE,vSo,v+Ea,1,vSt,vI,vC,vGB,vC,vI,vSt,vW,vWe,vNo,2/1,vSM,vVO,vAB,vEW,vLD,vFL,vST,vPh,vST,vFL,vVB,1,vAB,vVO,1,vLC/1,vP,vP,vP,3,vP,vP,vSB,vP,vEW,vSM,4/vRv,5,vP,vW,1,vP,1,vP,vP,vP,1,vP,vP/4,vP,vP,6,vBD,4/5,vVB,2,P,1,GB,3,vP,1,P/vWT,16/1,P,P,1,P,2,P,1,P,1,SB,1,P,P,2/SM,2,P,EW,P,P,2,ST,P,P,P,1,VO,P,1/2,VO,AB,We,VB,FL,ST,C,C,FL,VB,EW,AB,1,SM,RC/BD,1,No,1,W,St,I,S,Ph,1,I,St,W,Ea,So,WE,WT/Rv,VM,FE,EF,CS,WB,2,GD,S,FH,+FD,BM,EB,1,B,1/1,OK,+Ln,OR,PS,2,G,NK,G,Kr,RB,Sq,1,LD,+Po,Rv/L,Lo,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,1,R,Dv,HM,L b 81" },
  { name: "middle-2", dsfen: "vL,vHM,vDv,vR,1,vDK,vFT,vRG,vK,vLG,vQ,vFr,vDH,vRa,vSD,1,vL/vRv,v+Po,vLD,1,vSq,vRB,vKr,vG,vNK,vG,2,vPS,vOR,2,vRv/1,vB,vBM,vEB,1,vFD,vFH,vS,vGD,vS,1,vWB,2,vFE,vVM,vOK/vWT,vWE,vSo,vEa,vW,vSt,vI,vC,v+Ph,vCS,vI,vSt,1,vWe,vNo,1,vBD/vRC,vSM,vVO,vAB,vEW,vVB,vFL,1,vC,vST,vFL,vLo,vEW,vAB,vVO,vSM,vLC/1,vP,1,vP,vP,vP,1,vST,vP,vP,3,vP,1,vP,1/vP,1,vP,3,vP,vP,1,vEF,vP,vP,vP,1,vP,2/7,vVB,4,vLn,4/5,vGB,1,vW,6,RB,1,vP/P,1,P,8,BD,5/1,P,VO,P,P,P,GB,P,1,P,1,P,5/4,SM,EW,P,1,P,FL,P,1,P,P,P,P,P/LC,2,AB,We,VB,FL,ST,C,ST,1,VB,EW,AB,VO,SM,RC/2,No,1,W,St,I,C,Ph,1,I,St,W,+Ea,So,WT,Rv/Rv,VM,FE,EF,1,WB,CS,S,GD,S,1,FH,BM,EB,WE,B,1/1,+OK,Ln,OR,PS,2,G,NK,G,Kr,1,FD,1,+LD,Po,1/L,Lo,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,Sq,R,Dv,HM,L b 81" },
  { name: "middle-3", dsfen: "vL,vHM,vDv,vR,vSq,vDK,vFT,vRG,vK,vLG,1,vFr,1,vRa,vSD,vLo,vL/vRv,v+Po,vLD,1,vFD,1,vKr,vG,vNK,vG,2,vPS,vOR,vLn,vOK,1/vWE,vB,1,vEB,vBM,vFH,vRB,vS,1,vS,vCS,vWB,1,vEF,1,vVM,1/1,vRC,vSo,vEa,vW,vSt,vI,1,v+Ph,vC,vI,vSt,vW,vDH,vNo,vBD,1/1,vSM,vVO,vAB,1,vVB,1,vST,vC,1,vFL,vVB,1,vAB,vVO,vSM,1/1,vP,vP,vP,vP,1,vP,vFL,vP,vQ,3,vP,vP,vP,1/6,vEW,vP,3,vWe,vP,4/2,vWT,vGB,1,vP,2,vST,1,vP,1,vEW,4/vP,6,P,9/7,VB,W,3,P,4/P,6,EF,1,VB,P,2,WT,P,1,VO/1,P,P,1,P,P,Lo,FL,1,P,1,P,1,P,1,P,1/LC,SM,VO,AB,EW,2,ST,1,ST,FL,1,EW,AB,3/BD,FE,No,We,1,St,I,C,Ph,C,I,St,W,+Ea,So,WE,1/Rv,+Ln,VM,2,WB,CS,S,G,S,1,FH,EB,2,B,1/1,OK,1,OR,PS,3,NK,G,Kr,RB,FD,+BM,LD,Po,Rv/L,1,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,Sq,R,Dv,HM,L b 121" },
];

/** Depth of the signature searches. */
export const SIGNATURE_DEPTH = 3;

/** Measurement of one position. */
export interface BenchLine {
  readonly name: string;
  readonly depth: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  /** CPU time of the search in ms, when a CPU clock was given (else NaN). */
  readonly cpuMs: number;
  readonly bestMove: string | null;
}

/** Total nodes of a depth-`depth` search of every bench position, each with a fresh engine. */
export function benchSignature(depth = SIGNATURE_DEPTH, positions: readonly BenchPosition[] = BENCH_POSITIONS): number {
  let total = 0;
  for (const p of positions) {
    const engine = new Engine({ hashMb: 16 });
    total += engine.search(Position.fromDsfenOrThrow(p.dsfen), { depth }).nodes;
  }
  return total;
}

/** Searches each position for `seconds` (fresh engine each) and reports depth and speed. */
export function benchTimed(
  seconds: number,
  positions: readonly BenchPosition[] = BENCH_POSITIONS,
  onLine?: (line: BenchLine) => void,
  cpuClock?: () => number,
): BenchLine[] {
  const out: BenchLine[] = [];
  for (const p of positions) {
    const engine = new Engine({ hashMb: 64 });
    const cpu0 = cpuClock?.() ?? NaN;
    const r = engine.search(Position.fromDsfenOrThrow(p.dsfen), { movetime: seconds * 1000 });
    const cpuMs = (cpuClock?.() ?? NaN) - cpu0;
    const line = { name: p.name, depth: r.depth, nodes: r.nodes, nps: r.nps, timeMs: r.timeMs, cpuMs, bestMove: r.bestMove };
    out.push(line);
    onLine?.(line);
  }
  return out;
}

/**
 * Runs the whole benchmark, writing a report line by line. With `cpuClock` (milliseconds of
 * CPU time used by this thread or process) it also prints nodes per CPU second, which a
 * loaded machine disturbs less than nodes per wall-clock second.
 */
export function runBench(
  write: (line: string) => void,
  seconds = 10,
  signatureDepth = SIGNATURE_DEPTH,
  cpuClock?: () => number,
): { lines: BenchLine[]; signature: number } {
  const rate = (nodes: number, ms: number): string => (ms > 0 ? String(Math.round((nodes * 1000) / ms)) : "-");
  write(`bench: ${String(seconds)} s per position, single thread`);
  write(`${"position".padEnd(10)} ${"depth".padStart(5)} ${"nodes".padStart(10)} ${"nodes/s".padStart(9)} ${"cpu n/s".padStart(9)} ${"ms".padStart(6)}  best`);
  const lines = benchTimed(
    seconds,
    BENCH_POSITIONS,
    (l) => {
      write(
        `${l.name.padEnd(10)} ${String(l.depth).padStart(5)} ${String(l.nodes).padStart(10)} ${String(l.nps).padStart(9)} ${rate(l.nodes, l.cpuMs).padStart(9)} ${String(l.timeMs).padStart(6)}  ${l.bestMove ?? "-"}`,
      );
    },
    cpuClock,
  );
  const nodes = lines.reduce((s, l) => s + l.nodes, 0);
  const ms = lines.reduce((s, l) => s + l.timeMs, 0);
  const cpu = lines.reduce((s, l) => s + l.cpuMs, 0);
  write(`total nodes ${String(nodes)}, ${rate(nodes, ms)} nodes/s, ${rate(nodes, cpu)} nodes per CPU second`);
  const signature = benchSignature(signatureDepth);
  write(`bench signature (depth ${String(signatureDepth)}): ${String(signature)}`);
  return { lines, signature };
}
