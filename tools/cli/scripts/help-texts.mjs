#!/usr/bin/env node
// Writes dist/help-texts.json after the TypeScript build: the help of the program and of
// every command exactly as commander prints it (80 columns, as into a pipe), so that
// `daidai --help` and `daidai <command> --help` print it without loading commander or any
// command module (src/stored-help.ts). Run by `pnpm build`; a test compares it with the
// help commander gives at run time.
import { writeFileSync } from "node:fs";

const { buildProgram } = await import(new URL("../dist/main.js", import.meta.url).href);
const program = await buildProgram();

/** The help of a command as `--help` prints it (its after-help text included). */
function helpOf(command) {
  let text = "";
  command.configureOutput({
    writeOut: (s) => {
      text += s;
    },
    writeErr: (s) => {
      text += s;
    },
    getOutHelpWidth: () => 80,
    getErrHelpWidth: () => 80,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  });
  command.outputHelp();
  return text;
}

const texts = { program: helpOf(program), commands: {} };
for (const command of program.commands) {
  const text = helpOf(command);
  for (const name of [command.name(), ...command.aliases()]) texts.commands[name] = text;
}
writeFileSync(new URL("../dist/help-texts.json", import.meta.url), `${JSON.stringify(texts, null, 1)}\n`);
