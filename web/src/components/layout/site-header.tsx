import { memo, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DEFAULT_GAME_YEAR, DESKTOP_BREAKPOINT_PX, routes } from '../../config/env';
import { GlobalNav } from './global-nav';
import type { RenderDrawerAccount } from './mobile-nav';
import { NavAnchor } from './nav-anchor';

export type HeaderSearchVariant = 'desktop' | 'mobile';

/**
 * The header takes the path from the layout instead of reading the router itself: a change of the query
 * string alone (every filter edit) then leaves the whole header alone. The search and the account are
 * features, so the app composes them in (`renderSearch`, `renderAccount` and, for the mobile menu's
 * drawer, `renderDrawerAccount`, each stable for the header's memo); shared components import no feature.
 */
export const SiteHeader = memo(function SiteHeader({
  pathname,
  renderSearch,
  renderAccount,
  renderDrawerAccount,
}: {
  pathname: string;
  renderSearch: (variant: HeaderSearchVariant) => ReactNode;
  renderAccount: () => ReactNode;
  renderDrawerAccount: RenderDrawerAccount;
}) {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {!isDesktop && (
          <GlobalNav isDesktop={false} currentPath={pathname} renderDrawerAccount={renderDrawerAccount} />
        )}
        <NavAnchor to={routes.playerDatabase(DEFAULT_GAME_YEAR)} className="brand">
          <span className="brand__mark">FUT</span>
          <span className="brand__name">GG</span>
        </NavAnchor>
        {isDesktop && <GlobalNav isDesktop currentPath={pathname} />}
        <div className="site-header__tools">
          {renderSearch(isDesktop ? 'desktop' : 'mobile')}
          {renderAccount()}
        </div>
      </div>
    </header>
  );
});
