import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';

interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<Record<string, unknown>>;
  /** Shown regardless of hover or focus (the copy button's confirmation). */
  isOpen?: boolean;
}

/** Shown on hover and on keyboard focus, so it is never mouse-only. */
export const Tooltip = ({ content, children, isOpen }: TooltipProps) => {
  const id = useId();
  const [isHovered, setIsHovered] = useState(false);
  const isShown = isOpen ?? isHovered;
  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsHovered(true)}
      onBlur={() => setIsHovered(false)}
    >
      {cloneElement(children, { 'aria-describedby': isShown ? id : undefined })}
      {isShown && (
        <span role="tooltip" id={id} className="tooltip">
          {content}
        </span>
      )}
    </span>
  );
};
