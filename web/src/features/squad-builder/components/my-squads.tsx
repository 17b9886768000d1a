import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formationById } from '@futgg/game-rules';
import type { SquadSummaryShape } from '@futgg/api-client';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { LocalDateTime } from '../../../components/local-date-time';
import { GamePageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { routes } from '../../../config/env';
import { formatCoins } from '../../../lib/format';
import { useApi } from '../../../lib/api';
import { NEW_SQUAD_ID } from '../hooks/use-squad-builder';
import './my-squads.css';

/** Squads per page of the list. */
export const MY_SQUADS_PAGE_SIZE = 20;

/** Every page of the list: a delete refreshes them all. */
const MY_SQUADS_KEY = ['squads', 'mine'] as const;

/**
 * The signed-in user's saved squads (`GET /api/squads/user/`), last saved first: each opens in the
 * builder, and one not read-only can be deleted after a second click confirms it. The spec shows no such
 * page; the builder's own address without a squad (`/{gameYear}/squad-builder/`) is where a player looks
 * for it (docs/squads-web.md).
 */
export const MySquads = ({ gameYear }: { gameYear: number }) => {
  const api = useApi();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...MY_SQUADS_KEY, page],
    queryFn: () => api.squads.list({ page, pageSize: MY_SQUADS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return (
    <div className="my-squads">
      <GamePageHeader gameYear={gameYear} title="My squads">
        <Link className="button button--primary" to={routes.squadBuilder(gameYear, NEW_SQUAD_ID)}>
          New squad
        </Link>
      </GamePageHeader>
      {list.isPending ? (
        <p className="muted">Loading your squads…</p>
      ) : list.isError ? (
        <LoadFailedState title="Your squads could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.totalCount === 0 ? (
        <EmptyState title="No saved squads yet.">
          Build one and press “Save squad”: it is listed here.
        </EmptyState>
      ) : (
        <>
          <p className="muted small">
            {list.data.totalCount === 1 ? '1 squad' : `${list.data.totalCount} squads`}, last saved first
          </p>
          <ul className="my-squads__list" aria-label="Your squads">
            {list.data.data.map((squad) => (
              <SquadRow key={squad.uuid} squad={squad} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={MY_SQUADS_PAGE_SIZE}
            totalCount={list.data.totalCount}
            onChange={setPage}
            label="Pages of your squads"
          />
        </>
      )}
    </div>
  );
};

const SquadRow = ({ squad }: { squad: SquadSummaryShape }) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.squads.delete(squad.uuid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SQUADS_KEY }),
  });
  const title = squad.title.trim() || 'Untitled squad';
  const formation = formationById(squad.formationId)?.name ?? squad.formationId;
  return (
    <li className="my-squads__row">
      <div className="my-squads__main">
        <Link className="my-squads__title" to={routes.squadBuilder(squad.gameYear, squad.uuid)}>
          {title}
        </Link>
        <span className="muted small">
          {formation} · saved <LocalDateTime iso={squad.updatedAt} />
          {squad.flags.isReadOnly ? ' · read-only' : ''}
        </span>
      </div>
      <dl className="my-squads__values">
        <div>
          <dt>Rating</dt>
          <dd>{squad.rating ?? '—'}</dd>
        </div>
        <div>
          <dt>Chemistry</dt>
          <dd>{squad.chemistry}/33</dd>
        </div>
        <div>
          <dt>Console</dt>
          <dd>{formatCoins(squad.price.console)}</dd>
        </div>
        <div>
          <dt>PC</dt>
          <dd>{formatCoins(squad.price.pc)}</dd>
        </div>
      </dl>
      {squad.flags.isReadOnly ? null : confirming ? (
        <div className="my-squads__confirm" role="group" aria-label={`Delete ${title}?`}>
          <button
            type="button"
            className="button button--small button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
          <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--small"
          aria-label={`Delete ${title}`}
          onClick={() => setConfirming(true)}
        >
          Delete…
        </button>
      )}
      {remove.isError ? (
        <p role="alert" className="small">
          {title} could not be deleted. Try again.
        </p>
      ) : null}
    </li>
  );
};
