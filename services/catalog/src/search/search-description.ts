const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A result's description: the overall in bold, the position and the club, every name escaped. */
export const playerDescription = (overall: number, positionName: string, clubName: string | null): string =>
  [`<b>${overall}</b>`, escapeHtml(positionName), clubName ? escapeHtml(clubName) : null]
    .filter(Boolean)
    .join(' · ');
