import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { NavAnchorContext, type NavAnchorProps } from '../../components/layout/nav-anchor';
import { SiteHeader } from '../../components/layout/site-header';

const RouterAnchor = ({ to, ...props }: NavAnchorProps) => <Link to={to} {...props} />;

export const RootLayout = () => {
  const { pathname } = useLocation();
  // A new page starts at its top (the virtualised table scrolls the window, not an element). Braces
  // matter: recent Chromium returns a Promise from scrollTo, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <NavAnchorContext.Provider value={RouterAnchor}>
      <div className="app">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
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
