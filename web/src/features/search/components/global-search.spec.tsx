import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@futgg/contracts';
import { AppProviders } from '../../../app/provider';
import { testApi, testQueryClient, type FakeRoute } from '../../../testing/render';
import { GlobalSearch } from './global-search';

const result = (
  id: number,
  name: string,
  description: string | null = `<b>9${id}</b> ST · Club`,
): SearchResult => ({
  key: `player-26-${id}`,
  url: `/26/players/${id}/`,
  name,
  imageUrl: null,
  description,
  groupKey: `player-26-base-${id}`,
});

const setup = (search: FakeRoute) => {
  const { api, requests } = testApi({ '/api/search/': search });
  const navigated: string[] = [];
  const user = userEvent.setup();
  render(
    <AppProviders api={api} queryClient={testQueryClient()}>
      <input aria-label="Other field" />
      <p>Outside</p>
      <GlobalSearch onNavigate={(url) => navigated.push(url)} />
    </AppProviders>,
  );
  return { requests: () => requests.filter((url) => url.pathname === '/api/search/'), navigated, user };
};

const THREE = [result(1, 'Kylian Mbappé'), result(2, 'Kylian Doe'), result(3, 'Kyle Walker')];

describe('GlobalSearch', () => {
  it('shows the hint and opens with "/" when nothing editable has focus, focusing its input', async () => {
    const { user } = setup(() => ({ body: { data: [] } }));
    expect(screen.getByText('Hit "/" to open search')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search players' })).toBeNull();
    await user.keyboard('/');
    const input = await screen.findByRole('searchbox', { name: 'Search players' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByRole('button', { name: /Search/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores "/" while another input has focus', async () => {
    const { user } = setup(() => ({ body: { data: [] } }));
    await user.click(screen.getByRole('textbox', { name: 'Other field' }));
    await user.keyboard('/');
    expect(screen.queryByRole('searchbox', { name: 'Search players' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Other field' }) as HTMLInputElement).value).toBe('/');
  });

  it('searches only once the debounced text has 3 characters, showing Loading... then the rows', async () => {
    let release: (() => void) | undefined;
    const { user, requests } = setup(
      () => new Promise((resolve) => (release = () => resolve({ body: { data: THREE } }))),
    );
    await user.keyboard('/');
    const input = await screen.findByRole('searchbox', { name: 'Search players' });
    await user.type(input, 'ky');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests()).toHaveLength(0);
    await user.type(input, 'l');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.searchParams.get('q')).toBe('kyl');
    await act(async () => release?.());
    const links = await screen.findAllByRole('link', { name: /Ky/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/26/players/1/',
      '/26/players/2/',
      '/26/players/3/',
    ]);
  });

  it('moves the highlight with the arrow keys within the results, and Enter goes to the highlighted url', async () => {
    const { user, navigated } = setup(() => ({ body: { data: THREE } }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'kyl');
    await screen.findAllByRole('link', { name: /Ky/ });
    const highlighted = () =>
      screen
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.textContent);
    expect(highlighted()).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlighted()).toEqual([expect.stringContaining('Kyle Walker')]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(highlighted()).toEqual([expect.stringContaining('Kylian Mbappé')]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigated).toEqual(['/26/players/2/']);
  });

  it('goes to the first result on Enter when none is highlighted, and resets the highlight when new results arrive', async () => {
    const { user, navigated } = setup((url) => ({
      body: {
        data:
          url.searchParams.get('q') === 'kyli' ? [result(9, 'Kylian Other'), result(8, 'Kylian Two')] : THREE,
      },
    }));
    await user.keyboard('/');
    const input = await screen.findByRole('searchbox', { name: 'Search players' });
    await user.type(input, 'kyl');
    await screen.findByRole('link', { name: /Kyle Walker/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.type(input, 'i');
    await screen.findByRole('link', { name: /Kylian Other/ });
    expect(screen.queryAllByRole('link').some((link) => link.getAttribute('aria-current') === 'true')).toBe(
      false,
    );
    await user.keyboard('{Enter}');
    expect(navigated).toEqual(['/26/players/9/']);
  });

  it("shows 'No Results Found' for an empty answer", async () => {
    const { user } = setup(() => ({ body: { data: [] } }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'zzz');
    expect(await screen.findByText('No Results Found')).toBeTruthy();
  });

  it("shows the danger toast 'An error occurred' and logs the error when the search fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'kyl');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch /api/search/?q=kyl' }),
    );
    logged.mockRestore();
  });

  it('renders the description as sanitised HTML', async () => {
    const { user } = setup(() => ({
      body: {
        data: [
          result(1, 'Kylian Mbappé', '<b>91</b> ST<img src=x onerror="alert(1)"><script>alert(2)</script>'),
        ],
      },
    }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'kyl');
    const link = await screen.findByRole('link', { name: /Kylian Mbappé/ });
    expect(link.querySelector('b')?.textContent).toBe('91');
    expect(link.querySelector('script')).toBeNull();
    expect(link.innerHTML).not.toContain('onerror');
  });

  it('closes on Escape, on the close button and on a click elsewhere', async () => {
    const { user } = setup(() => ({ body: { data: [] } }));
    await user.keyboard('/');
    await screen.findByRole('searchbox', { name: 'Search players' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox', { name: 'Search players' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox', { name: 'Search players' })).toBeNull();
    await user.keyboard('/');
    await screen.findByRole('searchbox', { name: 'Search players' });
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('searchbox', { name: 'Search players' })).toBeNull();
  });

  it('starts a new search when reopened: the last text is selected, so typing replaces it', async () => {
    const { user } = setup(() => ({ body: { data: THREE } }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'kylian');
    await user.keyboard('{Escape}');
    await user.keyboard('/');
    await waitFor(() => {
      const input = screen.getByRole('searchbox', { name: 'Search players' }) as HTMLInputElement;
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'kylian'.length]);
    });
    await user.keyboard('walker');
    expect((screen.getByRole('searchbox', { name: 'Search players' }) as HTMLInputElement).value).toBe(
      'walker',
    );
  });

  it("lists a player's versions together, the name said once in view and still in each link's name", async () => {
    const versions = [
      { ...result(1, 'Kylian Mbappé', '<b>91</b> · TOTY · ST'), groupKey: 'player-26-base-7' },
      { ...result(2, 'Kylian Mbappé', '<b>88</b> · Rare Gold · ST'), groupKey: 'player-26-base-7' },
      result(3, 'Kyle Walker'),
    ];
    const { user } = setup(() => ({ body: { data: versions } }));
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'kyl');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual(['', 'search-results__version', '']);
    expect(screen.getByRole('link', { name: /Mbappé 88 · Rare Gold/ })).toBeTruthy();
  });
});
