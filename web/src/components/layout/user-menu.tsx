import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useClickOutside } from '../../hooks/use-click-outside';

/** Signed-out until the identity issue lands: the menu says so instead of offering dead links. */
export const UserMenu = () => {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [rootRef], []);
  useClickOutside(refs, () => setIsOpen(false), isOpen);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
  return (
    <div ref={rootRef} className="user-menu">
      <button
        type="button"
        className="avatar-button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label="Account"
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="avatar" aria-hidden="true">
          ?
        </span>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!isOpen}>
        <p className="user-menu__title">You are browsing as a guest</p>
        <p className="muted small">Sign-in, saved squads and your evolutions arrive with accounts.</p>
        <button type="button" className="button button--primary" disabled>
          Sign in (coming soon)
        </button>
      </div>
    </div>
  );
};
