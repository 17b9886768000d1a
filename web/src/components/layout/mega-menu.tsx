import { useId } from 'react';
import { NavArea } from './nav-area';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { useDismissablePanel } from '../../hooks/use-dismissable-panel';
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
  const { rootRef, toggleRef } = useDismissablePanel(isOpen, onClose);
  useBodyScrollLock(isOpen);
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
