import { useQuery } from '@tanstack/react-query';
import type { SlotAddress } from '@futgg/game-rules';
import { positionName } from '../../../../components/card/card-art';
import { SignInPrompt } from '../../../../components/sign-in-prompt';
import { useApi } from '../../../../lib/api';
import type { SquadBuilderEvoItem } from '../../utils/cards';

/** The user's evolved cards (evolutions' squad-builder list); placing one puts the evolved card in the slot. */
export const EvoLabView = ({
  isSignedIn,
  slot,
  onPick,
}: {
  isSignedIn: boolean | undefined;
  slot: SlotAddress | null;
  onPick: (item: SquadBuilderEvoItem) => void;
}) => {
  const api = useApi();
  const list = useQuery({
    queryKey: ['squad-builder-evo-list'],
    queryFn: () => api.evoLab.squadBuilderList(),
    enabled: isSignedIn === true,
  });
  if (isSignedIn === false) return <SignInPrompt action="use your evolved players">Your evo-lab cards can stand in your squad.</SignInPrompt>;
  if (list.isError) return <p role="alert">Your evolved players could not be loaded.</p>;
  const items = list.data?.data ?? [];
  return (
    <div>
      {slot === null && <p className="sb-hint">Choose a slot first.</p>}
      {list.data && items.length === 0 && <p className="sb-hint">You have no evolved players yet.</p>}
      <ul className="sb-results" aria-label="Evolved players">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="sb-result" disabled={slot === null} onClick={() => onPick(item)}>
              <span className="sb-result__rating">{item.overall}</span>
              <span className="sb-result__position">{positionName(item.position)}</span>
              <span className="sb-result__name">{item.commonName}</span>
              <span className="sb-result__price">{item.evolutionPath.length} evolutions</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
