import { Link } from 'react-router';
import type { CoreData, Evolution, EvolutionPlan, PlannedChain, PlayerItemSummary } from '@futgg/contracts';
import { isAttributeField } from '@futgg/game-rules';
import { MiniCard, faceStatLabel, positionName } from '../../../components/card/card-art';
import { EmptyState } from '../../../components/empty-state';
import { costWords, statName } from '../../../components/evolution/evolution-words';
import { labPathLink } from '../../../components/evolution/lab-links';
import { routes } from '../../../config/env';
import { evolutionsById } from '../../../lib/active-evolutions';
import { rarityOf } from '../../../lib/core-data';
import { playerName } from '../../../lib/format';
import type { PlannerForm } from '../hooks/use-planner-params';

/** What the numbers of a plan measure: "OVR", "PAC", "Sprint Speed", "rating at ST". */
export const objectiveUnit = (form: Pick<PlannerForm, 'objective' | 'position'>): string => {
  if (form.objective === 'overall') return 'OVR';
  if (form.objective === 'squadFit') return `rating at ${positionName(form.position)}`;
  if (isAttributeField(form.objective)) return statName(form.objective);
  return faceStatLabel(form.objective);
};

const figure = (value: number) => String(Math.round(value * 10) / 10);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${figure(value)}`;

/** "0.42 s", "850 ms". */
export const elapsedWords = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`);

/** "Optimal", or "Feasible, within 3.2 % of the best": the solver's own verdict on its plan. */
export const statusWords = (plan: Pick<EvolutionPlan, 'status' | 'gap'>) =>
  plan.status === 'optimal' ? 'Optimal' : `Feasible, within ${(plan.gap * 100).toFixed(1)} % of the best`;

const finishDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

const PlanFigures = ({ plan, unit }: { plan: EvolutionPlan; unit: string }) => (
  <dl className="plan-figures">
    <div className="plan-figures__item plan-figures__item--main">
      <dt>Total gain</dt>
      <dd>
        {signed(plan.totalGain)} {unit}
      </dd>
    </div>
    <div className="plan-figures__item">
      <dt>Status</dt>
      <dd className={plan.status === 'optimal' ? 'plan-figures__optimal' : undefined}>{statusWords(plan)}</dd>
    </div>
    <div className="plan-figures__item">
      <dt>Total cost</dt>
      <dd>{costWords(plan)}</dd>
    </div>
    <div className="plan-figures__item">
      <dt>Weighed</dt>
      <dd>
        {plan.cards} cards, {plan.evolutions} evolutions, {plan.candidateChains} candidate chains
      </dd>
    </div>
    <div className="plan-figures__item">
      <dt>Worked out in</dt>
      <dd>{elapsedWords(plan.elapsedMs)}</dd>
    </div>
  </dl>
);

const ChainCell = ({ chain, byId }: { chain: PlannedChain; byId: Map<number, Evolution> }) => (
  <ol className="plan-chain" aria-label="Evolutions in order">
    {chain.evolutionIds.map((id) => (
      <li key={id}>
        <Link to={routes.evolution(id)}>{byId.get(id)?.name ?? `Evolution ${id}`}</Link>
      </li>
    ))}
  </ol>
);

const CardCell = ({
  chain,
  card,
  gameYear,
  coreData,
}: {
  chain: PlannedChain;
  card: PlayerItemSummary | undefined;
  gameYear: number;
  coreData: CoreData | undefined;
}) => (
  <span className="card-table__card">
    {card ? (
      <MiniCard card={card} colours={rarityOf(coreData, card.rarityEaId)} />
    ) : (
      <span className="plan-card-space" />
    )}
    <span className="card-table__name">
      <Link to={routes.player(gameYear, chain.eaId)} className="player-link">
        {card ? playerName(card) : chain.commonName || `Card ${chain.eaId}`}
      </Link>
      {card && <span className="card-table__meta">{rarityOf(coreData, card.rarityEaId).name}</span>}
    </span>
  </span>
);

/**
 * A plan: its figures (total gain, whether the solver proved it best, what it weighed, how long it
 * took), then which card takes which chain, each opening the lab on its path.
 */
export const PlanResults = ({
  plan,
  form,
  gameYear,
  cards,
  evolutions,
  coreData,
}: {
  plan: EvolutionPlan;
  form: PlannerForm;
  gameYear: number;
  cards: readonly PlayerItemSummary[];
  evolutions: readonly Evolution[] | undefined;
  coreData: CoreData | undefined;
}) => {
  const unit = objectiveUnit(form);
  const byId = evolutionsById(evolutions);
  const cardOf = new Map(cards.map((card) => [card.eaId, card]));
  return (
    <section className="plan-results" aria-labelledby="plan-results-title">
      <h2 id="plan-results-title" className="plan-results__title">
        Your plan
      </h2>
      <PlanFigures plan={plan} unit={unit} />
      {plan.isCandidateSetTruncated && (
        <p className="notice notice--warning">
          Some cards had more useful chains than the best {plan.chainsPerCard} each that were weighed: the
          plan is the best among those.
        </p>
      )}
      {plan.assignments.length === 0 ? (
        <EmptyState title="No chain raises any of your cards within these limits.">
          Try a larger budget, longer chains or fewer days per level, or add more cards to your club.
        </EmptyState>
      ) : (
        <div className="card-table__scroll">
          <table className="card-table plan-table">
            <caption className="visually-hidden">Which card takes which chain of evolutions</caption>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Chain</th>
                <th scope="col" className="card-table__num">
                  Before → after
                </th>
                <th scope="col" className="card-table__num">
                  Gain
                </th>
                <th scope="col">Cost</th>
                <th scope="col">Finishes</th>
                <th scope="col">
                  <span className="visually-hidden">Evo lab</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.assignments.map((chain) => (
                <tr key={chain.pathHash}>
                  <td data-label="Card">
                    <CardCell
                      chain={chain}
                      card={cardOf.get(chain.eaId)}
                      gameYear={gameYear}
                      coreData={coreData}
                    />
                  </td>
                  <td data-label="Chain">
                    <ChainCell chain={chain} byId={byId} />
                  </td>
                  <td className="card-table__num plan-table__scores" data-label="Before → after">
                    {figure(chain.before)} → {figure(chain.after)}
                  </td>
                  <td className="card-table__num plan-table__gain" data-label="Gain">
                    <span className="trend trend--up">{signed(chain.gain)}</span>
                  </td>
                  <td className="plan-table__cost" data-label="Cost">
                    {costWords(chain)}
                  </td>
                  <td className="plan-table__finish" data-label="Finishes">
                    <time dateTime={chain.finishesAt}>{finishDay(chain.finishesAt)}</time>
                  </td>
                  <td className="card-table__action plan-table__lab">
                    <Link className="button button--small" to={labPathLink(chain.pathHash)}>
                      Open in lab
                      <span className="visually-hidden">
                        {' '}
                        with {cardOf.get(chain.eaId) ? playerName(cardOf.get(chain.eaId)!) : chain.commonName}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
