import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlayerItemSummary } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import { SignInLink } from '../../../components/sign-in-link';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { playerName } from '../../../lib/format';
import {
  COLLECTION_PAGE_SIZE,
  useCollection,
  useCollectionPlayers,
  useCollections,
  useUserCollectionPlayers,
  useUserCollections,
} from '../api/collections-queries';

// A no-break space: "(0 %)" never splits over two lines.
const percent = (progress: number) => `${Math.round(progress * 100)}\u00a0%`;

/** `/collections/`: every collection of the year; signed in, how much of each the reader's club holds. */
export const CollectionsPage = ({
  gameYear,
  isSignedIn,
}: {
  gameYear: number;
  isSignedIn: boolean | undefined;
}) => {
  usePageTitle('Collections');
  const collections = useCollections(gameYear);
  const mine = useUserCollections(gameYear, isSignedIn === true);
  const progress = new Map(mine.data?.map((c) => [c.slug, c]));
  return (
    <div className="content-page">
      <h1 className="page-title">Collections</h1>
      {isSignedIn === false && (
        <p className="muted">
          <SignInLink>Sign in</SignInLink> to see how much of each collection your club holds.
        </p>
      )}
      {mine.isError && <p role="alert">Your progress could not be loaded.</p>}
      {collections.isPending ? (
        <p className="muted" aria-busy="true">
          Loading collections…
        </p>
      ) : collections.isError ? (
        <LoadFailedState
          title="The collections could not be loaded."
          onRetry={() => void collections.refetch()}
        />
      ) : collections.data.length === 0 ? (
        <EmptyState title="No collections yet." />
      ) : (
        <ul className="content-grid" aria-label="Collections">
          {collections.data.map((collection) => {
            const own = progress.get(collection.slug);
            return (
              <li key={collection.slug} className="content-card">
                <Link to={routes.collection(collection.slug)} className="content-card__title">
                  {collection.name}
                </Link>
                <p className="content-card__text">{collection.description}</p>
                <p className="muted">{collection.playerCount} cards</p>
                {own && (
                  <p className="collection-progress">
                    <progress
                      max={1}
                      value={own.progress}
                      aria-label={`Your progress in ${collection.name}`}
                    />{' '}
                    <span className="collection-progress__words">
                      {own.ownedCount} of {own.playerCount} owned ({percent(own.progress)})
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

const PlayerRows = ({
  players,
  gameYear,
}: {
  players: readonly (PlayerItemSummary & { owned?: boolean })[];
  gameYear: number;
}) => (
  <ul className="feed-entries" aria-label="Cards">
    {players.map((player) => (
      <li key={player.eaId} className="feed-entry">
        <span className="tag">{player.overall}</span>
        <Link to={routes.player(gameYear, player.eaId)}>{playerName(player)}</Link>
        {player.owned === true && <span className="tag tag--accent">Owned</span>}
        {player.owned === false && <span className="muted">Missing</span>}
      </li>
    ))}
  </ul>
);

type OwnedFilter = 'all' | 'owned' | 'missing';

/** `/collections/{slug}/`: the collection's cards, best first; signed in, which the reader owns. */
export const CollectionPage = ({
  gameYear,
  slug,
  isSignedIn,
}: {
  gameYear: number;
  slug: string;
  isSignedIn: boolean | undefined;
}) => {
  const collection = useCollection(gameYear, slug);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [owned, setOwned] = useState<OwnedFilter>('all');
  const signedIn = isSignedIn === true;
  const publicPlayers = useCollectionPlayers(gameYear, slug, page, isSignedIn === false);
  const userPlayers = useUserCollectionPlayers(gameYear, slug, owned, page, signedIn);
  const players = signedIn ? userPlayers : publicPlayers;
  usePageTitle(collection.data ? `${collection.data.name} collection` : 'Collection');
  if (collection.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading the collection…
      </p>
    );
  if (collection.isError)
    return httpStatusOf(collection.error) === 404 ? (
      <EmptyState title="There is no such collection.">
        <Link to={routes.collections()}>Every collection</Link>
      </EmptyState>
    ) : (
      <LoadFailedState
        title="This collection could not be loaded."
        onRetry={() => void collection.refetch()}
      />
    );
  return (
    <div className="content-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.collections()}>Collections</Link>
      </nav>
      <h1 className="page-title">{collection.data.name}</h1>
      <p>{collection.data.description}</p>
      {signedIn && (
        <label className="field">
          <span className="field__label">Show</span>
          <select
            className="input"
            value={owned}
            onChange={(event) => setOwned(event.target.value as OwnedFilter)}
          >
            <option value="all">Every card</option>
            <option value="owned">Cards I own</option>
            <option value="missing">Cards I miss</option>
          </select>
        </label>
      )}
      {isSignedIn === undefined || players.isPending ? (
        <p className="muted" aria-busy="true">
          Loading cards…
        </p>
      ) : players.isError ? (
        <LoadFailedState title="The cards could not be loaded." onRetry={() => void players.refetch()} />
      ) : players.data.data.length === 0 ? (
        <EmptyState title={owned === 'all' ? 'This collection has no cards yet.' : 'No cards here.'} />
      ) : (
        <>
          <PlayerRows players={players.data.data} gameYear={gameYear} />
          <Pager
            page={page}
            pageSize={COLLECTION_PAGE_SIZE}
            totalCount={players.data.totalCount}
            label="Collection pages"
            onChange={(next) => setSearch(new URLSearchParams({ page: String(next) }))}
          />
        </>
      )}
    </div>
  );
};
