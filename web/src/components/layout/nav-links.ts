import { DEFAULT_GAME_YEAR, routes } from '../../config/env';

export interface NavLink {
  label: string;
  to: string;
  note?: string;
}
export interface NavArea {
  title: string;
  links: readonly NavLink[];
}

const year = DEFAULT_GAME_YEAR;
const players = (query: string) => routes.playerDatabase(year, query);

/** The mega menu's content areas; the mobile menu shows the same areas as a list. */
export const NAV_AREAS: readonly NavArea[] = [
  {
    title: 'Players',
    links: [
      { label: 'Player database', to: players('') },
      { label: 'Top rated', to: players('sort=-overall') },
      { label: 'Most expensive', to: players('sort=-price') },
      { label: 'Newest cards', to: players('sort=-createdAt') },
      { label: 'Biggest risers today', to: players('sort=-priceTrend24h') },
      { label: 'Market movers', to: routes.marketMovers(year) },
    ],
  },
  {
    title: 'By position',
    links: [
      { label: 'Strikers', to: players('positions=25&sort=-overall') },
      { label: 'Wingers', to: players('positions=23,27&sort=-overall') },
      { label: 'Midfielders', to: players('positions=51&sort=-overall') },
      { label: 'Defenders', to: players('positions=50&sort=-overall') },
      { label: 'Goalkeepers', to: players('positions=0&sort=-overall') },
    ],
  },
  {
    title: 'Tools',
    links: [
      { label: 'Evolution lab', to: routes.evoLab() },
      { label: 'Squad builder', to: routes.squadBuilder(year, 'new') },
    ],
  },
  {
    title: 'Content',
    links: [
      { label: 'Daily feed', to: routes.feed() },
      { label: 'SBCs', to: routes.sbc() },
      { label: 'Objectives', to: routes.objectives() },
      { label: 'Upgrade hub', to: routes.upgradeHub() },
      { label: 'Collections', to: routes.collections() },
      { label: 'Live scores', to: routes.liveScores() },
    ],
  },
  {
    title: 'Evolution lab',
    links: [
      { label: 'Evolutions', to: routes.evolutions() },
      { label: 'Expiring soon', to: routes.evolutions('tab=expiring') },
      { label: 'My club', to: routes.myClub() },
      { label: 'Evolution planner', to: routes.evolutionPlanner() },
    ],
  },
];
