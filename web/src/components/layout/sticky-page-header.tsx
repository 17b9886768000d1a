import { useRef, type ReactNode } from 'react';
import { useScrollSpy } from '../../hooks/use-scroll-spy';
import { useStickyHeader } from '../../hooks/use-sticky-header';

export interface SubNavLink {
  id: string;
  label: string;
}

const STICKY_HEIGHT_PX = 56;

/**
 * A page header that, once scrolled past, comes back as a slim sticky bar with the page's
 * sub-navigation; the link of the section being read is highlighted (spec, second document, section 2).
 */
export const StickyPageHeader = ({
  header,
  compact,
  links,
}: {
  header: ReactNode;
  compact: ReactNode;
  links: readonly SubNavLink[];
}) => {
  const headerRef = useRef<HTMLDivElement>(null);
  const isStuck = useStickyHeader(headerRef);
  const active = useScrollSpy(
    links.map((link) => link.id),
    STICKY_HEIGHT_PX,
  );
  const subNav = (
    <nav className="sub-nav" aria-label="On this page">
      {links.map((link, index) => (
        <a
          key={link.id}
          href={`#${link.id}`}
          className="sub-nav__link"
          aria-current={index === active ? 'location' : undefined}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
  return (
    <>
      <div ref={headerRef} className="page-header page-header--player">
        {header}
        {subNav}
      </div>
      <div
        className={`sticky-header${isStuck ? ' is-visible' : ''}`}
        aria-hidden={!isStuck}
        role="region"
        aria-label="Page summary"
        inert={!isStuck}
      >
        <div className="sticky-header__inner">
          {compact}
          {subNav}
        </div>
      </div>
    </>
  );
};
