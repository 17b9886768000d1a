// The widgets bundle: server-rendered pages link /widgets/widgets.js (+ widgets.css) and put markers
// where pieces go; see docs/widgets.md.
import '../styles/app.css';
import { mountWidgets } from './mount-widgets';
import { attachPageHelpers } from './page-helpers';

const start = () => {
  attachPageHelpers(document);
  void mountWidgets(document);
};

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
