import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render';
import { PACE_BOOST, labGateway } from '../testing/lab-fixtures';

const rowOf = (table: HTMLElement, label: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${label}`) })
    .closest('tr')!;

describe('the compare screen', () => {
  it('sets the evolved card beside another, marking the rows that differ and the best value of each', async () => {
    renderApp(`/evo-lab/?mode=compare&eaId=1000&evos=${PACE_BOOST.id}&compare=2000`, labGateway().handlers);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Comparing 2 cards' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[1]).toContain('In the lab (evolved)');
    expect(headers[2]).toContain('Team of the Week');

    const overall = rowOf(table, 'Overall');
    expect(overall.className).toBe('lab-compare-table__row--different');
    expect(within(overall).getByRole('rowheader').textContent).toBe('Overall (differs)');
    const [lab, other] = within(overall).getAllByRole('cell');
    expect(lab!.textContent).toBe('86');
    expect(other!.textContent).toBe('91★');
    expect(within(other!).getByRole('img', { name: 'best' })).toBeTruthy();

    const pace = rowOf(table, 'Pace');
    expect(
      within(pace)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['93★', '90']);
    const skillMoves = rowOf(table, 'Skill moves');
    expect(skillMoves.className).toBe('');
    expect(within(skillMoves).queryByRole('img', { name: 'best' })).toBeNull();
  });

  it('prompts to open compare once a card is added off the compare screen; opening it dismisses the prompt', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/evo-lab/?eaId=1000&step=evolutions', labGateway().handlers);
    await user.click(await screen.findByRole('tab', { name: 'Other Versions' }));
    const versions = await screen.findByRole('list', { name: 'Other versions' });
    await user.click(within(versions).getByRole('button', { name: /^Team of the Week/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to compare' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const prompt = await screen.findByText('1 card ready to compare with the card in the lab.');
    await user.click(within(prompt.closest('div')!).getByRole('button', { name: 'Open compare' }));
    await screen.findByRole('heading', { name: 'Comparing 2 cards' });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mode=compare&eaId=1000&step=evolutions&compare=2000'),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.queryByText('1 card ready to compare with the card in the lab.')).toBeNull();
  });
});
