import { FORMATIONS, formationById } from '../formations/formations.js';
import { lineHeightFor } from './tactic-rules.js';
import type { TacticPositionRole } from './squad-builder.types.js';

// A tactic share code (docs/tactics.md "The share code"): `FGT-` and the base64url (no padding) of
//
//   version u8 = 1 | formation index u8 | defensive approach u8 | flags u8 (bit 0: custom value given)
//   | [custom defensive approach value u8, when flagged] | build-up style u8 | role count u8
//   | per role: slot (position unique id) u8, role id varint, focus name (varint byte length + UTF-8)
//   | title (varint byte length + UTF-8) | CRC-32 (IEEE, big-endian u32) of every byte before it
//
// Varints are unsigned LEB128. The formation travels as its index in FORMATIONS, so a new formation is
// appended there, never inserted; a change of layout is a new version byte.

export const TACTIC_CODE_PREFIX = 'FGT-';
export const TACTIC_CODE_VERSION = 1;

/**
 * The 12th entry of a full squad tactic (spec, first document, section 5: "a tactic counts as a full
 * squad only with 12 entries"): the 11 field slots plus this one, the role of the first substitute. EA's
 * position ids end at 27 (LW), so 28 names no field slot. Our choice (docs/tactics.md).
 */
export const SUBSTITUTE_TACTIC_SLOT = 28;

export const TACTIC_CODE_LIMITS = {
  MAX_ROLES: 12,
  MAX_BYTE: 255,
  /** The custom defensive approach value is a line height (docs/tactics.md). */
  MAX_CUSTOM_DEFENSIVE_VALUE: 100,
  MAX_ROLE_ID: 2_147_483_647,
  MAX_TITLE_BYTES: 400,
  MAX_FOCUS_BYTES: 100,
  /** Longest code the decoder reads: every field at its limit, and then some. */
  MAX_CODE_LENGTH: 4096,
} as const;

/** What a share code carries: a tactic's own fields, without its ids, dates or owner. */
export interface TacticCodeData {
  title: string;
  formationId: string;
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
  buildUpStyleId: number;
  positionRoles: TacticPositionRole[];
}

export const TACTIC_CODE_FAILURES = [
  'BAD_PREFIX',
  'BAD_BASE64',
  'TRUNCATED',
  'CHECKSUM_MISMATCH',
  'UNKNOWN_VERSION',
  'OUT_OF_RANGE',
  'TRAILING_BYTES',
] as const;
export type TacticCodeFailure = (typeof TACTIC_CODE_FAILURES)[number];

/** Why a code could not be read or written; `field` names the tactic field when one is at fault. */
export class TacticCodeError extends Error {
  constructor(
    readonly reason: TacticCodeFailure,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TacticCodeError';
  }
}

/**
 * The line height a tactic plays with: its custom value when it has one, else the approach's (spec,
 * first document, section 9, via lineHeightFor). Custom value as the line height is our reading.
 */
export const tacticLineHeight = (tactic: {
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
}): number => tactic.customDefensiveApproachValue ?? lineHeightFor(tactic.defensiveApproachId);

// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as zlib and PNG compute it. Written here because
// game-rules runs in the browser too and takes no dependencies; checked against node:zlib in the spec.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUE = new Map([...BASE64URL].map((char, index) => [char, index]));

export const base64UrlOf = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) text += BASE64URL[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
};

/**
 * Strict base64url without padding: only the alphabet, no impossible length, and the unused low bits of
 * the last character zero. Without the last rule two codes could decode to the same bytes, and a changed
 * character could slip past the checksum.
 */
export const bytesOfBase64Url = (text: string): Uint8Array | null => {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (const char of text) {
    const value = BASE64URL_VALUE.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that UTF-8 carries unchanged: a lone surrogate would come back as U+FFFD. */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

class ByteWriter {
  private readonly bytes: number[] = [];

  u8(value: number, field: string, max: number = TACTIC_CODE_LIMITS.MAX_BYTE) {
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new TacticCodeError('OUT_OF_RANGE', `${field} must be a whole number from 0 to ${max}`, field);
    }
    this.bytes.push(value);
  }

  varint(value: number, field: string, max: number) {
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new TacticCodeError('OUT_OF_RANGE', `${field} must be a whole number from 0 to ${max}`, field);
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }

  text(value: string, field: string, maxBytes: number) {
    if (!isWellFormedText(value)) {
      throw new TacticCodeError('OUT_OF_RANGE', `${field} holds a lone surrogate (not valid Unicode)`, field);
    }
    const encoded = utf8Encoder.encode(value);
    this.varint(encoded.length, `${field} (UTF-8 bytes)`, maxBytes);
    this.bytes.push(...encoded);
  }

  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private truncated(field: string): never {
    throw new TacticCodeError('TRUNCATED', `The code ends before ${field}`, field);
  }

  u8(field: string, max: number = TACTIC_CODE_LIMITS.MAX_BYTE): number {
    if (this.offset >= this.bytes.length) this.truncated(field);
    const value = this.bytes[this.offset++]!;
    if (value > max) throw new TacticCodeError('OUT_OF_RANGE', `${field} ${value} is above ${max}`, field);
    return value;
  }

  varint(field: string, max: number): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.offset >= this.bytes.length) this.truncated(field);
      const byte = this.bytes[this.offset++]!;
      value += (byte & 0x7f) * scale;
      if (value > max) throw new TacticCodeError('OUT_OF_RANGE', `${field} is above ${max}`, field);
      if ((byte & 0x80) === 0) {
        // One value, one encoding: a trailing zero group would let two codes say the same thing.
        if (byte === 0 && scale > 1) {
          throw new TacticCodeError('OUT_OF_RANGE', `${field} is not minimally encoded`, field);
        }
        return value;
      }
      scale *= 0x80;
    }
  }

  text(field: string, maxBytes: number): string {
    const length = this.varint(`${field} (UTF-8 bytes)`, maxBytes);
    if (this.offset + length > this.bytes.length) this.truncated(field);
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    try {
      return utf8Decoder.decode(slice);
    } catch {
      throw new TacticCodeError('OUT_OF_RANGE', `${field} is not valid UTF-8`, field);
    }
  }

  get isAtEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

const FLAG_CUSTOM_VALUE = 1;
const CHECKSUM_BYTES = 4;

/** The share code of a tactic's fields; TacticCodeError (OUT_OF_RANGE, naming the field) if one won't fit. */
export const encodeTacticCode = (tactic: TacticCodeData): string => {
  const formation = formationById(tactic.formationId);
  if (formation === undefined) {
    throw new TacticCodeError('OUT_OF_RANGE', `Unknown formation ${tactic.formationId}`, 'formationId');
  }
  if (tactic.positionRoles.length > TACTIC_CODE_LIMITS.MAX_ROLES) {
    throw new TacticCodeError(
      'OUT_OF_RANGE',
      `A tactic has at most ${TACTIC_CODE_LIMITS.MAX_ROLES} position roles`,
      'positionRoles',
    );
  }
  const out = new ByteWriter();
  out.u8(TACTIC_CODE_VERSION, 'version');
  out.u8(formation.index, 'formationId');
  out.u8(tactic.defensiveApproachId, 'defensiveApproachId');
  const hasCustom = tactic.customDefensiveApproachValue !== null;
  out.u8(hasCustom ? FLAG_CUSTOM_VALUE : 0, 'flags');
  if (hasCustom) {
    out.u8(
      tactic.customDefensiveApproachValue!,
      'customDefensiveApproachValue',
      TACTIC_CODE_LIMITS.MAX_CUSTOM_DEFENSIVE_VALUE,
    );
  }
  out.u8(tactic.buildUpStyleId, 'buildUpStyleId');
  out.u8(tactic.positionRoles.length, 'positionRoles');
  tactic.positionRoles.forEach((role, index) => {
    out.u8(role.positionUniqueId, `positionRoles.${index}.positionUniqueId`);
    out.varint(role.roleId, `positionRoles.${index}.roleId`, TACTIC_CODE_LIMITS.MAX_ROLE_ID);
    out.text(role.focusName, `positionRoles.${index}.focusName`, TACTIC_CODE_LIMITS.MAX_FOCUS_BYTES);
  });
  out.text(tactic.title, 'title', TACTIC_CODE_LIMITS.MAX_TITLE_BYTES);
  const body = out.done();
  const sealed = new Uint8Array(body.length + CHECKSUM_BYTES);
  sealed.set(body);
  new DataView(sealed.buffer).setUint32(body.length, crc32(body));
  return TACTIC_CODE_PREFIX + base64UrlOf(sealed);
};

const readV1 = (input: ByteReader): TacticCodeData => {
  const formationIndex = input.u8('formationId', FORMATIONS.length - 1);
  const defensiveApproachId = input.u8('defensiveApproachId');
  const flags = input.u8('flags', FLAG_CUSTOM_VALUE);
  const customDefensiveApproachValue =
    flags & FLAG_CUSTOM_VALUE
      ? input.u8('customDefensiveApproachValue', TACTIC_CODE_LIMITS.MAX_CUSTOM_DEFENSIVE_VALUE)
      : null;
  const buildUpStyleId = input.u8('buildUpStyleId');
  const count = input.u8('positionRoles', TACTIC_CODE_LIMITS.MAX_ROLES);
  const positionRoles: TacticPositionRole[] = [];
  for (let index = 0; index < count; index += 1) {
    const positionUniqueId = input.u8(`positionRoles.${index}.positionUniqueId`);
    const roleId = input.varint(`positionRoles.${index}.roleId`, TACTIC_CODE_LIMITS.MAX_ROLE_ID);
    const focusName = input.text(`positionRoles.${index}.focusName`, TACTIC_CODE_LIMITS.MAX_FOCUS_BYTES);
    positionRoles.push({ roleId, positionUniqueId, focusName });
  }
  const title = input.text('title', TACTIC_CODE_LIMITS.MAX_TITLE_BYTES);
  return {
    title,
    formationId: FORMATIONS[formationIndex]!.id,
    defensiveApproachId,
    customDefensiveApproachValue,
    buildUpStyleId,
    positionRoles,
  };
};

/**
 * A tactic's fields from its share code, or TacticCodeError naming what is wrong: the prefix, the
 * base64url, a code cut short, the checksum, an unknown version, a field out of range, bytes left over.
 * It checks the code's own layout only; whether the roles exist is the catalog's core data to say.
 */
export const decodeTacticCode = (code: string): TacticCodeData => {
  if (!code.startsWith(TACTIC_CODE_PREFIX)) {
    throw new TacticCodeError('BAD_PREFIX', `A tactic code starts with ${TACTIC_CODE_PREFIX}`);
  }
  if (code.length > TACTIC_CODE_LIMITS.MAX_CODE_LENGTH) {
    throw new TacticCodeError(
      'OUT_OF_RANGE',
      `A tactic code has at most ${TACTIC_CODE_LIMITS.MAX_CODE_LENGTH} characters`,
    );
  }
  const bytes = bytesOfBase64Url(code.slice(TACTIC_CODE_PREFIX.length));
  if (bytes === null) {
    throw new TacticCodeError('BAD_BASE64', 'The code after its prefix is not canonical base64url');
  }
  if (bytes.length < 1 + CHECKSUM_BYTES) {
    throw new TacticCodeError('TRUNCATED', 'The code is too short to hold a version and a checksum');
  }
  const body = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const checksum = new DataView(bytes.buffer, bytes.byteOffset).getUint32(body.length);
  if (crc32(body) !== checksum) {
    throw new TacticCodeError('CHECKSUM_MISMATCH', 'The code is damaged: its checksum does not match');
  }
  const input = new ByteReader(body);
  const version = input.u8('version');
  if (version !== TACTIC_CODE_VERSION) {
    throw new TacticCodeError('UNKNOWN_VERSION', `Tactic code version ${version} is not known`);
  }
  const tactic = readV1(input);
  if (!input.isAtEnd) {
    throw new TacticCodeError('TRAILING_BYTES', 'The code holds bytes after its title');
  }
  return tactic;
};
