import { Link } from 'react-router';
import { DEFAULT_GAME_YEAR, routes } from '../../config/env';
import { usePageTitle } from '../../components/page-title';

const ComingSoon = ({ title, children }: { title: string; children: string }) => {
  usePageTitle(title);
  return (
    <div className="coming-soon">
      <p className="eyebrow">Coming soon</p>
      <h1 className="page-title">{title}</h1>
      <p className="coming-soon__text">{children}</p>
      <Link className="button button--primary" to={routes.playerDatabase(DEFAULT_GAME_YEAR)}>
        Browse the player database
      </Link>
    </div>
  );
};

export const SquadBuilderRoute = () => (
  <ComingSoon title="Squad Builder">
    Build squads on every formation with live chemistry, tactics and roles.
  </ComingSoon>
);
