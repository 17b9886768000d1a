import { responseBytesOf } from './nats-requester.js';

const responseTextOf = (packet: string): string | null => {
  const bytes = responseBytesOf(new TextEncoder().encode(packet));
  return bytes === null ? null : new TextDecoder().decode(bytes);
};

describe('responseBytesOf', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('cuts the response value out of a single-value reply packet', () => {
    const packet = JSON.stringify({
      response: { data: [{ a: '"isDisposed":true' }], totalCount: 1 },
      isDisposed: true,
      id,
    });
    expect(JSON.parse(responseTextOf(packet)!)).toEqual({
      data: [{ a: '"isDisposed":true' }],
      totalCount: 1,
    });
  });

  it('keeps scalar and array responses intact', () => {
    expect(responseTextOf(JSON.stringify({ response: [1, 2], isDisposed: true, id }))).toBe('[1,2]');
    expect(responseTextOf(JSON.stringify({ response: 'x', isDisposed: true, id }))).toBe('"x"');
  });

  it('refuses error packets and other shapes so the caller parses them', () => {
    expect(responseTextOf(JSON.stringify({ err: { code: 'NOT_FOUND' }, isDisposed: true, id }))).toBeNull();
    expect(responseTextOf(JSON.stringify({ response: 1, id }))).toBeNull();
    expect(responseTextOf(JSON.stringify({ isDisposed: true, id }))).toBeNull();
  });
});
