import { NavAnchor } from './nav-anchor';
import type { NAV_AREAS } from './nav-links';

/** One content area of the navigation: its title and links (the mega menu and the mobile drawer share it). */
export const NavArea = ({
  area,
  className,
  titleClassName,
  onNavigate,
}: {
  area: (typeof NAV_AREAS)[number];
  className?: string;
  titleClassName: string;
  onNavigate: () => void;
}) => (
  <section className={className} aria-label={area.title}>
    <h2 className={titleClassName}>{area.title}</h2>
    <ul>
      {area.links.map((link) => (
        <li key={link.label}>
          <NavAnchor to={link.to} onClick={onNavigate}>
            {link.label}
            {link.note && <span className="tag tag--muted">{link.note}</span>}
          </NavAnchor>
        </li>
      ))}
    </ul>
  </section>
);
