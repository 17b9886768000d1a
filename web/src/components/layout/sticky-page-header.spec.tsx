import { act, fireEvent, render, screen } from '@testing-library/react';
import { activeLinkIndex } from '../../lib/scroll-spy';
import { StickyPageHeader } from './sticky-page-header';

const LINKS = [
  { id: 'overview', label: 'Overview' },
  { id: 'price', label: 'Price' },
  { id: 'attributes', label: 'Attributes' },
];

const scrollTo = (y: number) =>
  act(() => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
  });

describe(StickyPageHeader.name, () => {
  beforeEach(() => window.scrollTo(0, 0));

  it('appears only once the page scrolls past the original bottom edge of the page header', () => {
    render(<StickyPageHeader links={LINKS} header={<h1>Mbappé</h1>} compact={<span>Mbappé 91</span>} />);
    const pageHeader = screen.getByRole('heading', { name: 'Mbappé' }).parentElement!;
    pageHeader.getBoundingClientRect = () => ({
      top: 60,
      bottom: 200,
      left: 0,
      right: 0,
      width: 0,
      height: 140,
      x: 0,
      y: 60,
      toJSON: () => ({}),
    });
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.queryByRole('region', { name: 'Page summary' })).toBeNull();
    scrollTo(150);
    expect(screen.queryByRole('region', { name: 'Page summary' })).toBeNull();
    scrollTo(201);
    expect(screen.getByRole('region', { name: 'Page summary' }).textContent).toContain('Mbappé 91');
    scrollTo(10);
    expect(screen.queryByRole('region', { name: 'Page summary' })).toBeNull();
  });

  it('highlights the section at the top before the reader scrolls, not the second one', () => {
    render(<StickyPageHeader links={LINKS} header={<h1>Mbappé</h1>} compact={null} />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'location');
    expect(current.map((link) => link.textContent)).toEqual(['Overview']);
  });
});

describe('activeLinkIndex', () => {
  const tops = [0, 500, 1200];
  it.each([
    [100, 0],
    [500 - 50 - 20, 1], // section top within tracking window (50) + tolerance (20) of the reading edge
    [500 - 50 - 21, 0],
    [1200, 2],
  ])('at reading edge %i highlights link %i', (edge, expected) => {
    expect(activeLinkIndex(tops, edge)).toBe(expected);
  });
});
