import { useCallback, useState } from 'react';
import { DEFAULT_GAME_YEAR, routes } from '../../config/env';
import { MegaMenu } from './mega-menu';
import { MobileNav, type RenderDrawerAccount } from './mobile-nav';
import { NavAnchor } from './nav-anchor';

const PRIMARY = [
  { label: 'Players', to: routes.playerDatabase(DEFAULT_GAME_YEAR), section: '/players/' },
  { label: 'Evo Lab', to: routes.evoLab(), section: '/evo-lab/' },
  { label: 'Squad Builder', to: routes.squadBuilder(DEFAULT_GAME_YEAR, 'new'), section: '/squad-builder/' },
];

/** Global navigation: primary links and the mega menu on desktop, a drawer below 1281 px. */
export const GlobalNav = ({
  isDesktop,
  currentPath,
  renderDrawerAccount,
}: {
  isDesktop: boolean;
  currentPath: string;
  renderDrawerAccount?: RenderDrawerAccount;
}) => {
  const [openMenu, setOpenMenu] = useState<'mega' | 'mobile' | null>(null);
  const close = useCallback(() => setOpenMenu(null), []);
  const toggle = (menu: 'mega' | 'mobile') => setOpenMenu((open) => (open === menu ? null : menu));
  if (!isDesktop)
    return (
      <MobileNav
        isOpen={openMenu === 'mobile'}
        onToggle={() => toggle('mobile')}
        onClose={close}
        renderAccount={renderDrawerAccount}
      />
    );
  return (
    <nav className="global-nav" aria-label="Main">
      {PRIMARY.map((link) => (
        <NavAnchor
          key={link.label}
          to={link.to}
          className="nav-link"
          aria-current={currentPath.includes(link.section) ? 'page' : undefined}
        >
          {link.label}
        </NavAnchor>
      ))}
      <MegaMenu isOpen={openMenu === 'mega'} onToggle={() => toggle('mega')} onClose={close} />
    </nav>
  );
};
