// The social API as the browser reaches it: the development OpenID provider, identity, the catalog with
// generated cards, pricing (price alerts), evolutions, squads (a squad's owner for private comments),
// social and a real gateway on one subject prefix; users sign in through the provider's form. One stack
// per suite.
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { socialService } from '@futgg/social-service/testing';
import { startSquadsStack, type SquadsStack, type SignedInUser } from './squads-stack.js';

export type { SignedInUser };

export interface SocialStack extends SquadsStack {
  social: ServiceUnderTest;
}

export const startSocialStack = async (label: string, catalogPlayers: number): Promise<SocialStack> => {
  const base = await startSquadsStack(label, catalogPlayers);
  try {
    const social = await startServiceUnderTest(`${label}_social`, socialService, {
      subjectPrefix: base.stack.identity.subjectPrefix,
    });
    return {
      ...base,
      social,
      stop: async () => {
        await social.stop();
        await base.stop();
      },
    };
  } catch (error) {
    await base.stop();
    throw error;
  }
};
