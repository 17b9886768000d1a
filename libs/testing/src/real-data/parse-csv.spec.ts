import { parseCsv } from './shared-data.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF line ends', () => {
    const rows = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,,"multi\nline"\r\n');
    expect(rows).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: '', c: 'multi\nline' },
    ]);
  });

  it('keeps a last line without a newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });
});
