import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render';
import { labGateway, savedItemFixture } from '../testing/lab-fixtures';

const available = () => screen.getByRole('list', { name: 'Available evolutions' });
const namesIn = (list: HTMLElement) =>
  [...list.querySelectorAll('.lab-evolution-row__name')].map((name) => name.textContent);
const OPEN_LAB = '/evo-lab/?eaId=1000&step=evolutions';

describe('evolutions offered in the lab', () => {
  it('says which requirement an evolution the card cannot take fails', async () => {
    renderApp(OPEN_LAB, labGateway().handlers);
    const unavailable = await screen.findByRole('list', { name: 'Evolutions not available' });
    expect(namesIn(unavailable)).toEqual(['Underdog']);
    expect(within(unavailable).getByRole('list', { name: 'Why Underdog is not available' }).textContent).toBe(
      'Overall: 84 or lower — this card is 85',
    );
    expect(within(unavailable).queryByRole('button', { name: 'Apply Underdog' })).toBeNull();
  });

  it('judges each evolution against the path so far: the card as evolved, and the release of those applied', async () => {
    const user = userEvent.setup();
    renderApp(OPEN_LAB, labGateway().handlers);
    await user.click(await screen.findByRole('button', { name: 'Apply Clinical Finisher' }));
    // 85 + 2 = 87: Pace Boost (max 88) stays open; Last Season ended before Clinical Finisher was released.
    await waitFor(() => expect(namesIn(available())).toEqual(['Once Only', 'Pace Boost']));
    const unavailable = screen.getByRole('list', { name: 'Evolutions not available' });
    expect(namesIn(unavailable)).toEqual(['Last Season', 'Underdog']);
    expect(
      within(unavailable).getByRole('list', { name: 'Why Last Season is not available' }).textContent,
    ).toBe('Ends before an evolution already applied was released');
  });

  it("offers everything with the eligibility check off, a visitor's settings kept in the page", async () => {
    const user = userEvent.setup();
    const gateway = labGateway();
    const { calls } = renderApp(OPEN_LAB, gateway.handlers);
    await screen.findByRole('list', { name: 'Evolutions not available' });
    const check = screen.getByRole('switch', { name: 'Check eligibility' });
    expect((check as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Sign in to keep your settings.')).toBeTruthy();
    await user.click(check);
    await waitFor(() => expect(namesIn(available())).toContain('Underdog'));
    expect(screen.queryByRole('list', { name: 'Evolutions not available' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/fut/evo-lab/settings/')).toBe(false);
  });

  it("hides used and ended evolutions as a signed-in user's settings say, saving each toggle for the user", async () => {
    const user = userEvent.setup();
    const gateway = labGateway({ signedIn: true, usedEvolutionIds: [14] });
    renderApp(OPEN_LAB, gateway.handlers);
    await waitFor(() =>
      expect(namesIn(available())).toEqual(['Last Season', 'Clinical Finisher', 'Pace Boost']),
    );
    expect(screen.getByText(/Hidden by your settings: 1 used evolution\./)).toBeTruthy();
    expect(await screen.findByText('Saved to your account.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Hide used' }));
    await waitFor(() => expect(namesIn(available())).toContain('Once Only'));
    const onceOnly = within(available()).getByText('Once Only').closest('li')!;
    expect(within(onceOnly).getByText('Used')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Hide expired' }));
    await waitFor(() => expect(namesIn(available())).not.toContain('Last Season'));
    expect(screen.getByText(/Hidden by your settings: 1 ended evolution\./)).toBeTruthy();
    await waitFor(() =>
      expect(gateway.settingsWrites).toEqual([{ hideUsedEvolutions: false }, { hideExpired: true }]),
    );
  });

  it('previews an evolution: its levels with caps, requirements in words, cost, end and badges', async () => {
    const user = userEvent.setup();
    renderApp(OPEN_LAB, labGateway().handlers);
    await user.click(await screen.findByRole('button', { name: 'Last Season' }));
    let dialog = screen.getByRole('dialog', { name: 'Last Season' });
    expect(within(dialog).getByText('Expired')).toBeTruthy();
    expect(within(dialog).getByText('ended 1 January 2026')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pace Boost' }));
    dialog = screen.getByRole('dialog', { name: 'Pace Boost' });
    const levels = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.className === 'lab-evolution-level');
    expect(levels.map((level) => level.textContent)).toEqual([
      'Level 1+1 OVR, up to 90',
      'Level 2+3 PAC, up to 95',
    ]);
    expect(within(dialog).getByText('Overall').nextElementSibling!.textContent).toBe('88 or lower');
    expect(within(dialog).getByText('25,000 coins')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply to the card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /^Step 2 of 4/ })).getByRole('list', {
        name: 'Applied evolutions',
      }).textContent,
    ).toContain('Pace Boost');
  });
});

describe('the lab settings on the card', () => {
  it('with "Apply upgrades" off, shows the card without the upgrades while the evolutions stay applied', async () => {
    const user = userEvent.setup();
    renderApp(`/evo-lab/?eaId=1000&evos=11&step=evolutions`, labGateway().handlers);
    const overall = () =>
      screen.getByRole('figure', { name: /Kylian Mbappé card/ }).querySelector('.player-card__overall')
        ?.textContent;
    await waitFor(() => expect(overall()).toBe('86'));
    await user.click(screen.getByRole('switch', { name: 'Apply upgrades' }));
    await waitFor(() => expect(overall()).toBe('85'));
    expect(screen.getByText('Upgrades not shown')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^Step 2 of 4/ })).getByRole('list', {
        name: 'Applied evolutions',
      }).textContent,
    ).toContain('Pace Boost');
  });

  it("lists the user's own evolved versions of the card in Other Versions, unless hidden", async () => {
    const user = userEvent.setup();
    renderApp(
      '/evo-lab/?eaId=1000&step=evolutions',
      labGateway({ signedIn: true, items: [savedItemFixture(3)] }).handlers,
    );
    const own = await screen.findByRole('list', { name: 'Your evolved versions' });
    expect(own.textContent).toContain('Kylian Mbappé 86');
    await user.click(screen.getByRole('switch', { name: 'Hide own evolutions' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your evolved versions' })).toBeNull());
  });
});
