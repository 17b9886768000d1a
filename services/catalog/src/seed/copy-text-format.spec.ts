import fc from 'fast-check';
import { copyField, copyLine, escapeCopyText, NULL_FIELD } from './copy-text-format.js';

/** PostgreSQL's reading of a text-format field (the inverse of escapeCopyText). */
const unescape = (field: string) =>
  field.replace(/\\(.)/gs, (_, char: string) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[char] ?? char);

describe('copyField', () => {
  it('writes nulls, booleans, numbers, id lists and json as COPY text expects', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe(NULL_FIELD);
    expect(copyField(true)).toBe('t');
    expect(copyField(-2.75)).toBe('-2.75');
    expect(copyField([1, 2, 30])).toBe('{1,2,30}');
    expect(copyField([])).toBe('{}');
    expect(copyField([], true)).toBe('[]');
    expect(copyField({ a: 'x\ty' }, true)).toBe('{"a":"x\\\\ty"}');
    expect(copyField('Müller "O\'Neil"')).toBe('Müller "O\'Neil"');
    expect(copyLine(['a', '\\N'])).toBe('a\t\\N\n');
  });

  it('refuses values it cannot encode', () => {
    expect(() => copyField(Number.NaN)).toThrow(RangeError);
    expect(() => copyField([{ x: 1 }])).toThrow(TypeError);
  });

  it('escapes any text so PostgreSQL reads it back unchanged and it stays on one field', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const field = escapeCopyText(text);
        return !/[\t\n\r]/.test(field) && unescape(field) === text;
      }),
    );
  });
});
