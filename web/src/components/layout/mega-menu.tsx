import { useEffect, useId, useMemo, useRef } from 'react';
import { NavArea } from './nav-area';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { useClickOutside } from '../../hooks/use-click-outside';
import { NAV_AREAS } from './nav-links';

/**
 * The mega menu (spec, second document, section 2): opening shows the content areas and locks the
 * page's scrolling; closing (toggle, Escape, a click outside, following a link) reverses both.
 */
export const MegaMenu = ({
  isOpen,
  onToggle,
  onClose,
}: {
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
}) => {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(isOpen);
  const refs = useMemo(() => [rootRef], []);
  useClickOutside(refs, onClose, isOpen);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);
  return (
    <div ref={rootRef} className="mega-menu">
      <button
        ref={toggleRef}
        type="button"
        className="nav-link nav-link--button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
      >
        Browse <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className={`mega-menu__panel${isOpen ? ' is-open' : ''}`} hidden={!isOpen}>
        <div className="mega-menu__areas">
          {NAV_AREAS.map((area) => (
            <NavArea
              key={area.title}
              area={area}
              className="mega-menu__area"
              titleClassName="mega-menu__title"
              onNavigate={onClose}
            />
          ))}
        </div>
      </div>
    </div>
  );
};
