import { brotliCompressSync } from 'node:zlib';
import fc from 'fast-check';
import { packText, unpackText } from './packed-text.js';

const LIMIT = { maxBytes: 1024 * 1024, field: 'packedContent' };

describe(packText.name, () => {
  it('unpacks to the same text, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(unpackText(packText(text), LIMIT)).toBe(text);
      }),
    );
  });

  it('packs a repetitive file to a small fraction of its size', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `${50_000_000 + index * 7},${index % 3 === 0}`);
    const text = `eaId,isUntradeable\n${rows.join('\n')}\n`;
    expect(packText(text).length).toBeLessThan(text.length / 3);
  });
});

describe(unpackText.name, () => {
  it.each([
    ['text that was never packed', Buffer.from('eaId\n1\n').toString('base64'), 'is not text packed'],
    [
      'bytes that are not UTF-8',
      brotliCompressSync(Buffer.from([0xff, 0xfe, 0x41])).toString('base64'),
      'is not UTF-8',
    ],
    [
      'a packet that unpacks past the limit (a zip bomb)',
      brotliCompressSync(Buffer.alloc(LIMIT.maxBytes + 1, 'a')).toString('base64'),
      `unpacks to more than ${LIMIT.maxBytes} bytes`,
    ],
  ])('refuses %s as INVALID_INPUT naming the field', (_name, packed, message) => {
    expect(() => unpackText(packed, LIMIT)).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        field: 'packedContent',
        message: expect.stringContaining(message),
      }),
    );
  });
});
