import { usePageTitle } from '../../components/page-title';
import { DEFAULT_GAME_YEAR } from '../../config/env';
import { MyClub } from '../../features/my-club/components/my-club';
import { SignedInPage } from './signed-in-page';

export const MyClubRoute = () => {
  usePageTitle(`My club · FC ${DEFAULT_GAME_YEAR}`);
  return (
    <SignedInPage
      title="My club"
      action="keep your club"
      explanation="Import your club from a club export file, and the planner works out which of your cards should take which evolutions."
    >
      {() => <MyClub gameYear={DEFAULT_GAME_YEAR} />}
    </SignedInPage>
  );
};
export default MyClubRoute;
