import {
  fieldPositions,
  squadFormation,
  UNIQUE_POSITION_NAME_BY_ID,
  type SquadBuilderState,
  type SquadChemistryBreakdown,
} from '@futgg/game-rules';
import { cardKey, type CardInfo } from '../../utils/cards';

/** Each field player's chemistry and where it comes from (club, league, nation, in position). */
export const ChemistryView = ({
  state,
  cards,
  chemistry,
}: {
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  chemistry: SquadChemistryBreakdown;
}) => {
  const formation = squadFormation(state);
  return (
    <table className="sb-chem-table">
      <caption>Chemistry {chemistry.total} / 33</caption>
      <thead>
        <tr>
          <th scope="col">Slot</th>
          <th scope="col">Player</th>
          <th scope="col">Club</th>
          <th scope="col">League</th>
          <th scope="col">Nation</th>
          <th scope="col">Chem</th>
        </tr>
      </thead>
      <tbody>
        {fieldPositions(state).map((position, i) => {
          const card = position.playerEaId === null ? undefined : cards[cardKey(position)];
          const layout = formation?.slots[i];
          return (
            <tr key={i}>
              <td>{layout ? UNIQUE_POSITION_NAME_BY_ID[layout.uniquePositionId] : i}</td>
              <td>
                {card?.name ?? (position.playerEaId === null ? '—' : `#${position.playerEaId}`)}
                {card && !chemistry.isInPosition[i] && <span className="sb-out"> (out of position)</span>}
              </td>
              <td>{chemistry.clubPoints[i] ?? 0}</td>
              <td>{chemistry.leaguePoints[i] ?? 0}</td>
              <td>{chemistry.nationPoints[i] ?? 0}</td>
              <td>{chemistry.perPlayer[i] ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
