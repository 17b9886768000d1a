/** The query string of a request URL as sent, without the `?` (empty when there is none). */
export const rawQueryOf = (url: string): string => {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
};
