import { FrontPage } from '../../features/front-page/components/front-page';
import { DEFAULT_GAME_YEAR } from '../../config/env';

export const FrontPageRoute = () => <FrontPage gameYear={DEFAULT_GAME_YEAR} />;
export default FrontPageRoute;
