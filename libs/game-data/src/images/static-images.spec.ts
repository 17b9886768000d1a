import { clubsOf } from '../reference/clubs.js';
import { leaguesOf } from '../reference/leagues.js';
import { NATION_SEEDS, nationsOf } from '../reference/nations.js';
import { raritiesOf } from '../reference/rarities.js';
import { flagIconSvg } from './flag-icons-files.js';
import { badgeLetters, clubBadgeSvg, leagueBadgeSvg, rarityBadgeSvg } from './badges.js';
import { staticImagesOf } from './static-images.js';

// What a badge looks like, without the name it carries for screen readers.
const lookOf = (svg: string): string => svg.replace(/<title>.*?<\/title>/, '');

describe('core-data images', () => {
  const images = staticImagesOf(26, flagIconSvg);
  const byUrl = new Map(images.map((image) => [image.url, image.svg]));

  it('has exactly one image for every URL the year hands out', () => {
    const urls = [
      ...nationsOf(26).map((nation) => nation.imageUrl),
      ...leaguesOf(26).map((league) => league.imageUrl),
      ...clubsOf(26).map((club) => club.imageUrl),
      ...raritiesOf(26).flatMap((rarity) => [rarity.imageUrl, rarity.compactImageUrl]),
    ];
    expect(images).toHaveLength(urls.length);
    expect(new Set(images.map((image) => image.url))).toEqual(new Set(urls));
    for (const image of images) expect(image.svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
  });

  it("gives every nation its own flag from flag-icons, the UK's home nations their own", () => {
    const codes = NATION_SEEDS.map((nation) => nation.flagCode);
    expect(new Set(codes).size).toBe(codes.length);
    const flagOf = (name: string) => NATION_SEEDS.find((nation) => nation.name === name)!;
    expect(flagOf('England').flagCode).toBe('gb-eng');
    expect(flagOf('Scotland').flagCode).toBe('gb-sct');
    expect(flagOf('Wales').flagCode).toBe('gb-wls');
    expect(flagOf('Northern Ireland').flagCode).toBe('gb-nir');
    expect(byUrl.get(`/static/nations/26/${flagOf('France').eaId}.svg`)).toBe(flagIconSvg('fr'));
  });

  it('draws no two clubs of one league alike, and the same club alike every time', () => {
    const clubs = clubsOf(26);
    for (const league of leaguesOf(26)) {
      const looks = clubs
        .filter((club) => club.leagueEaId === league.eaId)
        .map((club) => lookOf(clubBadgeSvg(club)));
      expect(new Set(looks).size).toBe(looks.length);
    }
    const arsenal = clubs.find((club) => club.name === 'Arsenal')!;
    expect(clubBadgeSvg({ ...arsenal })).toBe(byUrl.get('/static/clubs/26/1.svg'));
    expect(staticImagesOf(25, flagIconSvg).find((image) => image.url === '/static/clubs/25/1.svg')!.svg).toBe(
      byUrl.get('/static/clubs/26/1.svg'),
    );
  });

  it('escapes a name before it goes into the SVG', () => {
    const svg = clubBadgeSvg({ eaId: 1, name: `Club "<script>" & Co's` });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(leagueBadgeSvg({ eaId: 1, name: 'A & B' })).toContain('A &#38; B');
  });

  it('refuses a rarity colour that is not a hex colour rather than write it into an attribute', () => {
    const svg = rarityBadgeSvg({
      name: 'Odd',
      backgroundColor: '"/><script>alert(1)</script>',
      textColor: '#fff',
      lineColor: 'url(x)',
    });
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('url(x)');
    expect(svg).toContain('fill="#fff"');
  });

  it.each([
    ['Arsenal', 'ARS'],
    ['Aston Villa', 'AV'],
    ['Real Madrid', 'RM'],
    ['FC Porto', 'POR'],
    ["Ligue 1 McDonald's", 'L1M'],
    ['MLS', 'MLS'],
    ['ICON', 'ICON'],
    ['Ö. Bundesliga', 'ÖB'],
    ['Club Atlético Rosario', 'ROS'],
    ['Paris Saint-Germain', 'PSG'],
  ])('letters a badge of %s as %s', (name, letters) => {
    expect(badgeLetters(name)).toBe(letters);
  });
});
