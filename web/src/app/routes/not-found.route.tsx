import { Link } from 'react-router';
import { DEFAULT_GAME_YEAR, routes } from '../../config/env';
import { usePageTitle } from '../../components/page-title';

/**
 * The page for an address nothing answers. The server renderer sends it with status 404 (the `*`
 * route, or a loader's NO_SUCH_PAGE verdict for `/99/players/`), so search engines and links checkers
 * see a real 404, and the reader gets the ways back in.
 */
export const NotFoundPage = ({
  title = 'Page not found',
  children = 'There is nothing at this address. It may have moved, or the link may be mistyped.',
}: {
  title?: string;
  children?: string;
}) => {
  usePageTitle(title);
  return (
    <div className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1 className="page-title">{title}</h1>
      <p className="not-found__text">{children}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={routes.playerDatabase(DEFAULT_GAME_YEAR)}>
          Browse the player database
        </Link>
        <Link className="button" to="/">
          Front page
        </Link>
      </div>
      <p className="muted">
        Looking for a player? Press <kbd>/</kbd> to search by name.
      </p>
    </div>
  );
};

export const NotFoundRoute = () => <NotFoundPage />;
export default NotFoundRoute;
