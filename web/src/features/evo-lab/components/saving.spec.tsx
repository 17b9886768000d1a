import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedEvoLabPlayer, UserEvolutionItem } from '@futgg/contracts';
import { playerItemFixture } from '../../../testing/fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';
import { FINISHER, PACE_BOOST, labGateway, savedItemFixture } from '../testing/lab-fixtures';

const REVIEW = `/evo-lab/?eaId=1000&evos=${PACE_BOOST.id},${FINISHER.id}&step=review`;
const refusing =
  (field: string, message: string): FakeRoute =>
  () => ({ status: 422, body: { error: { code: 'UNPROCESSABLE', message, field } } });

describe('saving from the lab', () => {
  it('saves the evolved card as the saved-player payload, says so, and lists it in My evolutions', async () => {
    const user = userEvent.setup();
    const items: UserEvolutionItem[] = [];
    const sent: SavedEvoLabPlayer[] = [];
    const gateway = labGateway({
      signedIn: true,
      items,
      save: (_url, request) => {
        const player = JSON.parse(request.body!) as SavedEvoLabPlayer;
        sent.push(player);
        const item = savedItemFixture(7, {
          evolutionPath: player.evolution_path,
          playerItemDefinition: playerItemFixture(1000, { overall: player.overall }),
          upgradeCount: 4,
        });
        items.push(item);
        return { body: { data: item } };
      },
    });
    renderApp(REVIEW, gateway.handlers);
    await user.click(await screen.findByRole('button', { name: 'Save to My evolutions' }));
    expect(await screen.findByText('Saved to My evolutions')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      ea_id: 1000,
      evolution_path: [PACE_BOOST.id, FINISHER.id],
      is_modified: false,
      overall: 88,
      face_pace: 93,
      playstyles_plus: [0, 7],
      playstyles: [],
      position_id: 25,
    });
    await user.click(screen.getByRole('button', { name: 'See My evolutions' }));
    const list = await screen.findByRole('list', { name: 'My evolutions' });
    expect(within(list).getByText('Kylian Mbappé 88')).toBeTruthy();
  });

  it("shows the server's refusal of a step next to that step", async () => {
    const user = userEvent.setup();
    const message = 'Step 2 (Clinical Finisher, 12): the card fails maxOverall (limit 88, card 89)';
    renderApp(REVIEW, labGateway({ signedIn: true, save: refusing('evolution_path.1', message) }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Save to My evolutions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server did not accept this player');
    expect(alert.textContent).toContain(`Step 2: ${message}`);
    const steps = within(screen.getByRole('region', { name: /^Step 4 of 4/ })).getByRole('list', {
      name: 'Applied evolutions',
    });
    const [first, second] = within(steps).getAllByRole('listitem');
    expect(first!.textContent).not.toContain(message);
    expect(second!.textContent).toContain(message);
  });

  it("shows the server's refusal of a value next to that value", async () => {
    const user = userEvent.setup();
    const message =
      'face_pace is 93 but the evolution path gives 92; send is_modified true to keep a manual change';
    renderApp(REVIEW, labGateway({ signedIn: true, save: refusing('face_pace', message) }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Save to My evolutions' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`Pace: ${message}`);
    const pace = screen.getByRole('rowheader', { name: 'Pace' }).closest('tr')!;
    expect(pace.textContent).toContain(message);
    expect(pace.className).toBe('lab-change-table__row--error');
  });
});
