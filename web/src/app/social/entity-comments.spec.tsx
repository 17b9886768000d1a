import { screen, waitFor } from '@testing-library/react';
import { coreDataFixture } from '../../testing/fixtures';
import { evolutionFixture } from '../../testing/evolution-fixtures';
import { renderApp } from '../../testing/render';

const SQUAD = '1b4e28ba-2fa1-4d3b-8f5b-0a2c3d4e5f60';
const emptyThread = () => ({ body: { data: [], totalCount: 0 } });

describe('the comments sections of the evolution and squad pages', () => {
  it('gives an evolution page its comments (content type 2, the evolution id)', async () => {
    const { requests } = renderApp('/evolutions/5/', {
      '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
      '/api/fut/evolutions/5/': () => ({ body: { data: evolutionFixture(5) } }),
      '/api/comments/2/5/': emptyThread,
    });
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeTruthy();
    await screen.findByText('No comments yet.');
    expect(requests.some((url) => url.pathname === '/api/comments/2/5/')).toBe(true);
  });

  it("gives a saved squad's builder page its comments (content type 5, the squad uuid), and a new squad none", async () => {
    const saved = renderApp(`/26/squad-builder/${SQUAD}/edit/`, {
      '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
      [`/api/comments/5/${SQUAD}/`]: emptyThread,
    });
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeTruthy();
    await waitFor(() =>
      expect(saved.requests.some((url) => url.pathname === `/api/comments/5/${SQUAD}/`)).toBe(true),
    );
    saved.unmount();

    const fresh = renderApp('/26/squad-builder/new/edit/', {
      '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Comments' })).toBeNull();
    expect(fresh.requests.some((url) => url.pathname.startsWith('/api/comments/'))).toBe(false);
  });
});
