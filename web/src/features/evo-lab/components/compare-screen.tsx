import { useQueries } from '@tanstack/react-query';
import { EVO_LAB_MODE, EVO_LAB_SCREEN, type Card } from '@futgg/game-rules';
import type { CoreData, PlayerDefinition } from '@futgg/contracts';
import { MiniCard, positionName } from '../../../components/card/card-art';
import { EmptyState } from '../../../components/empty-state';
import { useApi } from '../../../lib/api';
import { rarityOf } from '../../../lib/core-data';
import { playerName } from '../../../lib/format';
import { playerDefinitionQuery } from '../api/get-player-definition';
import type { EvoLab } from '../hooks/use-evo-lab';
import { compareRowsOf } from '../utils/compare-rows';
import { labCardOf, type LabPreview } from '../utils/lab-card';

interface Column {
  key: string;
  title: string;
  definition: PlayerDefinition;
  card: Card;
  /** A compared database card (removable); the lab's own card is not. */
  eaId: number | null;
}

/**
 * The compare screen: the card in the lab (as evolved) beside the cards added to compare, one row per
 * value; rows where the cards differ are marked, and the best value of each such row.
 */
export const CompareScreen = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const api = useApi();
  const { state, dispatch } = lab;
  const compared = useQueries({
    queries: state.comparedPlayerEaIds.map((eaId) => playerDefinitionQuery(api, lab.gameYear, eaId)),
  });
  const labPreview: LabPreview | null = lab.evolvedPreview;
  const columns: Column[] = [
    ...(labPreview && lab.card
      ? [
          {
            key: 'lab',
            title: lab.appliedIds.length > 0 || state.isCustomised ? 'In the lab (evolved)' : 'In the lab',
            definition: labPreview,
            card: lab.card,
            eaId: null,
          },
        ]
      : []),
    ...compared.flatMap((query, index) =>
      query.data
        ? [
            {
              key: `card-${state.comparedPlayerEaIds[index]}`,
              title: rarityOf(coreData, query.data.rarityEaId).name,
              definition: query.data,
              card: labCardOf(query.data),
              eaId: query.data.eaId,
            },
          ]
        : [],
    ),
  ];
  const isLoading = compared.some((query) => query.isPending);
  const backToLab = () => {
    dispatch({ type: 'setMode', mode: EVO_LAB_MODE.CREATE });
    dispatch({ type: 'openScreen', screen: EVO_LAB_SCREEN.CREATE });
  };

  if (columns.length < 2) {
    return (
      <EmptyState title={isLoading ? 'Loading the cards…' : 'Add a card to compare'}>
        {!isLoading && (
          <>
            <p>
              Compare the card in the lab with other cards: use Compare on a card in Discover or in Other
              Versions, or “Compare with the base card” when reviewing.
            </p>
            <button type="button" className="button button--primary" onClick={backToLab}>
              Back to the lab
            </button>
          </>
        )}
      </EmptyState>
    );
  }
  const rows = compareRowsOf(columns.map((column) => column.card));
  const differing = rows.filter((row) => row.isDifferent).length;
  let group = '';
  return (
    <section className="panel compare" aria-labelledby="compare-title">
      <div className="lab-compare__header">
        <h2 id="compare-title" className="panel__title">
          Comparing {columns.length} cards
        </h2>
        <p className="muted small">
          {differing} value{differing === 1 ? '' : 's'} differ. The best of each is marked ★.
        </p>
      </div>
      <div className="lab-compare__scroll" tabIndex={0} role="region" aria-label="Comparison table">
        <table className="lab-compare-table">
          <thead>
            <tr>
              <th scope="col" className="lab-compare-table__corner">
                <span className="visually-hidden">Value</span>
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="lab-compare-table__card">
                  <MiniCard card={column.definition} colours={rarityOf(coreData, column.card.rarityEaId)} />
                  <span className="lab-compare-table__name">{playerName(column.definition)}</span>
                  <span className="lab-compare-table__meta">
                    {column.title} · {positionName(column.card.position)}
                  </span>
                  {column.eaId !== null && (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`Remove ${playerName(column.definition)} ${column.title} from compare`}
                      onClick={() => dispatch({ type: 'toggleComparePlayer', eaId: column.eaId! })}
                    >
                      Remove
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((row) => {
              const header =
                row.group !== group ? (
                  <tr key={`group-${row.group}`} className="lab-compare-table__group">
                    <th scope="colgroup" colSpan={columns.length + 1}>
                      {row.group}
                    </th>
                  </tr>
                ) : null;
              group = row.group;
              return [
                header,
                <tr
                  key={row.key}
                  className={row.isDifferent ? 'lab-compare-table__row--different' : undefined}
                >
                  <th scope="row">
                    {row.label}
                    {row.isDifferent && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  {row.values.map((value, index) => {
                    const isBest = row.best.includes(index);
                    return (
                      <td
                        key={columns[index]!.key}
                        className={isBest ? 'lab-compare-table__best' : undefined}
                      >
                        {value}
                        {isBest && (
                          <span className="lab-compare-table__star" aria-label="best" role="img">
                            ★
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
};
