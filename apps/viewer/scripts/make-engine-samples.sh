#!/usr/bin/env bash
# The demo's sample games: engine against engine, then annotated by `daidai analyse`.
# One pair of games (the same opening with both colours) at 300 ms a move, 400 plies at
# most; each game annotated with 20000 nodes a position (reproducible, so the JSON and the KIF
# — whose comments `daidai analyse` writes in Japanese — carry the same evaluations).
# Run from the repository root after `pnpm build`: bash apps/viewer/scripts/make-engine-samples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
daidai=../../tools/cli/bin/daidai.mjs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nice -n 10 node "$daidai" match engine:movetime=300,name=daidai-300ms-a engine:movetime=300,name=daidai-300ms-b \
  -n 1 -j 1 --seed 11 --opening-plies 2 --max-plies 400 --no-progress \
  --records "$tmp" --records-format json
for i in 1 2; do
  nice -n 10 node "$daidai" analyse "$tmp/game-00$i.json" --nodes 20000 -o "samples/engine-game-$i.json"
  nice -n 10 node "$daidai" analyse "$tmp/game-00$i.json" --nodes 20000 -o "samples/engine-game-$i.kif"
  node "$daidai" convert "samples/engine-game-$i.json" --to pgn -o "samples/engine-game-$i.pgn"
done
node scripts/sample-features.mjs samples/engine-game-1.json samples/engine-game-2.json
