import postcss from 'postcss';
import { scopeWidgetCss } from './scope-widget-css';

const scoped = async (css: string) =>
  (await postcss([scopeWidgetCss()]).process(css, { from: undefined })).css;

describe('scopeWidgetCss', () => {
  it('turns the page-level rules into rules on the widget markers', async () => {
    expect(await scoped(':root { --bg: #000; }')).toBe('[data-widget] { --bg: #000; }');
    expect(await scoped('body { margin: 0; }')).toBe('[data-widget] { margin: 0; }');
    expect(await scoped('html.dark .x { color: red; }')).toBe('[data-widget].dark .x { color: red; }');
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
