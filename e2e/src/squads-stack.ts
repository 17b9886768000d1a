// The squads API as the browser reaches it: the development OpenID provider, identity, the catalog with
// generated cards, pricing, evolutions and squads, and a real gateway on one subject prefix; users sign in
// through the provider's form. One stack per suite: the squads, tactics, pro-competition and
// auto-builder suites each boot it once.
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { pricingService } from '@futgg/pricing-service/testing';
import { squadsService } from '@futgg/squads-service/testing';
import { CATALOG_CONTRACTS, type SquadPoolCard, type SquadPoolPage } from '@futgg/contracts';
import { startEvolutionsStack, type EvolutionsStack, type SignedInUser } from './evolutions-stack.js';

export type { SignedInUser };

export interface SquadsStack extends EvolutionsStack {
  squads: ServiceUnderTest;
  pricing: ServiceUnderTest;
}

export const startSquadsStack = async (label: string, catalogPlayers: number): Promise<SquadsStack> => {
  const base = await startEvolutionsStack(label, catalogPlayers);
  const subjectPrefix = base.stack.identity.subjectPrefix;
  const started: ServiceUnderTest[] = [];
  try {
    const pricing = await startServiceUnderTest(`${label}_pricing`, pricingService, { subjectPrefix });
    started.push(pricing);
    const squads = await startServiceUnderTest(`${label}_squads`, squadsService, { subjectPrefix });
    started.push(squads);
    return {
      ...base,
      pricing,
      squads,
      stop: async () => {
        for (const service of started.reverse()) await service.stop();
        await base.stop();
      },
    };
  } catch (error) {
    for (const service of started.reverse()) await service.stop();
    await base.stop();
    throw error;
  }
};

/** Every card of game year 26 as the squads service reads its pool from the catalog, page after page. */
export const readSquadPool = async (stack: SquadsStack): Promise<SquadPoolCard[]> => {
  const cards: SquadPoolCard[] = [];
  for (let afterEaId: number | null = 0; afterEaId !== null;) {
    const page: SquadPoolPage = await stack.squads.requester.request<SquadPoolPage>(
      CATALOG_CONTRACTS.squadPool.subject,
      { gameYear: 26, afterEaId },
    );
    cards.push(...page.cards);
    afterEaId = page.nextAfterEaId;
  }
  return cards;
};
