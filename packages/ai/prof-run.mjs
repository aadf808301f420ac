import * as core from "@daidai/core";
import * as ai from "/work/main/packages/ai/dist/index.js";
import { BENCH_POSITIONS } from "/work/main/packages/ai/dist/bench.js";
const e = new ai.Engine({ hashMb: 64 });
for (const p of BENCH_POSITIONS.slice(1)) {
  e.clear();
  const pos = core.Position.fromDsfenOrThrow(p.dsfen);
  const t = process.cpuUsage();
  const r = e.search(pos, { nodes: 300000 });
  const u = process.cpuUsage(t);
  console.log(p.name, r.nodes ?? "", ((u.user+u.system)/1000).toFixed(0), "ms");
}
