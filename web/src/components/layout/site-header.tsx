import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DEFAULT_GAME_YEAR, DESKTOP_BREAKPOINT_PX, routes } from '../../config/env';
import { GlobalNav } from './global-nav';
import { NavAnchor } from './nav-anchor';
import { UserMenu } from './user-menu';

export const SiteHeader = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
};
