import { readServerState, serverStateElement, type ServerState } from './server-state';

const stateWithName = (name: string): ServerState => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['player-items', 'one', 26, 1],
        queryHash: '["player-items","one",26,1]',
        dehydratedAt: 1,
        state: {
          data: { commonName: name },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: { '0-1': null } },
});

describe('server state in the page', () => {
  it('carries hostile text as data: no element escapes the JSON block, and the text reads back unchanged', () => {
    const name = '</script><script>window.owned=1</script><!-- & \u2028\u2029 >';
    document.body.innerHTML = `<div id="root"></div>${serverStateElement(stateWithName(name))}`;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/json');
    const state = readServerState(document);
    expect((state!.queries.queries[0]!.state.data as { commonName: string }).commonName).toBe(name);
    expect(state!.router.loaderData).toEqual({ '0-1': null });
  });

  it('reads nothing from the bare shell or from a broken block (the app then renders from scratch)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="futgg-server-state">{not json</script>';
    expect(readServerState(document)).toBeNull();
  });
});
