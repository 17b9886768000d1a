import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { FORMATIONS } from '../formations/formations.js';
import {
  TACTIC_CODE_PREFIX,
  TacticCodeError,
  base64UrlOf,
  bytesOfBase64Url,
  crc32,
  decodeTacticCode,
  encodeTacticCode,
  tacticLineHeight,
  type TacticCodeData,
  type TacticCodeFailure,
} from './tactic-code.js';

const tacticArbitrary: fc.Arbitrary<TacticCodeData> = fc.record({
  // Whole code points (no lone surrogates): up to 4 UTF-8 bytes each, so 100 stay within 400 bytes.
  title: fc.string({ unit: 'binary', maxLength: 100 }),
  formationId: fc.constantFrom(...FORMATIONS.map((formation) => formation.id)),
  defensiveApproachId: fc.integer({ min: 0, max: 255 }),
  customDefensiveApproachValue: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  buildUpStyleId: fc.integer({ min: 0, max: 255 }),
  positionRoles: fc.array(
    fc.record({
      roleId: fc.integer({ min: 0, max: 2_147_483_647 }),
      positionUniqueId: fc.integer({ min: 0, max: 255 }),
      focusName: fc.string({ unit: 'binary', maxLength: 25 }),
    }),
    { maxLength: 12 },
  ),
});

const sample: TacticCodeData = {
  title: 'É',
  formationId: 'f433',
  defensiveApproachId: 10,
  customDefensiveApproachValue: 60,
  buildUpStyleId: 8,
  positionRoles: [{ roleId: 130, positionUniqueId: 25, focusName: 'A' }],
};

const failureOf = (run: () => unknown): { reason: TacticCodeFailure; field?: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof TacticCodeError) {
      return error.field === undefined
        ? { reason: error.reason }
        : { reason: error.reason, field: error.field };
    }
    throw error;
  }
  throw new Error('expected a TacticCodeError');
};

/** A code around any body bytes, with a correct checksum: to reach the checks after the checksum. */
const sealedCode = (body: number[]): string => {
  const bytes = Uint8Array.from([...body, 0, 0, 0, 0]);
  new DataView(bytes.buffer).setUint32(body.length, crc32(Uint8Array.from(body)));
  return TACTIC_CODE_PREFIX + base64UrlOf(bytes);
};

/** The code with one bit of one byte flipped, checksum left as it was. */
const flippedByte = (code: string, at: number): string => {
  const bytes = bytesOfBase64Url(code.slice(TACTIC_CODE_PREFIX.length))!;
  bytes[at] = bytes[at]! ^ 1;
  return TACTIC_CODE_PREFIX + base64UrlOf(bytes);
};

const bodyOf = (code: string): number[] => {
  const bytes = bytesOfBase64Url(code.slice(TACTIC_CODE_PREFIX.length))!;
  return [...bytes.subarray(0, bytes.length - 4)];
};

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('agrees with zlib for any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => crc32(bytes) === zlibCrc32(bytes)));
  });
});

describe('base64url', () => {
  it('agrees with Node and reads its own output back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = base64UrlOf(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(bytesOfBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it.each([
    ['a character outside the alphabet', 'ab+c'],
    ['padding', 'YQ=='],
    ['an impossible length', 'abcde'],
    ['unused bits set in the last character', 'YR'],
  ])('refuses %s', (_what, text) => {
    expect(bytesOfBase64Url(text)).toBeNull();
  });
});

describe('encodeTacticCode', () => {
  it('lays the fields out as docs/tactics.md says', () => {
    const index = FORMATIONS.findIndex((formation) => formation.id === 'f433');
    // version, formation, approach, flags, custom, build-up, count, slot, role 130 as LEB128, focus, title.
    expect(bodyOf(encodeTacticCode(sample))).toEqual([
      1,
      index,
      10,
      1,
      60,
      8,
      1,
      25,
      0x82,
      0x01,
      1,
      0x41,
      2,
      0xc3,
      0x89,
    ]);
  });

  it('leaves the custom value out when there is none', () => {
    expect(bodyOf(encodeTacticCode({ ...sample, customDefensiveApproachValue: null })).slice(3, 6)).toEqual([
      0, 8, 1,
    ]);
  });

  it.each<[string, Partial<TacticCodeData>, string]>([
    ['an unknown formation', { formationId: 'f999' }, 'formationId'],
    ['a 13th role', { positionRoles: Array(13).fill(sample.positionRoles[0]) }, 'positionRoles'],
    ['a custom value above 100', { customDefensiveApproachValue: 101 }, 'customDefensiveApproachValue'],
    ['an approach above a byte', { defensiveApproachId: 256 }, 'defensiveApproachId'],
    ['a negative build-up style', { buildUpStyleId: -1 }, 'buildUpStyleId'],
    [
      'a fractional role id',
      { positionRoles: [{ roleId: 1.5, positionUniqueId: 0, focusName: '' }] },
      'positionRoles.0.roleId',
    ],
    ['a title with a lone surrogate', { title: 'a\uD800b' }, 'title'],
    ['a title over 400 UTF-8 bytes', { title: '€'.repeat(134) }, 'title (UTF-8 bytes)'],
  ])('refuses %s, naming the field', (_what, change, field) => {
    expect(failureOf(() => encodeTacticCode({ ...sample, ...change }))).toEqual({
      reason: 'OUT_OF_RANGE',
      field,
    });
  });
});

describe('decodeTacticCode', () => {
  it('gives back every field of any valid tactic, unicode titles included', () => {
    fc.assert(
      fc.property(tacticArbitrary, (tactic) => {
        const code = encodeTacticCode(tactic);
        expect(code.startsWith(TACTIC_CODE_PREFIX)).toBe(true);
        expect(decodeTacticCode(code)).toEqual(tactic);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a code with any single character changed', () => {
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=. '];
    fc.assert(
      fc.property(tacticArbitrary, fc.nat(), fc.constantFrom(...alphabet), (tactic, at, replacement) => {
        const code = encodeTacticCode(tactic);
        const index = at % code.length;
        fc.pre(code[index] !== replacement);
        const tampered = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(() => decodeTacticCode(tampered)).toThrow(TacticCodeError);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every single-character change of one code, position by position', () => {
    const code = encodeTacticCode(sample);
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
    for (let index = 0; index < code.length; index += 1) {
      for (const replacement of alphabet.filter((char) => char !== code[index])) {
        const tampered = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(() => decodeTacticCode(tampered)).toThrow(TacticCodeError);
      }
    }
  });

  const valid = encodeTacticCode(sample);
  const body = bodyOf(valid);

  it.each<[string, () => string, TacticCodeFailure, string | undefined]>([
    ['another prefix', () => `XYZ-${valid.slice(4)}`, 'BAD_PREFIX', undefined],
    ['a lower-case prefix', () => valid.toLowerCase(), 'BAD_PREFIX', undefined],
    ['characters outside base64url', () => `${valid.slice(0, 8)}*${valid.slice(9)}`, 'BAD_BASE64', undefined],
    ['too few bytes for a checksum', () => `${TACTIC_CODE_PREFIX}AQID`, 'TRUNCATED', undefined],
    [
      'a code cut short',
      () => TACTIC_CODE_PREFIX + base64UrlOf(bytesOfBase64Url(valid.slice(4))!.subarray(0, -3)),
      'CHECKSUM_MISMATCH',
      undefined,
    ],
    ['a changed byte', () => flippedByte(valid, 3), 'CHECKSUM_MISMATCH', undefined],
    ['version 2', () => sealedCode([2, ...body.slice(1)]), 'UNKNOWN_VERSION', undefined],
    [
      'a formation index past the list',
      () => sealedCode([1, 200, ...body.slice(2)]),
      'OUT_OF_RANGE',
      'formationId',
    ],
    ['unknown flags', () => sealedCode([1, body[1]!, 10, 2, ...body.slice(4)]), 'OUT_OF_RANGE', 'flags'],
    [
      '13 roles',
      () => sealedCode([...body.slice(0, 6), 13, ...body.slice(7)]),
      'OUT_OF_RANGE',
      'positionRoles',
    ],
    ['a body cut inside the title', () => sealedCode(body.slice(0, -1)), 'TRUNCATED', 'title'],
    ['a body cut inside a role', () => sealedCode(body.slice(0, 9)), 'TRUNCATED', 'positionRoles.0.roleId'],
    ['bytes after the title', () => sealedCode([...body, 0]), 'TRAILING_BYTES', undefined],
    [
      'a title that is not UTF-8',
      () => sealedCode([...body.slice(0, -3), 2, 0xc3, 0x28]),
      'OUT_OF_RANGE',
      'title',
    ],
  ])('names the problem in %s', (_what, code, reason, field) => {
    expect(failureOf(() => decodeTacticCode(code()))).toEqual(
      field === undefined ? { reason } : { reason, field },
    );
  });
});

describe('tacticLineHeight', () => {
  it.each([
    [9, null, 25],
    [10, null, 50],
    [11, null, 85],
    [12, null, 95],
    [9, 40, 40],
    [12, 0, 0],
  ])('gives approach %i with custom value %p a line height of %i', (approach, custom, height) => {
    expect(tacticLineHeight({ defensiveApproachId: approach, customDefensiveApproachValue: custom })).toBe(
      height,
    );
  });
});
