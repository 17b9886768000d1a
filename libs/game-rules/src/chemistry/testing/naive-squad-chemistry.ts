import { generalPositionOf } from '../../constants/positions.js';
import { CLUB_STEPS, LEAGUE_STEPS, NATION_STEPS } from '../chemistry-rules.js';
import type {
  ChemistryCard,
  ChemistryPoints,
  SquadChemistry,
  SquadChemistryInput,
} from '../chemistry.types.js';
import { pointsFromCount } from '../points-from-count.js';

type Link = 'club' | 'league' | 'nation';

const idOf = (card: ChemistryCard, link: Link): number =>
  link === 'club' ? card.clubEaId : link === 'league' ? card.leagueEaId : card.nationEaId;

const countsOf = (card: ChemistryCard): Record<Link, number> => {
  const base = card.isIcon
    ? { club: 0, league: 0, nation: 2 }
    : card.isHero
      ? { club: 0, league: 2, nation: 1 }
      : { club: 1, league: 1, nation: 1 };
  return {
    club: base.club + (card.extraClubChemistry ?? 0),
    league: base.league + (card.extraLeagueChemistry ?? 0),
    nation: base.nation + (card.extraNationChemistry ?? 0),
  };
};

/**
 * A deliberately plain reading of the rules, written apart from squadChemistry: it rebuilds Maps of
 * counts for every player and filters the XI again each time. Tests use it as a reference and the
 * benchmark as the baseline.
 */
export const naiveSquadChemistry = ({ slots, manager }: SquadChemistryInput): SquadChemistry => {
  const placed = slots.map((slot) =>
    slot.card !== null &&
    [slot.card.position, ...slot.card.alternativePositionIds].includes(generalPositionOf(slot.position))
      ? slot.card
      : null,
  );
  const perPlayer = placed.map((card): ChemistryPoints => {
    if (card === null) return 0;
    if (card.isIcon || card.isHero || card.isFullChemistry) return 3;
    const tallies = new Map<Link, Map<number, number>>();
    for (const link of ['club', 'league', 'nation'] as const) {
      const tally = new Map<number, number>();
      placed
        .filter((other): other is ChemistryCard => other !== null && countsOf(other)[link] > 0)
        .forEach((other) =>
          tally.set(idOf(other, link), (tally.get(idOf(other, link)) ?? 0) + countsOf(other)[link]),
        );
      if (manager !== null && link !== 'club') {
        const id = link === 'league' ? manager.leagueEaId : manager.nationEaId;
        tally.set(id, (tally.get(id) ?? 0) + 1);
      }
      if (link === 'league') {
        const icons = placed.filter((other) => other?.isIcon === true).length;
        for (const [id, count] of tally) tally.set(id, count + icons);
      }
      tallies.set(link, tally);
    }
    const points =
      pointsFromCount(tallies.get('club')?.get(card.clubEaId) ?? 0, CLUB_STEPS) +
      pointsFromCount(tallies.get('league')?.get(card.leagueEaId) ?? 0, LEAGUE_STEPS) +
      pointsFromCount(tallies.get('nation')?.get(card.nationEaId) ?? 0, NATION_STEPS);
    return Math.min(3, points) as ChemistryPoints;
  });
  return { perPlayer, total: perPlayer.reduce<number>((sum, points) => sum + points, 0) };
};
