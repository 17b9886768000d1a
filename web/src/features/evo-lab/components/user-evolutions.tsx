import { useState } from 'react';
import { EVO_LAB_MODE, EVO_LAB_STEP } from '@futgg/game-rules';
import type { CoreData, UserEvolutionItem } from '@futgg/contracts';
import { MiniCard, cardSummary } from '../../../components/card/card-art';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useToast } from '../../../components/toast/toast-provider';
import { rarityOf } from '../../../lib/core-data';
import { playerName } from '../../../lib/format';
import { useDeleteEvoLabItem } from '../api/delete-item';
import type { EvoLab } from '../hooks/use-evo-lab';

export type UserEvolutionSort = 'upgrades' | 'overall';

/** The spec's two sorts of the user's evolutions (section 9), ties newest first as the server's. */
export const sortUserEvolutions = (
  items: readonly UserEvolutionItem[],
  sort: UserEvolutionSort,
): UserEvolutionItem[] =>
  [...items].sort((a, b) =>
    sort === 'upgrades'
      ? b.upgradeCount - a.upgradeCount || b.id - a.id
      : b.playerItemDefinition.overall - a.playerItemDefinition.overall || b.id - a.id,
  );

/** USER_EVOS: the user's saved players, sorted by upgrades or overall, each opened in the lab or deleted. */
export const UserEvolutions = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const [sort, setSort] = useState<UserEvolutionSort>('upgrades');
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useDeleteEvoLabItem();
  const toast = useToast();
  const { overview } = lab;
  if (!lab.isIdentityKnown) return <p className="muted">Checking your account…</p>;
  if (!lab.isSignedIn) {
    return (
      <SignInPrompt action="keep your evolutions">
        Save evolved players from the lab and find them here, ready to reopen or use in a squad.
      </SignInPrompt>
    );
  }
  if (overview.isPending) return <p className="muted">Loading your evolutions…</p>;
  if (overview.isError)
    return (
      <LoadFailedState title="Your evolutions could not be loaded." onRetry={() => void overview.refetch()} />
    );
  const items = sortUserEvolutions(overview.data.items, sort);
  const open = (item: UserEvolutionItem) =>
    void lab.openPath(item.pathHash, [
      { type: 'setMode', mode: EVO_LAB_MODE.CREATE },
      { type: 'selectUserEvolution', userEvolutionId: item.id },
      { type: 'goToStep', step: EVO_LAB_STEP.REVIEW },
    ]);
  const confirmDelete = (item: UserEvolutionItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.show(`${playerName(item.playerItemDefinition)} deleted from My evolutions`, 'success');
      },
      onError: (error) => toast.show(`Could not delete: ${error.message}`, 'danger'),
    });

  return (
    <section className="panel user-evos" aria-labelledby="user-evos-title">
      <div className="lab-user-evos__header">
        <h2 id="user-evos-title" className="panel__title">
          My evolutions <span className="lab-count">{items.length}</span>
        </h2>
        <div className="segmented" role="group" aria-label="Sort my evolutions">
          {(['upgrades', 'overall'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className="segmented__choice"
              aria-pressed={sort === key}
              onClick={() => setSort(key)}
            >
              {key === 'upgrades' ? 'Most upgrades' : 'Best overall'}
            </button>
          ))}
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState title="No saved evolutions yet">
          Build a player in the lab and save it, or save a chain from the path search.
        </EmptyState>
      ) : (
        <ul className="lab-user-evos__list" aria-label="My evolutions">
          {items.map((item) => {
            const card = item.playerItemDefinition;
            const name = playerName(card);
            return (
              <li key={item.id} className="lab-user-evo">
                <MiniCard card={card} colours={rarityOf(coreData, card.rarityEaId)} />
                <div className="lab-user-evo__text">
                  <span className="lab-user-evo__name">
                    <span>{`${name} ${card.overall}`}</span>
                    {item.isModified && <span className="lab-badge lab-badge--custom">Customised</span>}
                  </span>
                  <span className="lab-user-evo__meta">
                    {cardSummary(card, coreData)} · {item.evolutionPath.length} evolution
                    {item.evolutionPath.length === 1 ? '' : 's'} · {item.upgradeCount} upgrade
                    {item.upgradeCount === 1 ? '' : 's'}
                  </span>
                  {item.evolutionPath.length > 0 && (
                    <span className="lab-user-evo__chain">
                      {item.evolutionPath
                        .map((id) => lab.evolutionsById.get(id)?.name ?? `Evolution ${id}`)
                        .join(' → ')}
                    </span>
                  )}
                </div>
                <div className="lab-user-evo__actions">
                  <button
                    type="button"
                    className="button button--small button--primary"
                    onClick={() => open(item)}
                    aria-label={`Open in lab: ${name} ${card.overall}`}
                  >
                    Open in lab
                  </button>
                  {confirming === item.id ? (
                    <>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={remove.isPending}
                        onClick={() => confirmDelete(item)}
                      >
                        Confirm delete
                      </button>
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        onClick={() => setConfirming(null)}
                      >
                        Keep
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`Delete ${name} ${card.overall}`}
                      onClick={() => setConfirming(item.id)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
