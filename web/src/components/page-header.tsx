import type { ReactNode } from 'react';

/** A game's page heading: the game above the page's title; beside them, what the page adds. */
export const GamePageHeader = ({
  gameYear,
  title,
  children,
}: {
  gameYear: number;
  title: string;
  children?: ReactNode;
}) => (
  <header className="page-header">
    <div>
      <p className="eyebrow">EA Sports FC {gameYear} Ultimate Team</p>
      <h1 className="page-title">{title}</h1>
    </div>
    {children}
  </header>
);
