const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * A result's description: the overall in bold, the card's version (its rarity: "TOTY", "Rare Gold"),
 * the position and the club, every name escaped. The version tells apart the cards of one player.
 */
export const playerDescription = (card: {
  overall: number;
  versionName: string | null;
  positionName: string;
  clubName: string | null;
}): string =>
  [`<b>${card.overall}</b>`, card.versionName, card.positionName, card.clubName]
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (index === 0 ? part : escapeHtml(part)))
    .join(' · ');
