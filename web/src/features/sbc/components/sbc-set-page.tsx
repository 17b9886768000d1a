import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CoreData, SbcChallenge, SbcSet } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { LocalDateTime } from '../../../components/local-date-time';
import { usePageTitle } from '../../../components/page-title';
import { DEFAULT_GAME_YEAR, routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { useCoreData } from '../../../lib/core-data';
import { PRICE_KEY_LABELS, PRICE_KEYS } from '../../../lib/price-keys';
import { useSbcSet } from '../api/sbc-queries';
import { SbcRequirementList } from '../../../components/sbc/sbc-requirement-list';
import { costWords, rewardWords } from '../utils/sbc-words';

/** The query parameter the squad builder's route reads to start a new squad from a challenge. */
export const SBC_CHALLENGE_PARAMETER = 'sbcChallenge';

/** The builder on a challenge: a new squad, or a saved one (the SBC solver's answer, once saved). */
export const squadBuilderFor = (gameYear: number, challengeId: number, squadId = 'new') =>
  `${routes.squadBuilder(gameYear, squadId)}?${SBC_CHALLENGE_PARAMETER}=${challengeId}`;

const CostTable = ({ cost, label }: { cost: SbcSet['estimatedCost']; label: string }) => (
  <dl className="content-facts" aria-label={label}>
    {PRICE_KEYS.map((key) => (
      <div key={key}>
        <dt>{PRICE_KEY_LABELS[key]}</dt>
        <dd>{costWords(cost, key)}</dd>
      </div>
    ))}
  </dl>
);

const ChallengeCard = ({
  challenge,
  coreData,
  gameYear,
  renderSolver,
}: {
  challenge: SbcChallenge;
  coreData: CoreData | undefined;
  gameYear: number;
  renderSolver: ((challenge: SbcChallenge) => ReactNode) | undefined;
}) => {
  const { rules } = challenge.requirements;
  return (
    <li className="panel content-challenge" aria-labelledby={`challenge-${challenge.id}`}>
      <h3 id={`challenge-${challenge.id}`} className="panel__title">
        {challenge.name}
      </h3>
      {challenge.description && <p className="content-card__text">{challenge.description}</p>}
      {rules.length === 0 ? (
        <p className="muted">No requirements: any squad completes it.</p>
      ) : (
        <SbcRequirementList rules={rules} coreData={coreData} label={`Requirements of ${challenge.name}`} />
      )}
      <p>
        <strong>Reward:</strong> {challenge.rewards.map(rewardWords).join(', ') || 'none'}
      </p>
      <CostTable cost={challenge.estimatedCost} label={`Estimated cost of ${challenge.name}`} />
      <Link className="button button--primary" to={squadBuilderFor(gameYear, challenge.id)}>
        Open in squad builder
      </Link>
      {renderSolver?.(challenge)}
    </li>
  );
};

/** `/sbc/{id}/`: one set, its reward and cost, and each challenge with its requirements in words. */
export const SbcSetPage = ({
  idOrSlug,
  gameYear = DEFAULT_GAME_YEAR,
  renderComments,
  renderChallengeSolver,
  renderSetSolver,
}: {
  idOrSlug: number | string;
  gameYear?: number;
  /** The set's comments section (composed by the route), given the set's id once it is known. */
  renderComments?: (setId: number) => ReactNode;
  /** The SBC solver's panel under each challenge (composed by the route). */
  renderChallengeSolver?: (challenge: SbcChallenge) => ReactNode;
  /** The SBC solver's panel for the whole set, under its challenges (composed by the route). */
  renderSetSolver?: (set: SbcSet) => ReactNode;
}) => {
  const set = useSbcSet(idOrSlug);
  const coreData = useCoreData(gameYear);
  usePageTitle(set.data ? `${set.data.name} SBC` : set.isError ? 'SBC not found' : 'SBC');
  if (set.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading the SBC…
      </p>
    );
  if (set.isError)
    return httpStatusOf(set.error) === 404 ? (
      <EmptyState title="There is no such SBC.">
        <Link to={routes.sbc()}>See every SBC</Link>
      </EmptyState>
    ) : (
      <LoadFailedState title="This SBC could not be loaded." onRetry={() => void set.refetch()} />
    );
  const data = set.data;
  return (
    <article className="content-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.sbc()}>SBCs</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={routes.sbc(`category=${data.categorySlug}`)}>{data.categorySlug}</Link>
      </nav>
      <h1 className="page-title">
        {data.name} {data.isExpired && <span className="tag tag--muted">Ended</span>}
      </h1>
      {data.description && <p>{data.description}</p>}
      <dl className="content-facts">
        <div>
          <dt>Reward</dt>
          <dd>{data.rewards.map(rewardWords).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>Ends</dt>
          <dd>{data.endsAt ? <LocalDateTime iso={data.endsAt} /> : 'No end date'}</dd>
        </div>
        <div>
          <dt>Repeatable</dt>
          <dd>{data.repeatable ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      <section aria-labelledby="sbc-cost">
        <h2 id="sbc-cost" className="panel__title">
          Estimated cost
        </h2>
        <CostTable cost={data.estimatedCost} label="Estimated cost of the set" />
      </section>
      <section aria-labelledby="sbc-challenges">
        <h2 id="sbc-challenges" className="panel__title">
          Challenges ({data.challenges.length})
        </h2>
        {data.challenges.length === 0 ? (
          <EmptyState title="This set has no challenges." />
        ) : (
          <ol className="content-challenges">
            {data.challenges.map((challenge) => (
              <ChallengeCard
                key={challenge.id}
                challenge={challenge}
                coreData={coreData.data}
                gameYear={gameYear}
                renderSolver={renderChallengeSolver}
              />
            ))}
          </ol>
        )}
      </section>
      {data.challenges.length > 0 && renderSetSolver?.(data)}
      {renderComments?.(data.id)}
    </article>
  );
};
