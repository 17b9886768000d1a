import { render } from '@testing-library/react';
import { SPECIAL_TEAM_EA_IDS } from '@futgg/game-rules';
import { MiniCard, miniCardHtml } from '../../../components/card/card-art';
import { coreDataFixture, summaryFixture } from '../../../testing/fixtures';
import { playerRowHtml, rowHtmlCache } from './player-row-html';
import { rememberRowCells, writeRowCells } from './row-cells';

const parse = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

/** Markup with every style attribute in the browser's own serialisation, so two writers compare equal. */
const normalised = (root: HTMLElement) => {
  root.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    element.setAttribute('style', element.style.cssText);
  });
  return root.innerHTML;
};

describe('player table row markup', () => {
  it('escapes every text it writes, so names and core data cannot add markup', () => {
    const core = coreDataFixture();
    core.clubs['243']!.name = 'Club <img src=x onerror=alert(1)>';
    core.leagues['53']!.name = '"><script>alert(2)</script>';
    core.rarities['1']!.name = "Rare 'Gold' & co";
    const card = summaryFixture(1000, { commonName: '<b onmouseover="alert(3)">Mbappé</b>' });
    const row = parse(playerRowHtml(card, 26, core));
    expect(row.querySelectorAll('script, img, b, [onerror], [onmouseover]')).toHaveLength(0);
    expect(row.querySelector('a.player-link')?.textContent).toBe('<b onmouseover="alert(3)">Mbappé</b>');
    expect(row.querySelector('.player-table__meta')?.textContent).toBe(
      "Rare 'Gold' & co · Club <img src=x onerror=alert(1)> · \"><script>alert(2)</script>",
    );
  });

  it("names an icon's rarity and league, not the Icons club the rarity already says", () => {
    const core = coreDataFixture();
    core.clubs[String(SPECIAL_TEAM_EA_IDS.ICONS_CLUB)] = { ...core.clubs['243']!, name: 'ICON' };
    core.leagues[String(SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE)] = { ...core.leagues['53']!, name: 'Icons' };
    core.rarities['1']!.name = 'Prime Icon';
    const icon = summaryFixture(1000, {
      clubEaId: SPECIAL_TEAM_EA_IDS.ICONS_CLUB,
      leagueEaId: SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE,
    });
    expect(parse(playerRowHtml(icon, 26, core)).querySelector('.player-table__meta')?.textContent).toBe(
      'Prime Icon · Icons',
    );
  });

  it('writes a colour only when it is a plain colour, never a second declaration', () => {
    const core = coreDataFixture();
    core.rarities['1']!.lineColor = 'red;position:fixed;inset:0';
    core.rarities['1']!.backgroundColor = 'url(https://example.com/x.png)';
    core.rarities['1']!.textColor = 'rgb(10, 20, 30)';
    const row = parse(playerRowHtml(summaryFixture(1000), 26, core));
    const meta = row.querySelector<HTMLElement>('.player-table__meta')!;
    expect(meta.style.getPropertyValue('--rarity-line')).toBe('transparent');
    expect(meta.style.getPropertyValue('position')).toBe('');
    const card = row.querySelector<HTMLElement>('.mini-card')!;
    expect(card.style.getPropertyValue('--card-bg')).toBe('transparent');
    expect(card.style.getPropertyValue('--card-text')).toBe('rgb(10, 20, 30)');
  });

  it('shows the card: link, overall, positions, the six face stats by tier, price, trend and fluctuation', () => {
    const card = summaryFixture(1000, { overall: 91, price: 1_250_000, priceTrend24h: -3.25, facePace: 65 });
    const row = parse(playerRowHtml(card, 26, coreDataFixture()));
    expect(row.querySelector('a.player-link')?.getAttribute('href')).toBe('/26/players/1000/');
    expect(row.querySelector('.overall-badge')?.textContent).toBe('91');
    expect(row.querySelector('.col-pos')?.textContent).toBe('STLW');
    const stats = [...row.querySelectorAll('.col-stat')];
    expect(stats.map((cell) => cell.textContent)).toEqual(['65', '85', '80', '88', '40', '75']);
    expect(stats[0]?.className).toBe('col-stat stat stat--average');
    expect(row.querySelector('.col-price')?.textContent).toBe('1.25M');
    expect(row.querySelector('.col-trend')?.className).toBe('col-trend trend trend--down');
    // The list's rows carry no fluctuation: it shows once the live lookup has answered.
    expect(row.querySelector('.col-fluct')?.textContent).toBe('—');
    expect(row.querySelectorAll('[role="cell"]')).toHaveLength(13);
  });

  it('shows the trend of the window asked for and the fluctuation a live price brings', () => {
    const card = { ...summaryFixture(1000), priceTrend6h: 4.04, priceFluctuation: 2.46 };
    const row = parse(playerRowHtml(card, 26, coreDataFixture(), 'priceTrend6h'));
    expect(row.querySelector('.col-trend')?.textContent).toBe('+4.0%');
    expect(row.querySelector('.col-trend')?.className).toBe('col-trend trend trend--up');
    expect(row.querySelector('.col-fluct')?.textContent).toBe('2.5%');
    const listOnly = parse(playerRowHtml(summaryFixture(1000), 26, coreDataFixture(), 'priceTrend1h'));
    expect(listOnly.querySelector('.col-trend')?.className).toBe('col-trend trend trend--flat');
    expect(listOnly.querySelector('.col-trend')?.textContent).toBe('—');
  });

  it("draws the mini card exactly as the React MiniCard does (the player page's)", () => {
    const core = coreDataFixture();
    for (const card of [
      summaryFixture(1000),
      summaryFixture(1001, { overall: 99, position: 0, rarityEaId: 3 }),
    ]) {
      const colours = core.rarities[String(card.rarityEaId)]!;
      const { container, unmount } = render(<MiniCard card={card} colours={colours} />);
      expect(normalised(parse(miniCardHtml(card, colours)))).toBe(normalised(container));
      unmount();
    }
  });

  it('builds a card object’s markup once per core data', () => {
    const card = summaryFixture(1000);
    const html = rowHtmlCache(26, coreDataFixture());
    expect(html(card)).toBe(html(card));
    expect(html(card)).toBe(playerRowHtml(card, 26, coreDataFixture()));
  });
});

describe('writing row cells in one batch', () => {
  const rowWith = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    rememberRowCells(element, html);
    return element;
  };

  it('rewrites only the rows whose markup changed, each with its own cells', () => {
    const unchanged = rowWith('<span>same</span>');
    const kept = unchanged.firstChild;
    const first = rowWith('<span>old 1</span>');
    const second = rowWith('<span>old 2</span>');
    writeRowCells([
      { element: unchanged, html: '<span>same</span>' },
      { element: first, html: '<span>new 1</span><b>x</b>' },
      { element: second, html: '<span>new 2</span>' },
    ]);
    expect(unchanged.firstChild).toBe(kept);
    expect(first.innerHTML).toBe('<span>new 1</span><b>x</b>');
    expect(second.innerHTML).toBe('<span>new 2</span>');
    expect(first.ownerDocument).toBe(document);
    // Written markup is remembered: the same markup again changes nothing.
    const written = first.firstChild;
    writeRowCells([{ element: first, html: '<span>new 1</span><b>x</b>' }]);
    expect(first.firstChild).toBe(written);
  });
});
