/**
 * Names are searched accent-insensitively and case-insensitively: "mbappe" finds "Mbappé". Stored
 * `searchName` values and search input go through the same function, so they always compare alike.
 */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const searchNameOf = (names: { commonName: string; firstName: string; lastName: string }): string =>
  normalizeSearchText([names.commonName, names.firstName, names.lastName].filter(Boolean).join(' '));
