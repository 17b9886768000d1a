/**
 * Text as a LIKE pattern that matches it literally: `%`, `_` and the escape character itself lose their
 * meaning (PostgreSQL's default escape is the backslash). Every LIKE over user text goes through here.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching any text that contains `text`. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
