import postcss from 'postcss';
import { scopeWidgetCss } from './scope-widget-css';

const scoped = async (css: string, from?: string, appliesTo?: (file: string | undefined) => boolean) =>
  (await postcss([scopeWidgetCss(undefined, appliesTo)]).process(css, { from })).css;

describe('scopeWidgetCss', () => {
  it('sets the theme tokens on the markers and leaves the html and body of the host page alone', async () => {
    expect(await scoped(':root { --bg: #000; }')).toBe('[data-widget] { --bg: #000; }');
    expect(await scoped('body { margin: 0; min-height: 100vh; }')).toBe('');
    expect(await scoped('html, .x { color: red; }')).toBe('[data-widget] .x { color: red; }');
    expect(await scoped('body .x { color: red; }')).toBe('[data-widget] .x { color: red; }');
  });

  it('scopes only the stylesheets it is told to', async () => {
    const ownOnly = (file: string | undefined) => file?.includes('/src/') === true;
    expect(await scoped('body { margin: 0; }', '/web/widgets-demo.html?html-proxy&inline-css', ownOnly)).toBe(
      'body { margin: 0; }',
    );
    expect(await scoped('a { color: red; }', '/web/src/styles/app.css', ownOnly)).toBe(
      '[data-widget] a { color: red; }',
    );
  });

  it('confines element, class and universal rules to what the markers hold', async () => {
    expect(await scoped('a, h1 { color: red; }')).toBe('[data-widget] a, [data-widget] h1 { color: red; }');
    expect(await scoped('.button:hover { color: red; }')).toBe('[data-widget] .button:hover { color: red; }');
    expect(await scoped('* { box-sizing: border-box; }')).toBe(
      '[data-widget], [data-widget] * { box-sizing: border-box; }',
    );
  });

  it('scopes rules inside media queries and leaves keyframes alone', async () => {
    expect(await scoped('@media (min-width: 1281px) { .nav { display: flex; } }')).toBe(
      '@media (min-width: 1281px) { [data-widget] .nav { display: flex; } }',
    );
    expect(await scoped('@keyframes spin { from { opacity: 0; } to { opacity: 1; } }')).toBe(
      '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
    );
  });

  it('does not scope a rule twice', async () => {
    expect(await scoped('[data-widget] .x { color: red; }')).toBe('[data-widget] .x { color: red; }');
  });
});
