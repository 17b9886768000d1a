/** Ids read from the page are parsed as numbers; an invalid value is skipped (null). */
export const parsePageId = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : null;
};
