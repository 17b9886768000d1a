import { useEffect, useId, type ReactNode } from 'react';
import { NavArea } from './nav-area';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { NAV_AREAS } from './nav-links';

/** The account's part of the drawer, composed in by whoever mounts the menu (a feature's). */
export type RenderDrawerAccount = (onNavigate: () => void) => ReactNode;

export const MobileNav = ({
  isOpen,
  onToggle,
  onClose,
  renderAccount,
}: {
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
  renderAccount?: RenderDrawerAccount;
}) => {
  const drawerId = useId();
  useBodyScrollLock(isOpen);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);
  return (
    <div className="mobile-nav">
      <button
        type="button"
        className="icon-button"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        aria-label="Menu"
        onClick={onToggle}
      >
        <span className="icon-burger" aria-hidden="true" />
      </button>
      <nav
        id={drawerId}
        className={`mobile-nav__drawer${isOpen ? ' is-open' : ''}`}
        aria-label="Main"
        hidden={!isOpen}
      >
        {renderAccount?.(onClose)}
        {NAV_AREAS.map((area) => (
          <NavArea key={area.title} area={area} titleClassName="mobile-nav__title" onNavigate={onClose} />
        ))}
      </nav>
    </div>
  );
};
