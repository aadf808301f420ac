/** Game links: moves as indices into core's canonical order, with a version, the rules and a CRC-32. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Position, createRng, moveToString, parseMoveString, type Move } from "@daidai/core";
import { decodeGameLink, encodeGameLink } from "../src/index.js";
import { crc32, fromBase64Url, indexWidth, toBase64Url } from "../src/link/bytes.js";
import { SAMPLE_MOVES, SAMPLE_START } from "./helpers.js";

/** A random game of up to `plies` moves (shorter when it ends). */
function randomGame(seed: number, plies: number, start?: string): Move[] {
  const rng = createRng(seed);
  const pos = start === undefined ? Position.initial() : Position.fromDsfenOrThrow(start);
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    const move = legal[Math.floor(rng() * legal.length)];
    if (move === undefined) break;
    pos.playOrThrow(move);
    moves.push(move);
  }
  return moves;
}

function encode(moves: readonly Move[], extra: Parameters<typeof encodeGameLink>[0] extends infer G ? Partial<G> : never = {}): string {
  const r = encodeGameLink({ moves, ...extra });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function errorCode(text: string, rules?: Parameters<typeof decodeGameLink>[1]): string {
  const r = decodeGameLink(text, rules);
  return r.ok ? "ok" : r.error.code;
}

/** Link bytes for a version-1 body by hand (the header's length varint and the checksum added), for links no encoder writes. */
function withChecksum(body: number[]): string {
  const [version = 1, ...rest] = body;
  // Total length: version, one or two length bytes, the rest, the checksum.
  const one = 1 + 1 + rest.length + 4;
  const total = one < 128 ? one : one + 1;
  const length = total < 128 ? [total] : [(total & 127) | 128, total >> 7];
  const bytes = new Uint8Array(total);
  bytes.set([version, ...length, ...rest]);
  new DataView(bytes.buffer).setUint32(total - 4, crc32(bytes.subarray(0, total - 4)));
  return toBase64Url(bytes);
}

describe("the byte layer", () => {
  it("base64url matches Node's encoder and reads back", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64url"));
        expect(fromBase64Url(text)).toEqual({ bytes: Uint8Array.from(bytes), exact: true });
      }),
    );
    expect(fromBase64Url("ab+c")).toBeUndefined();
    expect(fromBase64Url("AB")?.exact).toBe(false); // low bits of B are not zero
    expect(fromBase64Url("AAAAA")?.exact).toBe(false); // no writer writes 4k+1 characters
  });
  it("CRC-32 is the IEEE checksum (check value of '123456789')", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });
  it("indexWidth: bits for an index below a count", () => {
    expect([0, 1, 2, 3, 4, 5, 59, 64, 65, 1000].map(indexWidth)).toEqual([0, 0, 1, 2, 2, 3, 6, 6, 7, 10]);
  });
});

describe("encodeGameLink / decodeGameLink", () => {
  it("reads back random games of every length: the same moves and position", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 60 }), (seed, plies) => {
        const moves = randomGame(seed, plies);
        const back = decodeGameLink(encode(moves));
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value.moves.map(moveToString)).toEqual(moves.map(moveToString));
        const replayed = Position.initial();
        for (const m of moves) replayed.playOrThrow(m);
        expect(back.value.position.toDsfen()).toBe(replayed.toDsfen());
        expect(back.value.start).toBeNull();
        expect(back.value.resigned).toBe(false);
      }),
      { numRuns: 12 },
    );
  });
  it("is compact: the bits of each move index plus 10 bytes, in base64url", () => {
    const moves = randomGame(7, 20);
    const pos = Position.initial();
    let bits = 0;
    for (const m of moves) {
      bits += Math.ceil(Math.log2(pos.legalMoves().length));
      pos.playOrThrow(m);
    }
    // version, length, edition, rules, flags, move count, checksum (4): 10 bytes.
    const bytes = 10 + Math.ceil(bits / 8);
    expect(encode(moves)).toHaveLength(Math.ceil((bytes * 8) / 6));
    expect(encode(moves).length).toBeLessThan(50);
  });
  it("keeps a starting position, the rules and a resignation", () => {
    const start = Position.fromDsfenOrThrow(SAMPLE_START);
    const moves = SAMPLE_MOVES.map((text) => {
      const m = parseMoveString(start, text);
      if (!m.ok) throw new Error(m.error.message);
      start.playOrThrow(m.value);
      return m.value;
    });
    const text = encode(moves, { start: SAMPLE_START, rules: { repetition: "simple" }, resigned: true });
    const back = decodeGameLink(text);
    expect(back.ok && { start: back.value.start, rules: back.value.rules.repetition, resigned: back.value.resigned, moves: back.value.moves.map(moveToString) }).toEqual({
      start: SAMPLE_START,
      rules: "simple",
      resigned: true,
      moves: SAMPLE_MOVES,
    });
  });
  it("refuses to encode a move that is not legal in turn, or a bad start", () => {
    const moves = randomGame(3, 4);
    const r = encodeGameLink({ moves: [moves[0] as Move, moves[0] as Move] });
    expect(r.ok ? undefined : r.error).toMatchObject({ code: "illegalMove", movesRead: 1 });
    expect(encodeGameLink({ moves: [], start: "17/17 b" }).ok).toBe(false);
  });
  it("refuses every text cut short, never a shorter game", () => {
    const text = encode(randomGame(11, 20));
    for (let n = 0; n < text.length; n++) {
      const code = errorCode(text.slice(0, n));
      expect(n === 0 ? code === "notALink" : code === "truncated", `${String(n)} characters: ${code}`).toBe(true);
    }
  });
  it("refuses a one-character change anywhere as damaged, and a character added", () => {
    const text = encode(randomGame(12, 20));
    let changes = 0;
    for (let i = 0; i < text.length; i++) {
      // Three replacements at each place, spread over the alphabet.
      for (const c of ["B", "t", "_", "A"].filter((r) => r !== text[i]).slice(0, 3)) {
        const code = errorCode(text.slice(0, i) + c + text.slice(i + 1));
        // Characters 1 and 2 hold the declared length (bits 8–15): a larger one reads as a link cut short.
        expect(i === 1 || i === 2 ? ["damaged", "truncated"] : ["damaged"], `${c} at ${String(i)}: ${code}`).toContain(code);
        changes++;
      }
    }
    expect(changes).toBe(text.length * 3);
    expect(errorCode(`${text}A`)).toBe("damaged");
    expect(errorCode(`${text}AAAA`)).toBe("damaged");
  });
  it("says which rules a link was made for when the page asks for others", () => {
    const text = encode(randomGame(5, 6), { rules: { legality: "kingCapture" } });
    const r = decodeGameLink(text, { rules: {} });
    expect(r.ok ? undefined : r.error).toEqual({
      code: "otherRules",
      message: "this game link was made for rules with legality kingCapture; this page plays the default rules",
    });
    expect(errorCode(text, { rules: { legality: "kingCapture" } })).toBe("ok");
    expect(errorCode(text)).toBe("ok");
  });
  it("refuses another rules edition, an unknown option bit and a newer format (checksums correct)", () => {
    expect(errorCode(withChecksum([1, 2, 0, 0, 0]))).toBe("otherRules");
    expect(errorCode(withChecksum([1, 1, 0x40, 0, 0]))).toBe("otherRules");
    expect(errorCode(withChecksum([2, 1, 0, 0, 0]))).toBe("newerVersion");
    expect(errorCode(withChecksum([1, 1, 0, 0, 0]))).toBe("ok");
    // An index past the legal moves (59 in the initial position: 6 bits, 63 is none).
    expect(errorCode(withChecksum([1, 1, 0, 0, 1, 0xfc]))).toBe("damaged");
    // Non-zero padding after the last index.
    expect(errorCode(withChecksum([1, 1, 0, 0, 1, 0x01]))).toBe("damaged");
    expect(errorCode(withChecksum([1, 1, 0, 0, 1, 0x00]))).toBe("ok");
  });
  it("reads back long seeded random games (300 plies) from the initial position and from a DSFEN", () => {
    const opened = Position.initial();
    for (const m of randomGame(9, 30)) opened.playOrThrow(m);
    for (const [seed, start] of [[101, undefined], [202, undefined], [303, opened.toDsfen()]] as const) {
      const moves = randomGame(seed, 300, start);
      expect(moves.length).toBeGreaterThan(100);
      const back = decodeGameLink(encode(moves, start === undefined ? {} : { start }));
      expect(back.ok && back.value.moves.map(moveToString)).toEqual(moves.map(moveToString));
    }
  });
  it("index i is the i-th legal move in the order of the spec (checked by an independent sort and bit packer)", () => {
    // The spec's order, written again: a move's squares (origin, via…, destination) as
    // fixed-width text, compared as strings (a prefix sorts first).
    const key = (m: Move): string => [m.from, ...m.via, m.to].map((s) => String(s).padStart(3, "0")).join(",");
    const specOrder = (pos: Position): Move[] => [...pos.legalMoves()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    /** A link of one move, index `i` among `n`, packed by hand: header, count 1, ⌈log₂ n⌉ bits MSB first. */
    const oneMoveLink = (i: number, n: number, start?: string): string => {
      const width = n <= 1 ? 0 : Math.ceil(Math.log2(n));
      const bits = i.toString(2).padStart(width, "0").padEnd(Math.ceil(width / 8) * 8, "0");
      const indexBytes = (bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2));
      // LEB128 of the DSFEN's length (below 16 384: two bytes at most).
      const length = (n: number): number[] => (n < 128 ? [n] : [(n & 127) | 128, n >> 7]);
      const head = start === undefined ? [1, 1, 0, 0] : [1, 1, 0, 1, ...length(start.length), ...Array.from(new TextEncoder().encode(start))];
      return withChecksum([...head, 1, ...indexBytes]);
    };
    const initial = specOrder(Position.initial());
    expect(initial).toHaveLength(59);
    initial.forEach((move, i) => {
      const back = decodeGameLink(oneMoveLink(i, initial.length));
      expect(back.ok && back.value.moves.map(moveToString)).toEqual([moveToString(move)]);
    });
    // A middle game with more than 256 moves: indexes of two bytes.
    const pos = Position.initial();
    const rng = createRng(77);
    for (let ply = 0; ply < 400 && pos.legalMoves().length <= 256; ply++) {
      const legal = pos.legalMoves();
      pos.playOrThrow(legal[Math.floor(rng() * legal.length)] as Move);
    }
    const start = pos.toDsfen();
    expect(start.length).toBeGreaterThan(128); // a varint of two bytes
    const middle = specOrder(pos);
    expect(middle.length).toBeGreaterThan(256);
    for (const i of [0, 1, 100, 255, 256, middle.length - 1]) {
      const back = decodeGameLink(oneMoveLink(i, middle.length, start));
      expect(back.ok && back.value.moves.map(moveToString)).toEqual([moveToString(middle[i] as Move)]);
    }
  });
  it("refuses text that is no link", () => {
    for (const text of ["", "hello world", "#g=abc", "日本語"]) expect(errorCode(text)).toBe("notALink");
  });
});
