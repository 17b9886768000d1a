import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { coreDataFixture, summaryFixture } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

const handlers = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/26/player-items/': () => ({ body: { data: [summaryFixture(1000)], totalCount: 1 } }),
};

describe('site header links', () => {
  it('navigate inside the app on a plain click, marking the current section', async () => {
    const { router } = renderApp('/26/players/?sort=-price', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Players' }).getAttribute('aria-current')).toBe('page');
    const evoLab = within(nav).getByRole('link', { name: 'Evo Lab' });
    expect(fireEvent.click(evoLab)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/evo-lab/'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Evo Lab' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('leave a click with a modifier (new tab, new window) to the browser', async () => {
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const evoLab = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Evo Lab',
    });
    expect(evoLab.getAttribute('href')).toBe('/evo-lab/');
    expect(fireEvent.click(evoLab, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(evoLab, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/26/players/');
  });
});
