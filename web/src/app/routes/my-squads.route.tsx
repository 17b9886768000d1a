import { useParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { DEFAULT_GAME_YEAR, parseGameYear } from '../../config/env';
import { MySquads } from '../../features/squad-builder/components/my-squads';
import { NotFoundRoute } from './not-found.route';
import { SignedInPage } from './signed-in-page';

/** `/{gameYear}/squad-builder/`: the reader's saved squads; rendered for nobody on the server. */
export const MySquadsRoute = () => {
  const gameYear = parseGameYear(useParams()['gameYear']);
  usePageTitle(`My squads · FC ${gameYear ?? DEFAULT_GAME_YEAR}`);
  if (gameYear === null) return <NotFoundRoute />;
  return (
    <SignedInPage
      title="My squads"
      action="see your squads"
      explanation="Every squad you save in the squad builder is kept here, with its rating, chemistry and price."
    >
      {() => <MySquads gameYear={gameYear} />}
    </SignedInPage>
  );
};
export default MySquadsRoute;
