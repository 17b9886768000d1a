import type { CoreData, PriceKey, Reward, SbcChallenge, SbcRule } from '@futgg/contracts';
import { requirementLines } from '../../../components/sbc/sbc-rule-words';
import { formatCoins } from '../../../lib/format';

export const rewardWords = (reward: Reward): string => {
  switch (reward.type) {
    case 'player':
      return `${reward.name} (${reward.rating})${reward.untradeable ? ', untradeable' : ''}`;
    case 'pack':
      return `${reward.quantity > 1 ? `${reward.quantity} × ` : ''}${reward.name}${reward.untradeable ? ', untradeable' : ''}`;
    case 'coins':
      return `${formatCoins(reward.amount)} coins`;
  }
};

/** "12,300 coins", or a dash when no priced cards meet the rating requirements. */
export const costWords = (cost: Record<PriceKey, number | null>, key: PriceKey) => {
  const coins = cost[key];
  return coins === null ? '—' : `${formatCoins(coins)} coins`;
};

/**
 * The challenge as the squad builder takes it (its SquadChallenge prop): words, formation, minimums;
 * and its rules, which the builder's solver names in the same words.
 */
export const squadChallengeOf = (challenge: SbcChallenge, coreData: CoreData | undefined) => {
  const rule = <T extends SbcRule['type']>(type: T) =>
    challenge.requirements.rules.find((r): r is Extract<SbcRule, { type: T }> => r.type === type);
  const formation = rule('formation');
  return {
    title: challenge.name,
    requirements: requirementLines(challenge, coreData),
    formationId: challenge.formationId ?? formation?.formationIds[0] ?? null,
    minSquadRating: rule('squadRatingMin')?.value ?? null,
    minChemistry: rule('teamChemistryMin')?.value ?? null,
    rules: challenge.requirements.rules,
  };
};
