import { useCallback, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { NavAnchorContext, type NavAnchorProps } from '../../components/layout/nav-anchor';
import { SiteHeader, type HeaderSearchVariant } from '../../components/layout/site-header';
import { DEFAULT_GAME_YEAR, routes } from '../../config/env';
import { AccountDrawerSection } from '../../features/identity/components/account-drawer-section';
import { UserMenu } from '../../features/identity/components/user-menu';
import { GlobalSearch } from '../../features/search/components/global-search';
import { HeaderSocial } from '../header-social';
import { CurrentPathContext } from '../../lib/current-path';
import { isInAppClick } from '../../lib/in-app-click';

/**
 * The menus' links inside the app: anchors that navigate through the router. Not the router's <Link>,
 * which re-renders on every change of the URL (a filter edit included) to resolve its path; these
 * paths are absolute already.
 */
const routerAnchor = (navigate: NavigateFunction) =>
  function RouterAnchor({ to, onClick, ...props }: NavAnchorProps) {
    return (
      <a
        href={to}
        {...props}
        onClick={(event) => {
          onClick?.();
          if (!isInAppClick(event)) return;
          event.preventDefault();
          void navigate(to);
        }}
      />
    );
  };

// The account is a feature, composed into the header here (shared components import no feature).
const renderAccount = () => (
  <>
    <HeaderSocial />
    <UserMenu />
  </>
);
const renderDrawerAccount = (onNavigate: () => void) => <AccountDrawerSection onNavigate={onNavigate} />;

export const RootLayout = () => {
  const { pathname, search } = useLocation();
  // Stable for the router's lifetime, so the anchor component and the header keep their identity.
  const navigate = useNavigate();
  const RouterAnchor = useMemo(() => routerAnchor(navigate), [navigate]);
  const goTo = useCallback((url: string) => void navigate(url), [navigate]);
  const renderSearch = useCallback(
    (variant: HeaderSearchVariant) => (
      <GlobalSearch
        variant={variant}
        onNavigate={goTo}
        moreButtonBaseUrl={routes.playerDatabase(DEFAULT_GAME_YEAR)}
      />
    ),
    [goTo],
  );
  return (
    <NavAnchorContext.Provider value={RouterAnchor}>
      {/* Read only by the links that come back here (sign-in): they alone re-render on a filter edit. */}
      <CurrentPathContext.Provider value={`${pathname}${search}`}>
        <div className="app">
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          {/* A new page starts at its top; back and forward return to where the reader was (the
            list's rows come from the query cache at once, so its height is there to scroll to). */}
          <ScrollRestoration />
          <SiteHeader
            pathname={pathname}
            renderSearch={renderSearch}
            renderAccount={renderAccount}
            renderDrawerAccount={renderDrawerAccount}
          />
          <main id="main" className="main" tabIndex={-1}>
            <Outlet />
          </main>
          <footer className="site-footer">
            <p>
              Fan-made companion for EA Sports FC Ultimate Team. Not affiliated with EA Sports. Prices are
              indicative.
            </p>
          </footer>
        </div>
      </CurrentPathContext.Provider>
    </NavAnchorContext.Provider>
  );
};

export const RouteError = () => (
  <div className="app">
    <main id="main" className="main">
      <div className="empty-state">
        <h1 className="empty-state__title">Something went wrong loading this page.</h1>
        <a href="/">Back to the player database</a>
      </div>
    </main>
  </div>
);
