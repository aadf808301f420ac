// Compiles every grammar in src/grammar/ to generated/<name>.js + .d.ts with peggy
// (ES module output, return types from peggy.config.json).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

const START_RULES = {
  western: "WesternMove",
  japanese: "JapaneseMove",
  pgn: "Pgn",
  kif: "Kif",
  dsfen: "DsfenLine",
  json: "Json",
};

for (const file of readdirSync("src/grammar").filter((f) => f.endsWith(".peggy"))) {
  const name = file.replace(/\.peggy$/, "");
  const start = START_RULES[name];
  if (start === undefined) throw new Error(`scripts/generate.mjs: no start rule for ${file}`);
  execFileSync(
    "peggy",
    ["-c", "peggy.config.json", "--allowed-start-rules", start, "-o", `generated/${name}.js`, `src/grammar/${file}`],
    { stdio: "inherit" },
  );
}
