import { useCoreData } from '../../../lib/core-data';
import { useSbcChallenge } from '../api/sbc-queries';
import { squadChallengeOf } from '../utils/sbc-words';

/** The challenge a squad builder link names (`?sbcChallenge=<id>`), as the builder takes it; null while loading or without one. */
export const useSbcSquadChallenge = (gameYear: number, challengeId: number | null) => {
  const challenge = useSbcChallenge(challengeId);
  const coreData = useCoreData(gameYear);
  return challenge.data ? squadChallengeOf(challenge.data, coreData.data) : null;
};
