// The squads API as the browser reaches it: the development OpenID provider, identity, the catalog with
// generated cards, pricing, evolutions and squads, and a real gateway on one subject prefix; users sign in
// through the provider's form. One stack per suite: the squads, tactics, pro-competition and
// auto-builder suites each boot it once.
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { pricingService } from '@futgg/pricing-service/testing';
import { squadsService } from '@futgg/squads-service/testing';
import { startEvolutionsStack, type EvolutionsStack, type SignedInUser } from './evolutions-stack.js';

export type { SignedInUser };

export interface SquadsStack extends EvolutionsStack {
  squads: ServiceUnderTest;
  pricing: ServiceUnderTest;
}

export const startSquadsStack = async (
  label: string,
  catalogPlayers: number,
): Promise<SquadsStack> => {
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
