import { SendReportRequest, isReportableUrl } from './moderation.schemas.js';

describe(isReportableUrl.name, () => {
  it.each([
    '/players/26-231747/',
    '/',
    '/squads/0b7c?tab=chemistry#top',
    'https://www.example.com/',
    'http://example.com/a?b=c',
  ])('takes %s', (url) => {
    expect(isReportableUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    '//evil.example.com/',
    '/\\evil.example.com/',
    'players/1/',
    'https://example.com/a b',
    'mailto:someone@example.com',
    'https://',
  ])('refuses %s', (url) => {
    expect(isReportableUrl(url)).toBe(false);
  });
});

describe('SendReportRequest', () => {
  it('trims the url and the note, and an absent note is empty', () => {
    expect(SendReportRequest.parse({ url: ' /players/1/ ' })).toEqual({ url: '/players/1/', note: '' });
  });

  it('names the field it refuses', () => {
    const result = SendReportRequest.safeParse({ url: '/x/', note: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['note']);
  });
});
