import { routes } from '../../config/env';

// Links into the evolution lab (features/evo-lab owns its address). Pages link a card with evolutions
// applied by the agreed parameters, `eaId` and `evolutionIds`; the lab as written reads the evolutions
// from `evos`, so both go until one name is settled (the lab rewrites its address once open).

/** The lab with a card and these evolutions applied, in order. */
export const labCardLink = (eaId: number, evolutionIds: readonly number[]) => {
  const ids = evolutionIds.join(',');
  return routes.evoLab(ids ? `eaId=${eaId}&evolutionIds=${ids}&evos=${ids}` : `eaId=${eaId}`);
};

/** The lab on a stored path (a card, its chain and any manual changes) by its hash. */
export const labPathLink = (pathHash: string) => routes.evoLab(`path=${pathHash}`);
