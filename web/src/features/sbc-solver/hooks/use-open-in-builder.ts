import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SbcSolvedSquad } from '@futgg/contracts';
import { useSbcSolverApis } from '../api/sbc-solver-apis';

/**
 * "Open in squad builder": the answer saved as a new squad of the caller (its formation, each card in
 * its field slot, untradeables marked so the builder's price leaves them out), titled after the
 * challenge, then its builder page (which shows the challenge again, from the address).
 */
export const useOpenInBuilder = (gameYear: number) => {
  const apis = useSbcSolverApis();
  const navigate = useNavigate();
  return useCallback(
    async (squad: SbcSolvedSquad, title: string, builderAddress: (squadUuid: string) => string) => {
      const saved = await apis.squads.save({
        gameYear,
        title,
        formationId: squad.formationId,
        positions: squad.slots.map((slot) => ({
          group: 'FIELD' as const,
          positionIdx: slot.slotIndex,
          playerEaId: slot.eaId,
          isUntradeableOverride: slot.isUntradeable,
        })),
      });
      await navigate(builderAddress(saved.uuid));
    },
    [apis, navigate, gameYear],
  );
};
