import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';

/**
 * Double-click protection (spec, second document, section 2): the first click is allowed and disables
 * the button; later clicks are blocked.
 */
export const ProtectedButton = ({ onClick, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) => {
  const [isClicked, setIsClicked] = useState(false);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isClicked) {
      event.preventDefault();
      return;
    }
    setIsClicked(true);
    onClick?.(event);
  };
  return <button type="button" {...props} disabled={disabled || isClicked} onClick={handleClick} />;
};
