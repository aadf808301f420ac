import { parsePlayer, greedyPlayer, playMatch } from "./dist/index.js";
let t0 = Date.now();
const r = playMatch(parsePlayer("engine:nodes=800"), greedyPlayer(1), { openings: 3, maxPlies: 100, seed: 42 });
console.log(r.score, Date.now() - t0);
