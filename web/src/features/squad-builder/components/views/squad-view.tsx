import type { CoreData } from '@futgg/contracts';
import type { SquadBuilderAction, SquadBuilderState } from '@futgg/game-rules';

const sortedByName = (list: Record<string, { eaId: number; name: string }> | undefined) =>
  Object.values(list ?? {}).sort((a, b) => a.name.localeCompare(b.name));

/** The squad's own fields: its title and the manager slot (league and nation). */
export const SquadView = ({
  state,
  coreData,
  dispatch,
}: {
  state: SquadBuilderState;
  coreData: CoreData | undefined;
  dispatch: (action: SquadBuilderAction) => void;
}) => (
  <div className="sb-squad-fields">
    <label className="field">
      <span className="field__label">Squad name</span>
      <input
        className="input"
        maxLength={100}
        value={state.title}
        placeholder="My squad"
        onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
      />
    </label>
    <fieldset className="sb-manager">
      <legend>Manager</legend>
      <label className="field">
        <span className="field__label">Manager league</span>
        <select
          className="input"
          value={state.manager.leagueEaId ?? ''}
          onChange={(event) =>
            dispatch({ type: 'setManagerLeague', leagueEaId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">None</option>
          {sortedByName(coreData?.leagues).map((league) => (
            <option key={league.eaId} value={league.eaId}>
              {league.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Manager nation</span>
        <select
          className="input"
          value={state.manager.nationEaId ?? ''}
          onChange={(event) =>
            dispatch({ type: 'setManagerNation', nationEaId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">None</option>
          {sortedByName(coreData?.nations).map((nation) => (
            <option key={nation.eaId} value={nation.eaId}>
              {nation.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  </div>
);
