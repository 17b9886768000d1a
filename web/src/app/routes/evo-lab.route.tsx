import { DEFAULT_GAME_YEAR } from '../../config/env';
import { EvoLab } from '../../features/evo-lab/components/evo-lab';
import { useIdentity } from '../../features/identity/hooks/use-identity';

/** The evolution lab; who the reader is comes from identity (undefined until known). */
export const EvoLabRoute = () => {
  const identity = useIdentity();
  return (
    <EvoLab
      gameYear={DEFAULT_GAME_YEAR}
      identity={identity === undefined ? undefined : identity.isAuthenticated}
    />
  );
};
export default EvoLabRoute;
