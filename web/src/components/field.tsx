import type { ReactNode } from 'react';

/** A form control under its visible label; the label wraps the control, so the two need no id. */
export const Field = ({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <label className={className ? `field ${className}` : 'field'}>
    <span className="field__label">{label}</span>
    {children}
  </label>
);
