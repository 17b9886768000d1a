const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value in double quotes) made safe to place in HTML markup. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

// Colours arrive from the catalog's core data. Anything but a plain colour (a ';' that would start a
// second declaration, a url()) is dropped rather than written into a style attribute.
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/a-z]*\))$/i;

export const safeCssColour = (value: string, fallback = 'transparent'): string =>
  CSS_COLOUR.test(value.trim()) ? value.trim() : fallback;
