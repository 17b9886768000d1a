import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../../../hooks/use-body-scroll-lock';

/**
 * A modal dialog: focus moves into it and back to where it was when it closes; Escape, the close button
 * and a click on the backdrop close it; Tab stays inside it.
 */
export const LabModal = ({
  title,
  subtitle,
  onClose,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) => {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [
        ...dialog.current.querySelectorAll<HTMLElement>(
          'button:not(:disabled), a[href], input, select, [tabindex="0"]',
        ),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="lab-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="lab-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="lab-modal__header">
          <div>
            <h2 id={titleId} className="lab-modal__title">
              {title}
            </h2>
            {subtitle && <div className="lab-modal__subtitle">{subtitle}</div>}
          </div>
          <button type="button" className="icon-button lab-modal__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="lab-modal__body">{children}</div>
        {footer && <footer className="lab-modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
};
