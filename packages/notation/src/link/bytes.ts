/**
 * The byte-level pieces of a game link: base64url text (RFC 4648 §5, no padding), a CRC-32
 * checksum, unsigned varints and a bit stream written most significant bit first.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Bytes as base64url text without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET.charAt((n >> (18 - 6 * k)) & 63);
  }
  return out;
}

/**
 * The bytes of base64url text without padding, or undefined for a character outside the
 * alphabet. `exact` is false when the text is no writer's output: a length one over a
 * multiple of four, or unused low bits of the last character that are not zero (what
 * cutting a text short usually leaves); the whole bytes are given all the same.
 */
export function fromBase64Url(text: string): { readonly bytes: Uint8Array; readonly exact: boolean } | undefined {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let w = 0;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0 || c.length !== 1) return undefined;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[w++] = (acc >> bits) & 0xff;
    }
  }
  return { bytes, exact: text.length % 4 !== 1 && (acc & ((1 << bits) - 1)) === 0 };
}

let crcTable: Uint32Array | undefined;

/** The CRC-32 table, made on first use (no work when a bundle only imports this module). */
function crcTableOf(): Uint32Array {
  if (crcTable !== undefined) return crcTable;
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  crcTable = table;
  return table;
}

/** CRC-32 (IEEE 802.3, as in zip and PNG) of bytes. */
export function crc32(bytes: Uint8Array): number {
  const table = crcTableOf();
  let c = 0xffffffff;
  for (const b of bytes) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Bits needed for an index below `count` (0 when there is one choice or none). */
export function indexWidth(count: number): number {
  return count <= 1 ? 0 : 32 - Math.clz32(count - 1);
}

/** Bytes of a varint (LEB128) holding `value`. */
export function varintLength(value: number): number {
  let n = 1;
  for (let v = value; v >= 0x80; v = Math.floor(v / 128)) n++;
  return n;
}

/** Writes bytes, varints and bit fields. */
export class ByteWriter {
  private readonly bytes: number[] = [];
  private bitCount = 0;

  /** One byte (0…255). */
  byte(value: number): void {
    this.alignBits();
    this.bytes.push(value & 0xff);
  }

  /** An unsigned integer, seven bits a byte, low bits first (LEB128). */
  varint(value: number): void {
    let v = value;
    while (v >= 0x80) {
      this.byte((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    this.byte(v);
  }

  /** `width` bits of `value`, most significant first, packed after the previous bits. */
  bits(value: number, width: number): void {
    for (let k = width - 1; k >= 0; k--) {
      if (this.bitCount % 8 === 0) this.bytes.push(0);
      if ((value >>> k) & 1) this.bytes[this.bytes.length - 1] = (this.bytes[this.bytes.length - 1] ?? 0) | (0x80 >> this.bitCount % 8);
      this.bitCount++;
    }
  }

  /** The bytes so far; the last bit field is padded with zero bits. */
  finish(): Uint8Array {
    this.alignBits();
    return Uint8Array.from(this.bytes);
  }

  private alignBits(): void {
    this.bitCount = 0;
  }
}

/** Reads what a {@link ByteWriter} wrote; every read returns undefined past the end. */
export class ByteReader {
  private at = 0;
  private bitCount = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Bytes not read yet (a started byte of bits counts as read). */
  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  byte(): number | undefined {
    this.skipPadding();
    return this.at < this.bytes.length ? this.bytes[this.at++] : undefined;
  }

  /** A varint of at most 4 bytes (below 2^28), else undefined. */
  varint(): number | undefined {
    let value = 0;
    for (let k = 0; k < 4; k++) {
      const b = this.byte();
      if (b === undefined) return undefined;
      value += (b & 0x7f) * 2 ** (7 * k);
      if ((b & 0x80) === 0) return value;
    }
    return undefined;
  }

  bits(width: number): number | undefined {
    let value = 0;
    for (let k = 0; k < width; k++) {
      const byteAt = this.at + (this.bitCount >> 3);
      if (byteAt >= this.bytes.length) return undefined;
      value = value * 2 + (((this.bytes[byteAt] ?? 0) >> (7 - (this.bitCount & 7))) & 1);
      this.bitCount++;
    }
    return value;
  }

  /** True if the bits left in the current byte of a bit field are all zero. */
  paddingIsZero(): boolean {
    const used = this.bitCount & 7;
    if (used === 0) return true;
    const last = this.bytes[this.at + (this.bitCount >> 3)] ?? 0;
    return (last & (0xff >> used)) === 0;
  }

  /** Ends a bit field: the next read starts at the next whole byte. */
  private skipPadding(): void {
    this.at += Math.ceil(this.bitCount / 8);
    this.bitCount = 0;
  }

  /** Position in bytes after the current bit field. */
  get offset(): number {
    return this.at + Math.ceil(this.bitCount / 8);
  }
}
