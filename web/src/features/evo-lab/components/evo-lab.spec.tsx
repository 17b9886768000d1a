import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render';
import { FINISHER, PACE_BOOST, labGateway } from '../testing/lab-fixtures';

const card = () => screen.getByRole('figure', { name: /Kylian Mbappé card/ });
const overallOf = () => card().querySelector('.player-card__overall')?.textContent;
const stepPanel = () => screen.getByRole('region', { name: /^Step \d of 4/ });
const applied = () => within(stepPanel()).queryByRole('list', { name: 'Applied evolutions' });
const appliedNames = () =>
  within(applied()!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.lab-applied-list__name')?.textContent);

describe('the evolution lab', () => {
  it('finds a card by name (3 characters at least), opens it and offers the evolutions it can take', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderApp('/evo-lab/', labGateway().handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Evolution Lab' })).toBeTruthy();
    const name = screen.getByLabelText('Player name');
    await user.type(name, 'Ky');
    expect(screen.getByText('Type at least 3 characters to search by name.')).toBeTruthy();
    await user.type(name, 'l');
    await screen.findByText('Cards matching “Kyl”');
    const searched = requests.filter((url) => url.pathname === '/api/fut/26/player-items/').at(-1)!;
    expect(searched.searchParams.get('search')).toBe('Kyl');
    await user.click(await screen.findByRole('button', { name: 'Evolve Kylian Mbappé 85' }));

    expect(await screen.findByRole('heading', { name: /Assign evolutions/ })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?eaId=1000&step=evolutions'));
    const offered = await screen.findByRole('list', { name: 'Available evolutions' });
    expect(within(offered).getByText('Pace Boost')).toBeTruthy();
    expect(within(offered).getByText('Clinical Finisher')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Other Versions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('applies two evolutions, and removing the first truncates the stack back to the base card', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/evo-lab/?eaId=1000&step=evolutions', labGateway().handlers);
    await user.click(await screen.findByRole('button', { name: 'Apply Pace Boost' }));
    await waitFor(() => expect(overallOf()).toBe('86'));
    // Applying switches the aside to the Evolutions tab (spec section 4).
    expect(screen.getByRole('tab', { name: 'Evolutions (1)' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Apply Clinical Finisher' }));
    await waitFor(() => expect(overallOf()).toBe('88'));
    expect(appliedNames()).toEqual(['Pace Boost', 'Clinical Finisher']);
    expect(router.state.location.search).toBe(
      `?eaId=1000&evos=${PACE_BOOST.id},${FINISHER.id}&step=evolutions`,
    );

    const [removeFirst] = within(applied()!).getAllByRole('button', { name: /^Remove Pace Boost/ });
    expect(removeFirst!.getAttribute('aria-label')).toBe('Remove Pace Boost and the 1 evolution after it');
    await user.click(removeFirst!);
    await waitFor(() => expect(overallOf()).toBe('85'));
    expect(applied()).toBeNull();
    expect(
      within(stepPanel()).getByText('None yet: apply an evolution below, or find the best chain.'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?eaId=1000&step=evolutions');
  });
});

describe('the evolution lab, modifying and reviewing', () => {
  it('marks the lab customised on a manual edit (clamped by the lab rules) and resets it', async () => {
    const user = userEvent.setup();
    renderApp('/evo-lab/?eaId=1000&step=modify', labGateway().handlers);
    const overall = await screen.findByLabelText('Overall');
    await waitFor(() => expect(overallOf()).toBe('85'));
    expect(screen.queryByText('Customised', { selector: '.lab-modify__status *' })).toBeNull();
    await user.clear(overall);
    await user.type(overall, '150{Enter}');
    // 1..99 (spec section 5).
    await waitFor(() => expect(overallOf()).toBe('99'));
    expect((overall as HTMLInputElement).value).toBe('99');
    expect(within(stepPanel()).getByText('Customised')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'PlayStyle+ Rapid' }));
    expect(screen.getByRole('button', { name: 'PlayStyle+ Rapid' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A PlayStyle is plain or plus: Rapid left the plain list.
    expect(screen.getByRole('button', { name: 'PlayStyle Rapid' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Reset changes' }));
    await waitFor(() => expect(overallOf()).toBe('85'));
    expect(within(stepPanel()).queryByText('Customised')).toBeNull();
    expect(screen.getByRole('button', { name: 'PlayStyle Rapid' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reviews every changed value old → new, and asks a visitor to sign in to save', async () => {
    renderApp(`/evo-lab/?eaId=1000&evos=${PACE_BOOST.id},${FINISHER.id}&step=review`, labGateway().handlers);
    const table = await screen.findByRole('table', { name: 'Values changed, base card to evolved card' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    await waitFor(() => expect(row('Overall').textContent).toBe('Overall8588 +3'));
    expect(row('Pace').textContent).toBe('Pace9093 +3');
    expect(row('PlayStyles+').textContent).toContain('+ Rapid');
    // Rapid went from the plain list to the plus list.
    expect(row('PlayStyles').textContent).toContain('− Rapid');
    expect(await screen.findByRole('heading', { name: 'Sign in to save this player' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save to My evolutions' })).toBeNull();
  });
});

describe('the evolution lab and a card that is not there', () => {
  it('says so and goes back to Discover', async () => {
    const user = userEvent.setup();
    renderApp('/evo-lab/?eaId=999&step=evolutions', labGateway().handlers);
    expect(await screen.findByText('This card does not exist in this game.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose another card' }));
    expect(await screen.findByLabelText('Player name')).toBeTruthy();
  });
});
