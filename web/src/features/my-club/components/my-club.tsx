import { GamePageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/player-filters/use-url-filters';
import { routes } from '../../../config/env';
import { useCoreData } from '../../../lib/core-data';
import { Link } from 'react-router';
import { useExportClub } from '../api/export-club';
import { AddCardForm } from './add-card-form';
import { ClubImport } from './club-import';
import { ClubList } from './club-list';

export const myClubScreen = (gameYear: number) => `my-club:${gameYear}`;

/**
 * The signed-in user's club (docs/user-club.md): import a club file, add a card by id, and the cards
 * with the player database's filters, each removable; export saves the club as our own file. The
 * planner and the evolutions pages read this club.
 */
export const MyClub = ({ gameYear }: { gameYear: number }) => {
  const coreData = useCoreData(gameYear);
  const filters = useUrlFilters(myClubScreen(gameYear));
  const exportClub = useExportClub(gameYear);
  return (
    <div className="my-club">
      <GamePageHeader gameYear={gameYear} title="My club">
        <div className="my-club__actions">
          <Link className="button" to={routes.evolutionPlanner()}>
            Plan evolutions for my club
          </Link>
          <button
            type="button"
            className="button"
            disabled={exportClub.isPending}
            onClick={() => exportClub.mutate()}
          >
            {exportClub.isPending ? 'Exporting…' : 'Export my club'}
          </button>
        </div>
      </GamePageHeader>
      <div className="my-club__edit">
        <section className="panel" aria-labelledby="club-import-title">
          <h2 id="club-import-title" className="panel__title">
            Import a club file
          </h2>
          <p className="muted small my-club__hint">
            A CSV or JSON club export (ours, fut.gg’s or a club-export extension’s). Cards already in your
            club stay unless you replace it.
          </p>
          <ClubImport gameYear={gameYear} />
        </section>
        <section className="panel" aria-labelledby="club-add-title">
          <h2 id="club-add-title" className="panel__title">
            Add a card
          </h2>
          <AddCardForm gameYear={gameYear} />
        </section>
      </div>
      <ClubList gameYear={gameYear} filters={filters} coreData={coreData.data} />
    </div>
  );
};
