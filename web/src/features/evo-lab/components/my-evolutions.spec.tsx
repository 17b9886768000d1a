import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvolutionPathRecord } from '@futgg/contracts';
import { playerItemFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { PACE_BOOST, labGateway, savedItemFixture } from '../testing/lab-fixtures';

const HASH = 'b'.repeat(24);
const ITEMS = [
  savedItemFixture(1, { upgradeCount: 2, playerItemDefinition: playerItemFixture(1000, { overall: 90 }) }),
  savedItemFixture(2, {
    upgradeCount: 6,
    pathHash: HASH,
    isModified: true,
    playerItemDefinition: playerItemFixture(1000, { overall: 87 }),
  }),
];
const PATH: EvolutionPathRecord = {
  pathHash: HASH,
  gameYear: 26,
  eaId: 1000,
  evolutionIds: [PACE_BOOST.id],
  manualChanges: { attributeFinishing: 95, playstylesPlus: [0, 7] },
  coinsCost: 25_000,
  pointsCost: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const names = () =>
  [...screen.getByRole('list', { name: 'My evolutions' }).querySelectorAll('.lab-user-evo__name')].map(
    (name) => name.firstChild?.textContent,
  );

describe('My evolutions', () => {
  it('asks a visitor to sign in', async () => {
    renderApp('/evo-lab/?mode=my-evolutions', labGateway().handlers);
    expect(await screen.findByRole('heading', { name: 'Sign in to keep your evolutions' })).toBeTruthy();
  });

  it('sorts by number of upgrades or by overall, and deletes one after a confirmation', async () => {
    const user = userEvent.setup();
    const gateway = labGateway({
      signedIn: true,
      items: ITEMS,
      extra: { '/api/fut/evo-lab/delete/2/': () => ({ body: { data: { removed: 1 } } }) },
    });
    const { calls } = renderApp('/evo-lab/?mode=my-evolutions', gateway.handlers);
    await screen.findByRole('list', { name: 'My evolutions' });
    expect(names()).toEqual(['Kylian Mbappé 87', 'Kylian Mbappé 90']);
    await user.click(screen.getByRole('button', { name: 'Best overall' }));
    expect(names()).toEqual(['Kylian Mbappé 90', 'Kylian Mbappé 87']);

    await user.click(screen.getByRole('button', { name: 'Delete Kylian Mbappé 87' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Kylian Mbappé deleted from My evolutions')).toBeTruthy();
    const deleted = calls.find((call) => call.url.pathname === '/api/fut/evo-lab/delete/2/')!;
    expect(deleted.method).toBe('DELETE');
  });

  it('opens one in the lab with its evolutions and manual changes, on the review step', async () => {
    const user = userEvent.setup();
    const gateway = labGateway({
      signedIn: true,
      items: ITEMS,
      extra: { [`/api/fut/evolutions/path/${HASH}/`]: () => ({ body: { data: PATH } }) },
    });
    const { router } = renderApp('/evo-lab/?mode=my-evolutions', gateway.handlers);
    await user.click(await screen.findByRole('button', { name: 'Open in lab: Kylian Mbappé 87' }));
    expect(await screen.findByRole('heading', { name: /Review and save/ })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?path=${HASH}&step=review`));
    const table = screen.getByRole('table', { name: 'Values changed, base card to evolved card' });
    expect(within(table).getByRole('rowheader', { name: 'Finishing' }).closest('tr')!.textContent).toContain(
      '95',
    );
    expect(
      within(table).getByRole('rowheader', { name: 'PlayStyles+' }).closest('tr')!.textContent,
    ).toContain('+ Rapid');
    expect(screen.getAllByText('Customised').length).toBeGreaterThan(0);
  });

  it('opens a stored path from the address', async () => {
    const gateway = labGateway({
      extra: { [`/api/fut/evolutions/path/${HASH}/`]: () => ({ body: { data: PATH } }) },
    });
    renderApp(`/evo-lab/?path=${HASH}`, gateway.handlers);
    expect(await screen.findByRole('heading', { name: /Review and save/ })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: /^Step 4 of 4/ })).getByRole('list', {
      name: 'Applied evolutions',
    });
    expect(steps.textContent).toContain('Pace Boost');
  });
});
