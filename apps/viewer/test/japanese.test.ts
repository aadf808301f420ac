// Node unit tests of the Japanese words: readings in kana, piece descriptions, and what the
// live region says for a move (captures in words, never KIF's origin digits).
import { KIND_DATA, Position, parseMoveString, pieceOf, type Move } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { romajiToKana } from "../src/i18n/kana.js";
import { japaneseAnnouncement, japaneseCaptureWords } from "../src/i18n/speech.js";
import { describePiece, kanjiWithReading, resolvePieceStyle } from "../src/pieces/pieces.js";

describe("readings in kana", () => {
  it("reads every kind's romaji as hiragana only", () => {
    for (const k of KIND_DATA) {
      for (const romaji of k.romaji.split(" / ")) expect(romajiToKana(romaji), `${k.code} ${romaji}`).toMatch(/^[\u3041-\u3096ー]+$/);
    }
  });

  it("gives the readings a Japanese reader expects (long vowels, ん, っ, small ゃゅょ)", () => {
    // Written by hand from the names' usual readings.
    const expected: Record<string, string> = {
      shishi: "しし",
      gyokushō: "ぎょくしょう",
      ōshō: "おうしょう",
      honnō: "ほんのう",
      namban: "なんばん",
      tesshō: "てっしょう",
      byakko: "びゃっこ",
      kirin: "きりん",
      myōjin: "みょうじん",
      hōō: "ほうおう",
      suigyū: "すいぎゅう",
      komainu: "こまいぬ",
      kinnō: "きんのう",
      mōen: "もうえん",
      funjin: "ふんじん",
    };
    for (const [romaji, kana] of Object.entries(expected)) expect(romajiToKana(romaji), romaji).toBe(kana);
    expect(romajiToKana("qx")).toBeUndefined();
  });

  it("names a piece with its reading in Japanese, its side and the kind it was before promoting", () => {
    const fail = (): never => {
      throw new Error("no piece");
    };
    expect(kanjiWithReading("Ln")).toBe("獅子（しし）");
    expect(describePiece(pieceOf("K", "black") ?? fail(), "9q", "ja")).toBe("9十七: 先手 玉将（ぎょくしょう）");
    expect(describePiece(pieceOf("K", "white") ?? fail(), "9a", "ja")).toBe("9一: 後手 王将（おうしょう）");
    expect(describePiece(pieceOf("+Ea", "white") ?? fail(), "5c", "ja")).toBe("5三: 後手 獅子（しし）、東夷（とうい）の成り");
    // English stays as it was.
    expect(describePiece(pieceOf("K", "black") ?? fail(), "9q")).toBe("9q: Black king 玉将 (gyokushō)");
  });
});

describe("a move spoken in Japanese", () => {
  /** The move `text` (a move string) in the position `dsfen`, and what core says it does. */
  const details = (dsfen: string, text: string): ReturnType<Position["describeMove"]> => {
    const pos = Position.fromDsfenOrThrow(dsfen);
    const move: Move = (() => {
      const r = parseMoveString(pos, text);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    })();
    return pos.describeMove(move);
  };
  // A black lion on 9i; white pawns on 9h and 9g (two steps ahead); the kings far apart.
  const lionBoard = "8,vK,8/17/17/17/17/17/8,vP,8/8,vP,8/8,Ln,8/17/17/17/17/17/17/17/8,K,8 b 1";

  it("says both captures of a lion's double capture, square by square", () => {
    const d = details(lionBoard, "9i9h9g");
    expect(d.captures).toHaveLength(2);
    expect(japaneseCaptureWords(d)).toBe("、9八の歩兵と9七の歩兵を取る");
  });

  it("says what a capture on the final square takes, a capture without moving (igui) and a pass", () => {
    expect(japaneseCaptureWords(details(lionBoard, "9i9h"))).toBe("、歩兵を取る");
    expect(japaneseCaptureWords(details(lionBoard, "9i9h9i"))).toBe(" 居喰い、9八の歩兵を取る");
    expect(japaneseCaptureWords(details(lionBoard, "9i9i"))).toBe(" じっと（パス）");
    expect(japaneseCaptureWords(details(lionBoard, "9i8j"))).toBe("");
  });

  it("drops KIF's origin — four digits or a lion's path with arrows — and reads full-width digits as plain ones", () => {
    expect(japaneseAnnouncement(128, false, "９一歩兵(0902)", "")).toBe("128手目 ☖9一歩兵");
    expect(japaneseAnnouncement(12, true, "１３十四獅子成(1516→1415)", "王手", "、14十五の歩兵と13十四の銀将を取る")).toBe(
      "12手目 ☗13十四獅子成、14十五の歩兵と13十四の銀将を取る 王手",
    );
  });
});

describe("the piece style without kanji glyphs", () => {
  it("draws the codes where kanji would be drawn but the browser has no glyphs for them", () => {
    const missing = (): boolean => false;
    const present = (): boolean => true;
    expect(resolvePieceStyle("auto", 40, present)).toBe("kanji");
    expect(resolvePieceStyle("auto", 40, missing)).toBe("abbreviation");
    expect(resolvePieceStyle("kanji", 20, missing)).toBe("abbreviation");
    // Small squares draw the compact codes either way; chosen code styles stay.
    expect(resolvePieceStyle("auto", 20, missing)).toBe("compact");
    expect(resolvePieceStyle("compact", 40, missing)).toBe("compact");
    expect(resolvePieceStyle("abbreviation", 40, present)).toBe("abbreviation");
  });
});
