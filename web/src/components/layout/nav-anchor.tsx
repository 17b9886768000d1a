import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface NavAnchorProps {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  'aria-current'?: 'page';
}

const PlainAnchor = ({ to, ...props }: NavAnchorProps) => <a href={to} {...props} />;

/**
 * How navigation renders a link: a plain anchor in server-rendered pages (widgets), the router's Link
 * inside the app (provided by the root layout), so the same menus serve both.
 */
export const NavAnchorContext = createContext<ComponentType<NavAnchorProps>>(PlainAnchor);

export const NavAnchor = (props: NavAnchorProps) => {
  const Anchor = useContext(NavAnchorContext);
  return <Anchor {...props} />;
};
