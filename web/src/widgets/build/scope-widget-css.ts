// The widgets bundle's CSS lands on pages we do not own (spec, second document, section 2): the app's
// stylesheet restyled their body, links and headings. This PostCSS plugin, run on the widgets build
// only, confines every rule of the bundle's own stylesheets to the widget markers and what they hold.
import type { AtRule, Document, Node, Plugin, Root, Rule } from 'postcss';

export const WIDGET_SCOPE = '[data-widget]';

/** The page's chrome (its body and html element) belongs to the host: such rules are dropped. */
const PAGE_CHROME = /^(?:html|body)$/;
/** The theme's tokens and type, set on :root in the app, are set on each marker instead. */
const ROOT = /^:root(?=$|[\s.:[>+~])/;

const scopeSelector = (selector: string, scope: string): string[] => {
  const trimmed = selector.trim();
  if (PAGE_CHROME.test(trimmed)) return [];
  if (trimmed === '*') return [scope, `${scope} *`];
  if (ROOT.test(trimmed)) return [trimmed.replace(ROOT, scope)];
  return [`${scope} ${trimmed.replace(/^(?:html|body)\s+/, '')}`];
};

const isInsideKeyframes = (rule: Rule) => {
  for (let node: Node | Document | undefined = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)) return true;
  }
  return false;
};

const scopeRule = (rule: Rule, scope: string) => {
  if (isInsideKeyframes(rule) || rule.selectors.every((selector) => selector.startsWith(scope))) return;
  const selectors = rule.selectors.flatMap((selector) => scopeSelector(selector, scope));
  if (selectors.length === 0) rule.remove();
  else rule.selectors = selectors;
};

/**
 * `appliesTo` picks the stylesheets to scope by file: the bundle's own, not a page's inline <style>
 * (the demo page styles its body like any host page would).
 */
export const scopeWidgetCss = (
  scope: string = WIDGET_SCOPE,
  appliesTo: (file: string | undefined) => boolean = () => true,
): Plugin => ({
  postcssPlugin: 'futgg-scope-widget-css',
  Once(root: Root) {
    if (appliesTo(root.source?.input.file)) root.walkRules((rule) => scopeRule(rule, scope));
  },
});
