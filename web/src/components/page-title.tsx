import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'FUTGG';

/** The browser title of a page: its own words first (what a tab shows), then the site. */
export const pageTitle = (title: string) => `${title} · ${SITE_NAME}`;

/**
 * Where the server renderer collects the title the page asked for, to write it into the HTML's <title>
 * (render-page.tsx): renderToString runs no effects, and a <title> inside #root would not be the
 * document's (the first one, in the head, is).
 */
export interface TitleCollector {
  title: string | null;
}
export const PageTitleContext = createContext<TitleCollector | null>(null);

/** Gives the page its own browser title, on the server's HTML and on every client-side render. */
export const usePageTitle = (title: string) => {
  const collector = useContext(PageTitleContext);
  if (collector) collector.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
};
