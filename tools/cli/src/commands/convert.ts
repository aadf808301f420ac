/**
 * `daidai convert`: converts game records and collections of them between JSON (and JSON
 * Lines), PGN, KIF and DSFEN (and registers `daidai validate`, its companion, so that
 * main.ts needs a single line for both).
 */
import { accessSync, constants, mkdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { Command } from "commander";
import { COLLECTION_FORMATS, type CollectionEntry, type CollectionFormat } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { isDirectoryPath, runBatch } from "../batch.js";
import { withFinalNewline, writeOutput } from "../io.js";
import { OutputEncoder, parseOutputEncoding } from "../output-encoding.js";
import { collectionFormatOfPath, Conversion, scanCollectionFile } from "../record-collections.js";
import { parseEncodingOption } from "../records-io.js";
import { TextSink } from "../text-sink.js";
import { registerValidateCommand } from "./validate.js";

const EXAMPLES = `
Examples:
  $ daidai convert game.kif --to pgn -o game.pgn
  $ daidai convert game.pgn -o game.json              the format from the output's extension
  $ cat game.kif | daidai convert - --from kif --to json
  $ daidai convert games/*.kif --to pgn -o out/       many files into a directory (progress bar)
  $ daidai convert games.pgn --split -o games/ --to kif   one file per game of a collection
  $ daidai convert a.kif b.kif --join -o both.pgn       several files into one collection
  $ daidai convert game.kif --to qboard-fen           the final position as a QBoard FEN
  $ daidai convert saved.fen --to kif -o saved.kif    a QBoard save (its position) as a KIF record
  $ daidai convert game.pgn -o game.kif --encoding-out shift_jis`;

interface ConvertFlags {
  output?: string;
  to?: string;
  from?: string;
  encoding?: string;
  encodingOut?: string;
  moveStyle?: string;
  long?: boolean;
  split?: boolean;
  join?: boolean;
}

function moveStyleOf(value: string | undefined): "western" | "japanese" | undefined {
  if (value === undefined || value === "western" || value === "japanese") return value;
  throw new UsageError(`--move-style must be western or japanese; got '${value}'`);
}

/** Checks a --to/--from value (a collection format: json, jsonl, pgn, kif, dsfen, qboard-fen). */
function formatOption(value: string | undefined, flag: string): CollectionFormat | undefined {
  if (value === undefined) return undefined;
  const f = COLLECTION_FORMATS.find((x) => x === value);
  if (f === undefined) throw new UsageError(`${flag} must be one of ${COLLECTION_FORMATS.join(", ")}; got '${value}'`);
  return f;
}

const EXTENSION: Record<CollectionFormat, string> = { json: "json", jsonl: "jsonl", pgn: "pgn", kif: "kif", dsfen: "dsfen", "qboard-fen": "fen" };

type ConvertOptions = { moveStyle: "western" | "japanese" | undefined; disambiguation: "long" | "short" };

/**
 * Converts the records that `scan` hands over (of file `input`) into text as they come (one
 * record as it is, several as a collection), for the batch and --split modes, which write
 * a file per input or per record.
 */
function convertToText(input: string, scan: (each: (entry: CollectionEntry) => void) => void, to: CollectionFormat, options: ConvertOptions, log: (text: string) => void): { text: string; failed: number } {
  const parts: string[] = [];
  const conversion = new Conversion(to, options, (t) => parts.push(t), log);
  const name = input === "-" ? "<stdin>" : input;
  scan((entry) => { conversion.add(name, entry); });
  conversion.finish();
  return { text: parts.join(""), failed: conversion.failed };
}

/** Fails early, before anything is written, on an input that cannot be read. */
function checkReadable(inputs: readonly string[]): void {
  for (const input of inputs) {
    if (input === "-") continue;
    try {
      accessSync(input, constants.R_OK);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(code === "ENOENT" ? `${input}: no such file` : `${input}: cannot read (${code ?? (e as Error).message})`);
    }
  }
}

/** Registers `convert` and `validate`. */
export function registerConvertCommands(program: Command): void {
  program
    .command("convert")
    .description("convert game records and collections between json, jsonl, pgn, kif and dsfen, or to positions as QBoard FENs (qboard-fen; warns on stderr when the target format loses data)")
    .argument("<inputs...>", "record or collection files (- for standard input); several files need -o <directory> or --join")
    .option("-o, --output <file>", "output file (- or absent: standard output), or a directory (several inputs, --split, or a path ending in /)")
    .option("--to <format>", "output format: json, jsonl, pgn, kif, dsfen or qboard-fen (the position after the main line, one per line) (default: from the output file's extension)")
    .option("--from <format>", "input format (default: detected from the text, then the file extension)")
    .option("--encoding <encoding>", "input encoding: utf8, sjis or auto (default: auto)")
    .option("--encoding-out <encoding>", "output encoding: utf8 or shift_jis (default: utf8; shift_jis only for kif, with 𠵇犬 written 奇犬)")
    .option("--move-style <style>", "moves in PGN/KIF output: western or japanese (default: western for PGN, japanese for KIF)")
    .option("--long", "always write the origin square in western moves")
    .option("--split", "write each record of the input collection(s) to its own file in the -o directory (<name>-<n>.<ext>)")
    .option("--join", "write the records of all inputs into one collection (-o file or standard output)")
    .addHelpText("after", EXAMPLES)
    .action((inputs: string[], flags: ConvertFlags) => {
      if (flags.split === true && flags.join === true) throw new UsageError("--split and --join cannot be used together");
      const split = flags.split === true;
      const join_ = flags.join === true;
      const batch = !join_ && !split && (inputs.length > 1 || isDirectoryPath(flags.output));
      const to = formatOption(flags.to, "--to") ?? (batch || split ? undefined : collectionFormatOfPath(flags.output));
      if (to === undefined) {
        throw new UsageError(
          batch || split
            ? "converting into a directory needs --to json|jsonl|pgn|kif|dsfen|qboard-fen"
            : "cannot tell the output format: use --to json|jsonl|pgn|kif|dsfen|qboard-fen or an output file ending in .json, .jsonl, .pgn, .kif, .dsfen or .fen",
        );
      }
      const from = formatOption(flags.from, "--from");
      const encoding = parseEncodingOption(flags.encoding);
      const encoder = new OutputEncoder(parseOutputEncoding(flags.encodingOut, to, split || batch ? undefined : flags.output), (note) => process.stderr.write(`daidai: ${note}\n`));
      const options = { moveStyle: moveStyleOf(flags.moveStyle), disambiguation: flags.long === true ? ("long" as const) : ("short" as const) };
      const write = (path: string | undefined, text: string): void => { writeOutput(path, encoder.encode(withFinalNewline(text))); };
      if (split) {
        if (flags.output === undefined || flags.output === "-") throw new UsageError("--split needs -o <directory>");
        splitInto(inputs, flags.output, to, (input, each) => { scanCollectionFile(input, { from, encoding }, each); }, (input, entry) => convertToText(input, (each) => { each(entry); }, to, options, (t) => process.stderr.write(`${t}\n`)), write);
        return;
      }
      if (batch) {
        if (flags.output === undefined) throw new UsageError("several inputs need -o <directory> (or --join)");
        runBatch(inputs, flags.output, EXTENSION[to], "convert", (input, log) => {
          const r = convertToText(input, (each) => { scanCollectionFile(input, { from, encoding }, each); }, to, options, log);
          if (r.failed > 0) throw new InputError(`${input}: ${String(r.failed)} record(s) with errors; nothing written`);
          return r.text;
        }, (path, text) => { write(path, text); });
        return;
      }
      if (inputs.filter((i) => i === "-").length > 1) throw new UsageError("standard input ('-') can be read once");
      checkReadable(inputs);
      // Record by record: each is read, written and forgotten (memory: the input text and one record).
      const sink = new TextSink(flags.output, encoder);
      const conversion = new Conversion(to, options, (text) => { sink.write(text); }, (text) => process.stderr.write(`${text}\n`));
      const names: string[] = [];
      try {
        for (const input of inputs) {
          const file = scanCollectionFile(input, { from, encoding }, (entry) => { conversion.add(input === "-" ? "<stdin>" : input, entry); });
          names.push(file.name);
        }
        conversion.finish();
      } catch (e) {
        sink.abort();
        throw e;
      }
      sink.close();
      const total = conversion.total;
      if (total === 0) throw new InputError(`${names.join(", ")}: no record found`);
      if (conversion.failed === total) throw new InputError(`${String(conversion.failed)} record(s) with errors; nothing written`);
      if (conversion.failed > 0) throw new InputError(`${String(conversion.failed)} of ${String(total)} record(s) with errors were left out`);
    });

  registerValidateCommand(program);
}

/**
 * `--split`: each record of each input to `<dir>/<input name>-<n>.<ext>` (n from 1,
 * zero-padded). Records are converted as they are read and only their texts are kept until
 * the number of records (the width of n) is known.
 */
function splitInto(
  inputs: readonly string[],
  dir: string,
  to: CollectionFormat,
  scan: (input: string, each: (entry: CollectionEntry) => void) => void,
  convertOne: (input: string, entry: CollectionEntry) => { text: string; failed: number },
  write: (path: string, text: string) => void,
): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new InputError(`${dir}: cannot create the directory (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let failed = 0;
  for (const input of inputs) {
    const texts: (string | undefined)[] = [];
    scan(input, (entry) => {
      const r = convertOne(input, entry);
      failed += r.failed;
      texts.push(r.failed === 0 ? r.text : undefined);
    });
    const base = input === "-" ? "stdin" : basename(input, extname(input));
    const width = String(texts.length).length;
    texts.forEach((text, i) => {
      if (text !== undefined) write(join(dir, `${base}-${String(i + 1).padStart(width, "0")}.${EXTENSION[to]}`), text);
    });
  }
  if (failed > 0) throw new InputError(`${String(failed)} record(s) with errors were not written`);
}
