import { memo, useCallback } from 'react';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DEFAULT_GAME_YEAR, DESKTOP_BREAKPOINT_PX, routes } from '../../config/env';
import { GlobalNav } from './global-nav';
import { NavAnchor } from './nav-anchor';
import { UserMenu } from './user-menu';

/**
 * The header takes the path and navigation from the layout instead of reading the router itself: a
 * change of the query string alone (every filter edit) then leaves the whole header alone.
 */
export const SiteHeader = memo(function SiteHeader({
  pathname,
  navigate,
}: {
  pathname: string;
  navigate: (url: string) => unknown;
}) {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  const goTo = useCallback((url: string) => navigate(url), [navigate]);
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
          <GlobalSearch
            variant={isDesktop ? 'desktop' : 'mobile'}
            onNavigate={goTo}
            moreButtonBaseUrl={routes.playerDatabase(DEFAULT_GAME_YEAR)}
          />
          <UserMenu />
        </div>
      </div>
    </header>
  );
});
