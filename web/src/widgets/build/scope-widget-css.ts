// The widgets bundle's CSS lands on pages we do not own (spec, second document, section 2): the app's
// stylesheet restyled their body, links and headings. This PostCSS plugin, run on the widgets build
// only, confines every rule to the widget markers and what they hold.
import type { AtRule, Document, Node, Plugin, Rule } from 'postcss';

export const WIDGET_SCOPE = '[data-widget]';

/** Page-level selectors (the document, its root, its body) become the marker itself. */
const PAGE_LEVEL = /^(?::root|html|body)(?=$|[\s.:[>+~])/;

const scopeSelector = (selector: string, scope: string): string[] => {
  const trimmed = selector.trim();
  if (trimmed === '*') return [scope, `${scope} *`];
  if (PAGE_LEVEL.test(trimmed)) return [trimmed.replace(PAGE_LEVEL, scope)];
  return [`${scope} ${trimmed}`];
};

const isInsideKeyframes = (rule: Rule) => {
  for (let node: Node | Document | undefined = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)) return true;
  }
  return false;
};

export const scopeWidgetCss = (scope: string = WIDGET_SCOPE): Plugin => ({
  postcssPlugin: 'futgg-scope-widget-css',
  Rule(rule) {
    if (isInsideKeyframes(rule) || rule.selectors.every((selector) => selector.startsWith(scope))) return;
    rule.selectors = rule.selectors.flatMap((selector) => scopeSelector(selector, scope));
  },
});
