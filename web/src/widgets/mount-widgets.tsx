import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/toast/toast-provider';
import { ApiContext, createApi, type Api } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { readTrackedView } from './read-inputs';
import { WIDGETS } from './widget-registry';

const MOUNTED = 'widgetMounted';

const WidgetProviders = ({
  api,
  queryClient,
  children,
}: {
  api: Api;
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <ApiContext.Provider value={api}>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  </ApiContext.Provider>
);

/**
 * Entity view tracking: every `[data-track-view]` element with both ids sends one view; an element
 * without them is logged and skipped. The answer is not read (spec, second document, section 7), and a
 * failed send must never disturb the page.
 */
export const trackViews = (root: ParentNode, api: Api): number => {
  let sent = 0;
  for (const element of root.querySelectorAll<HTMLElement>('[data-track-view]')) {
    if (element.dataset[MOUNTED]) continue;
    element.dataset[MOUNTED] = 'true';
    const result = readTrackedView(element.dataset);
    if (result.kind !== 'mount') {
      console.error(result.message);
      continue;
    }
    sent += 1;
    api.views.track({ type: 'entity_view', ...result.inputs }).catch(() => undefined);
  }
  return sent;
};

/**
 * Mounts each piece only where its marker (`data-widget="<name>"`) is in the page; a marker is mounted
 * once even if this runs again (pages that add markers later call it again).
 */
export const mountWidgets = async (
  root: ParentNode = document,
  options: { api?: Api; queryClient?: QueryClient } = {},
): Promise<Root[]> => {
  const api = options.api ?? createApi();
  const queryClient = options.queryClient ?? createQueryClient();
  const roots: Root[] = [];
  const markers = [...root.querySelectorAll<HTMLElement>('[data-widget]')].filter(
    (element) => !element.dataset[MOUNTED],
  );
  await Promise.all(
    markers.map(async (element) => {
      element.dataset[MOUNTED] = 'true';
      const name = element.dataset['widget'] ?? '';
      const factory = WIDGETS[name];
      if (!factory) {
        console.error(`Unknown widget "${name}"`);
        return;
      }
      const node = await factory(element);
      if (node === null) return;
      const reactRoot = createRoot(element);
      reactRoot.render(
        <WidgetProviders api={api} queryClient={queryClient}>
          {node}
        </WidgetProviders>,
      );
      roots.push(reactRoot);
    }),
  );
  trackViews(root, api);
  return roots;
};
