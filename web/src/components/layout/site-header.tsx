import { memo, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DEFAULT_GAME_YEAR, DESKTOP_BREAKPOINT_PX, routes } from '../../config/env';
import { GlobalNav } from './global-nav';
import { NavAnchor } from './nav-anchor';
import { UserMenu } from './user-menu';

export type HeaderSearchVariant = 'desktop' | 'mobile';

/**
 * The header takes the path from the layout instead of reading the router itself: a change of the query
 * string alone (every filter edit) then leaves the whole header alone. The search is a feature, so the
 * app composes it in (`renderSearch`, stable for the header's memo); shared components import no feature.
 */
export const SiteHeader = memo(function SiteHeader({
  pathname,
  renderSearch,
}: {
  pathname: string;
  renderSearch: (variant: HeaderSearchVariant) => ReactNode;
}) {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {!isDesktop && <GlobalNav isDesktop={false} currentPath={pathname} />}
        <NavAnchor to={routes.playerDatabase(DEFAULT_GAME_YEAR)} className="brand">
          <span className="brand__mark">FUT</span>
          <span className="brand__name">GG</span>
        </NavAnchor>
        {isDesktop && <GlobalNav isDesktop currentPath={pathname} />}
        <div className="site-header__tools">
          {renderSearch(isDesktop ? 'desktop' : 'mobile')}
          <UserMenu />
        </div>
      </div>
    </header>
  );
});
