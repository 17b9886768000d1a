import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoreData } from '@futgg/contracts';
import type { TacticDataInput, UserTactic } from '@futgg/api-client';
import {
  canCreateTactic,
  FORMATIONS,
  editingTactic,
  isFullSquadTactic,
  lineHeightFor,
  squadFormation,
  tacticRolesForSlot,
  UNIQUE_POSITION_NAME_BY_ID,
  type SlotAddress,
  type SquadBuilderAction,
  type SquadBuilderState,
  type Tactic,
  type TacticChanges,
  type TacticPositionRole,
} from '@futgg/game-rules';
import { CopyButton } from '../../../../components/copy-button';
import { useSquadApis } from '../../api/squad-apis';

type Dispatch = (action: SquadBuilderAction) => void;
const now = () => new Date().toISOString();
let localSequence = 0;
export const newLocalTacticId = () => `local-${Date.now().toString(36)}-${(localSequence += 1)}`;

export const tacticDataOf = (tactic: Tactic, gameYear: number, squadUuid: string | null): TacticDataInput => ({
  title: tactic.title,
  formationId: tactic.formationId,
  defensiveApproachId: tactic.defensiveApproachId,
  customDefensiveApproachValue: tactic.customDefensiveApproachValue,
  buildUpStyleId: tactic.buildUpStyleId,
  positionRoles: tactic.positionRoles,
  gameYear,
  squadUuid,
});

/** What a tactic read back (the server's, or a code's) brings into the squad. */
interface TacticFields {
  title: string;
  formationId: string;
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
  buildUpStyleId: number;
  positionRoles: TacticPositionRole[];
  code?: string | null;
}

const USER_TACTICS_KEY = ['squad-builder-user-tactics'];

/** A tactic read from the server or a code, added to the squad under a new local id. */
export const addTacticFromData = (
  dispatch: Dispatch,
  squadFormationId: string,
  data: TacticFields,
  serverId?: string,
) => {
  const tacticId = newLocalTacticId();
  // Roles name the slots of their formation: another formation's roles would sit on the wrong slots.
  const positionRoles = data.formationId === squadFormationId ? data.positionRoles : [];
  dispatch({ type: 'createTactic', tacticId, isLocal: true, now: now(), title: data.title });
  dispatch({
    type: 'updateTactic',
    tacticId,
    now: now(),
    changes: {
      title: data.title,
      defensiveApproachId: data.defensiveApproachId,
      customDefensiveApproachValue: data.customDefensiveApproachValue,
      buildUpStyleId: data.buildUpStyleId,
      positionRoles,
      code: positionRoles === data.positionRoles ? (data.code ?? null) : null,
    },
  });
  if (serverId) dispatch({ type: 'tacticSaved', localId: tacticId, serverId });
};

/** The squad's tactics (at most 4), and the signed-in user's stored ones to add. */
export const TacticsView = ({
  state,
  dispatch,
  isSignedIn,
}: {
  state: SquadBuilderState;
  dispatch: Dispatch;
  isSignedIn: boolean | undefined;
}) => {
  const apis = useSquadApis();
  const stored = useQuery({
    queryKey: USER_TACTICS_KEY,
    queryFn: () => apis.tactics.list(),
    enabled: isSignedIn === true,
    retry: false,
  });
  const inSquad = new Set(state.tactics.map((t) => t.tacticId));
  return (
    <div className="sb-tactics">
      <div className="sb-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!canCreateTactic(state)}
          onClick={() =>
            dispatch({ type: 'createTactic', tacticId: newLocalTacticId(), isLocal: true, now: now(), title: `Tactic ${state.tactics.length + 1}` })
          }
        >
          New tactic
        </button>
        <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'setView', view: 'TACTIC_IMPORT' })}>
          Import code
        </button>
      </div>
      {state.tactics.length === 0 && <p className="sb-hint">No tactic yet.</p>}
      <ul className="sb-tactic-list" aria-label="Squad tactics">
        {state.tactics.map((tactic) => (
          <li key={tactic.tacticId}>
            <button type="button" className="sb-result" onClick={() => dispatch({ type: 'editTactic', tacticId: tactic.tacticId })}>
              <span className="sb-result__name">{tactic.title || 'Untitled tactic'}</span>
              <span className="sb-result__price">
                {tactic.positionRoles.length} roles{isFullSquadTactic(tactic) ? ' · full squad' : ''}
                {tactic.isLocal ? ' · not saved' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {stored.data && stored.data.data.some((tactic) => !inSquad.has(tactic.tacticId)) && (
        <>
          <h3 className="sb-subtitle">My saved tactics</h3>
          <ul className="sb-tactic-list" aria-label="My saved tactics">
            {stored.data.data.filter((tactic) => !inSquad.has(tactic.tacticId)).map((tactic: UserTactic) => (
              <li key={tactic.tacticId}>
                <button
                  type="button"
                  className="sb-result"
                  disabled={!canCreateTactic(state)}
                  onClick={() => addTacticFromData(dispatch, state.formationId, tactic, tactic.tacticId)}
                >
                  <span className="sb-result__name">{tactic.title}</span>
                  <span className="sb-result__price">Add to squad</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
};

/** A slot's roles: core data's base roles (a tactic's roleId is a base role's id) for its position. */
const rolesForPosition = (coreData: CoreData | undefined, generalPositionId: number) =>
  Object.values(coreData?.baseRoles ?? {}).filter((role) => role.position === generalPositionId);

const RolePicker = ({
  tactic,
  positionUniqueId,
  generalPositionId,
  label,
  coreData,
  onChange,
}: {
  tactic: Tactic;
  positionUniqueId: number;
  generalPositionId: number;
  label: string;
  coreData: CoreData | undefined;
  onChange: (role: TacticPositionRole | null) => void;
}) => {
  const current = tactic.positionRoles.find((role) => role.positionUniqueId === positionUniqueId);
  const roles = rolesForPosition(coreData, generalPositionId);
  const role = roles.find((r) => r.id === current?.roleId);
  return (
    <div className="sb-role">
      <label className="field">
        <span className="field__label">{label} role</span>
        <select
          className="input"
          value={current?.roleId ?? ''}
          onChange={(event) => {
            const roleId = event.target.value === '' ? null : Number(event.target.value);
            const next = roles.find((r) => r.id === roleId);
            onChange(roleId === null ? null : { roleId, positionUniqueId, focusName: next?.focus[0]?.name ?? '' });
          }}
        >
          <option value="">No role</option>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      {current && role && role.focus.length > 0 && (
        <label className="field">
          <span className="field__label">{label} focus</span>
          <select
            className="input"
            value={current.focusName}
            onChange={(event) => onChange({ ...current, focusName: event.target.value })}
          >
            {role.focus.map((focus) => (
              <option key={focus.name} value={focus.name}>
                {focus.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
};

const withRole = (tactic: Tactic, positionUniqueId: number, role: TacticPositionRole | null) => [
  ...tactic.positionRoles.filter((r) => r.positionUniqueId !== positionUniqueId),
  ...(role ? [role] : []),
];

/** Saves the tactic to the user's tactics: created the first time (local id swapped), updated after. */
const useSaveTactic = (dispatch: Dispatch, gameYear: number, squadUuid: string | null) => {
  const apis = useSquadApis();
  const queryClient = useQueryClient();
  return async (tactic: Tactic) => {
    const data = tacticDataOf(tactic, gameYear, squadUuid);
    if (tactic.isLocal) {
      const { tactics } = await apis.tactics.create([{ localGuid: tactic.tacticId, data }]);
      const created = tactics.find((item) => item.local_guid === tactic.tacticId);
      if (created) {
        dispatch({ type: 'tacticSaved', localId: tactic.tacticId, serverId: created.guid });
        dispatch({ type: 'updateTactic', tacticId: created.guid, changes: { code: created.tactic.code }, now: now() });
      }
    } else {
      const { tactics } = await apis.tactics.update([{ guid: tactic.tacticId, data }]);
      const updated = tactics[0];
      if (updated) dispatch({ type: 'updateTactic', tacticId: tactic.tacticId, changes: { code: updated.code }, now: now() });
    }
    await queryClient.invalidateQueries({ queryKey: USER_TACTICS_KEY });
  };
};

/** The editing tactic: title, defensive approach (line height shown), build-up, roles per slot; save, export, delete. */
export const TacticEditView = ({
  state,
  dispatch,
  coreData,
  isSignedIn,
  gameYear,
  squadUuid,
}: {
  state: SquadBuilderState;
  dispatch: Dispatch;
  coreData: CoreData | undefined;
  isSignedIn: boolean | undefined;
  gameYear: number;
  /** The saved squad the tactic belongs to, or null before the squad is saved. */
  squadUuid: string | null;
}) => {
  const apis = useSquadApis();
  const tactic = editingTactic(state);
  const saveTactic = useSaveTactic(dispatch, gameYear, squadUuid);
  const [message, setMessage] = useState<string | null>(null);
  if (!tactic) return <p className="sb-hint">Choose a tactic in Tactics to edit it.</p>;
  const update = (changes: TacticChanges) =>
    dispatch({ type: 'updateTactic', tacticId: tactic.tacticId, changes, now: now() });
  const formation = squadFormation(state);
  const approaches = coreData?.defensiveApproaches ?? [];
  const buildUps = coreData?.buildUpStyles ?? [];
  const run = async (what: string, action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      setMessage(`${what}: done`);
    } catch (error) {
      console.error(`Squad builder: ${what} failed`, error);
      setMessage(`${what} failed`);
    }
  };
  const exportCode = async () => {
    const { code } = await apis.tactics.exportCode(
      tactic.isLocal ? { data: tacticDataOf(tactic, gameYear, null) } : { guid: tactic.tacticId },
    );
    update({ code });
  };
  return (
    <div className="sb-tactic-edit">
      <label className="field">
        <span className="field__label">Tactic name</span>
        <input className="input" value={tactic.title} onChange={(event) => update({ title: event.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Formation</span>
        <select
          className="input"
          value={state.formationId}
          onChange={(event) => dispatch({ type: 'setFormation', formationId: event.target.value })}
        >
          {FORMATIONS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Defensive approach</span>
        <select
          className="input"
          value={tactic.defensiveApproachId}
          onChange={(event) => update({ defensiveApproachId: Number(event.target.value) })}
        >
          {(approaches.some((a) => a.id === tactic.defensiveApproachId) ? approaches : [...approaches, { id: tactic.defensiveApproachId, name: `Approach ${tactic.defensiveApproachId}` }]).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <p className="sb-line-height">Line height {lineHeightFor(tactic.defensiveApproachId)}</p>
      <label className="field">
        <span className="field__label">Build-up</span>
        <select
          className="input"
          value={tactic.buildUpStyleId}
          onChange={(event) => update({ buildUpStyleId: Number(event.target.value) })}
        >
          {(buildUps.some((b) => b.id === tactic.buildUpStyleId) ? buildUps : [...buildUps, { id: tactic.buildUpStyleId, name: `Build-up ${tactic.buildUpStyleId}` }]).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="sb-roles">
        <legend>Roles ({tactic.positionRoles.length})</legend>
        {formation?.slots.map((slot) => (
          <RolePicker
            key={slot.uniquePositionId}
            tactic={tactic}
            positionUniqueId={slot.uniquePositionId}
            generalPositionId={slot.generalPositionId}
            label={UNIQUE_POSITION_NAME_BY_ID[slot.uniquePositionId] ?? String(slot.uniquePositionId)}
            coreData={coreData}
            onChange={(role) => update({ positionRoles: withRole(tactic, slot.uniquePositionId, role) })}
          />
        ))}
      </fieldset>
      <p className="sb-code">
        Code: <output aria-label="Tactic code">{tactic.code ?? '—'}</output> {tactic.code && <CopyButton text={tactic.code} label="Copy code" />}
      </p>
      <div className="sb-actions">
        {isSignedIn && (
          <>
            <button type="button" className="button button--primary" onClick={() => run('Save tactic', () => saveTactic(tactic))}>
              Save tactic
            </button>
            <button type="button" className="button button--ghost" onClick={() => run('Export code', exportCode)}>
              Export code
            </button>
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            run('Delete tactic', async () => {
              if (!tactic.isLocal && isSignedIn) await apis.tactics.delete(tactic.tacticId);
              dispatch({ type: 'deleteTactic', tacticId: tactic.tacticId });
              dispatch({ type: 'setView', view: 'TACTICS' });
            })
          }
        >
          Delete tactic
        </button>
      </div>
      {message && <p role="status">{message}</p>}
    </div>
  );
};

/** A code pasted in becomes a new tactic of the squad (through the tactics API's import). */
export const TacticImportView = ({
  state,
  dispatch,
  isSignedIn,
}: {
  state: SquadBuilderState;
  dispatch: Dispatch;
  isSignedIn: boolean | undefined;
}) => {
  const apis = useSquadApis();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (isSignedIn === false) return <p className="sb-hint">Sign in to import a tactic code.</p>;
  return (
    <form
      className="sb-tactic-import"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          const data = await apis.tactics.importCode(code.trim());
          addTacticFromData(dispatch, state.formationId, { ...data, title: data.title || 'Imported tactic' });
        } catch (failure) {
          console.error('Squad builder: import failed', failure);
          setError('That code could not be read.');
        }
      }}
    >
      <label className="field">
        <span className="field__label">Tactic code</span>
        <input className="input" value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={!code.trim() || !canCreateTactic(state)}>
        Import
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
};

/** The selected field slot's roles across the squad's tactics (3 shown), and its role in the editing tactic. */
export const PlayerTacticEditView = ({
  state,
  slot,
  dispatch,
  coreData,
}: {
  state: SquadBuilderState;
  slot: SlotAddress | null;
  dispatch: Dispatch;
  coreData: CoreData | undefined;
}) => {
  const layout = slot?.group === 'FIELD' ? squadFormation(state)?.slots[slot.positionIdx] : undefined;
  if (!slot || !layout) return <p className="sb-hint">Choose a field slot to see its roles.</p>;
  const tactic = editingTactic(state) ?? state.tactics[0];
  const label = UNIQUE_POSITION_NAME_BY_ID[layout.uniquePositionId] ?? '';
  const roles = tacticRolesForSlot(state, layout.uniquePositionId);
  const roleName = (roleId: number) => coreData?.baseRoles[String(roleId)]?.name ?? `Role ${roleId}`;
  return (
    <div>
      <h3 className="sb-subtitle">{label} roles</h3>
      <ul>
        {roles.map((role) => (
          <li key={role.tacticId}>
            {role.tacticTitle}: {roleName(role.roleId)} ({role.focusName || 'no focus'})
          </li>
        ))}
      </ul>
      {tactic ? (
        <RolePicker
          tactic={tactic}
          positionUniqueId={layout.uniquePositionId}
          generalPositionId={layout.generalPositionId}
          label={`${tactic.title}: ${label}`}
          coreData={coreData}
          onChange={(role) =>
            dispatch({ type: 'updateTactic', tacticId: tactic.tacticId, changes: { positionRoles: withRole(tactic, layout.uniquePositionId, role) }, now: now() })
          }
        />
      ) : (
        <p className="sb-hint">Create a tactic to give this player a role.</p>
      )}
    </div>
  );
};
