import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coreDataFixture, playerItemFixture, summaryFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

const handlers = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000) } }),
  '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
    body: {
      data: [summaryFixture(1000), summaryFixture(2000, { rarityEaId: 3, overall: 93, price: 900000 })],
    },
  }),
};

describe('player page', () => {
  it('shows the card in its rarity, the grouped attributes, playstyles by name and the price trends', async () => {
    renderApp('/26/players/1000/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: /Kylian Mbappé/ })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Kylian Mbappé card, Rare Gold' })).toBeTruthy();
    for (const group of ['Pace', 'Shooting', 'Passing', 'Dribbling', 'Defending', 'Physical']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${group}`) })).toBeTruthy();
    }
    expect(
      within(screen.getByRole('region', { name: 'PlayStyles+' })).getByText('Finesse Shot'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'PlayStyles' })).getByText('Rapid')).toBeTruthy();
    expect(screen.getByText('12,500')).toBeTruthy();
    expect(screen.getByText('+2.5%')).toBeTruthy();
  });

  it("draws the card's figure and its flag, league and club marks, and names each with its image", async () => {
    renderApp('/26/players/1000/', handlers);
    const card = await screen.findByRole('figure', { name: 'Kylian Mbappé card, Rare Gold' });
    // A drawn figure where the photo would be, not the player's initials.
    expect(card.querySelector('svg.player-card__figure')).toBeTruthy();
    expect(card.textContent).not.toContain('KM');
    const marks = [...card.querySelectorAll('.player-card__teams img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(marks).toEqual([
      '/static/nations/26/18.svg',
      '/static/leagues/26/53.svg',
      '/static/clubs/26/243.svg',
    ]);
    const info = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(info('Club').textContent).toBe('Real Madrid');
    expect(info('Club').querySelector('img')?.getAttribute('src')).toBe('/static/clubs/26/243.svg');
    expect(info('Nation').querySelector('img')?.getAttribute('src')).toBe('/static/nations/26/18.svg');
    expect(info('League').querySelector('img')?.getAttribute('src')).toBe('/static/leagues/26/53.svg');
  });

  it('opens on OTHER_VERSIONS and switches to the evolutions tab and the assets empty state', async () => {
    const user = userEvent.setup();
    renderApp('/26/players/1000/', handlers);
    const versions = await screen.findByRole('tab', { name: 'Other versions' });
    expect(versions.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: /Team of the Week/ })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Evolutions' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Evolutions it can take now');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Assets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Card assets are on their way.');
  });

  it('says so when the card does not exist', async () => {
    renderApp('/26/players/1000/', {
      ...handlers,
      '/api/fut/player-items/26-1000/': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'x' } },
      }),
    });
    expect(await screen.findByText('This card does not exist in this game.')).toBeTruthy();
  });
});
