import { escapeLike } from '@futgg/service-kit';

/** Words of a query the ranking looks at; a longer query still has to contain its whole text. */
const MAX_WORDS = 8;

export interface SearchQuery {
  text: string;
  values: unknown[];
}

/**
 * Global search over catalog.search_documents, the one SQL the service and the benchmark's bare route run.
 * `text` is already folded (normalizeSearchText). A document matches when its folded name contains every
 * word of the text, in any order (each a trigram-indexed LIKE). How well it answers, best first:
 *   5  the text is the name, or whole words of it in this order ("mbappe" in "kylian mbappe");
 *   4  a word of the name starts with the text ("mbap");
 *   3  every word is a whole word of the name, in any order ("mbappe kylian");
 *   2  every word starts a word of the name ("mbap kyl");
 *   1  the words are somewhere inside ("bapp").
 * One player's versions are one group, ranked by its best card; groups by their best answer, then the
 * better card (overall: players before other content of the same answer), then pageviews, the dearer
 * card, the newer; within a group, the versions by their answer, overall and price. Keys end in numbers:
 * shorter first keeps them in numeric order (player 99 before player 100).
 */
export const globalSearchQuery = (gameYear: number, text: string, limit: number): SearchQuery => {
  const escaped = escapeLike(text);
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_WORDS).map(escapeLike);
  const values: unknown[] = [gameYear, `% ${escaped} %`, `% ${escaped}%`, limit];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const contains = words.map((word) => `d.search_text LIKE ${param(`%${word}%`)}`);
  const whole = words.map((word) => `' ' || d.search_text || ' ' LIKE ${param(`% ${word} %`)}`);
  const starts = words.map((word) => `' ' || d.search_text LIKE ${param(`% ${word}%`)}`);
  // A text longer than the words looked at must still be inside the name as typed.
  if (words.length < new Set(text.split(' ').filter(Boolean)).size) {
    contains.push(`d.search_text LIKE ${param(`%${escaped}%`)}`);
  }
  const sql = `WITH hits AS (
       SELECT d.*, CASE
                WHEN ' ' || d.search_text || ' ' LIKE $2 THEN 5
                WHEN ' ' || d.search_text LIKE $3 THEN 4
                WHEN ${whole.join(' AND ')} THEN 3
                WHEN ${starts.join(' AND ')} THEN 2
                ELSE 1 END AS quality
       FROM catalog.search_documents d
       WHERE d.game_year = $1 AND ${contains.join(' AND ')}
     ), grouped AS (
       SELECT hits.*,
              max(quality) OVER grp AS group_quality,
              max(overall) OVER grp AS group_overall,
              max(pageviews) OVER grp AS group_pageviews,
              max(price) OVER grp AS group_price,
              max(recency) OVER grp AS group_recency
       FROM hits
       WINDOW grp AS (PARTITION BY group_key)
     )
     SELECT g.key, g.url, g.name, g.image_url AS "imageUrl", g.description, g.group_key AS "groupKey"
     FROM grouped g
     ORDER BY g.group_quality DESC, g.group_overall DESC NULLS LAST, g.group_pageviews DESC,
              g.group_price DESC NULLS LAST,
              -- The newer content first; a player's card date is no reason to rank it (players tie here).
              (CASE WHEN g.kind = 'player' THEN NULL ELSE g.group_recency END) DESC NULLS LAST,
              length(g.group_key), g.group_key,
              g.quality DESC, g.overall DESC NULLS LAST, g.price DESC NULLS LAST, length(g.key), g.key
     LIMIT $4`;
  return { text: sql, values };
};
