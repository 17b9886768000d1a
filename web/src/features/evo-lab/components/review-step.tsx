import { EVO_LAB_MODE, EVO_LAB_SCREEN } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { positionName } from '../../../components/card/card-art';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { rarityOf } from '../../../lib/core-data';
import type { EvoLab } from '../hooks/use-evo-lab';
import { cardChangesOf, type CardChange } from '../utils/card-changes';
import { fieldLabel } from '../utils/field-labels';
import { cardFieldOf } from '../utils/save-error';
import { playstyleName, roleName } from '../utils/upgrade-text';
import { AppliedList } from './assign-step';

/** REVIEW: every value the lab changed, old → new, then Save (signed in) with the server's verdict. */
export const ReviewStep = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { base, card, state, dispatch } = lab;
  if (!base || !card) return <p className="muted">Loading the card…</p>;
  const changes = cardChangesOf(base, card);
  const error = lab.saveError;
  const errorField = error?.field ? cardFieldOf(error.field) : null;
  const compareWithBase = () => {
    if (!state.comparedPlayerEaIds.includes(base.eaId ?? 0) && base.eaId) {
      dispatch({ type: 'toggleComparePlayer', eaId: base.eaId });
    }
    dispatch({ type: 'setMode', mode: EVO_LAB_MODE.COMPARE });
    dispatch({ type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE });
  };
  return (
    <div className="lab-review">
      <section aria-labelledby="changes-title" className="lab-assign__section">
        <h3 id="changes-title" className="lab-subtitle">
          What changes <span className="lab-count">{changes.length}</span>
          {state.isCustomised && <span className="lab-badge lab-badge--custom">Customised</span>}
        </h3>
        {changes.length === 0 ? (
          <p className="muted">Nothing yet: apply an evolution or change a value.</p>
        ) : (
          <table className="lab-change-table">
            <caption className="visually-hidden">Values changed, base card to evolved card</caption>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Base</th>
                <th scope="col">Evolved</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <ChangeRow
                  key={change.field}
                  change={change}
                  coreData={coreData}
                  error={errorField === change.field ? error?.message : undefined}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AppliedList lab={lab} />
      <section aria-labelledby="save-title" className="lab-assign__section lab-review__save">
        <h3 id="save-title" className="lab-subtitle">
          Save
        </h3>
        {error && (
          <div className="lab-callout lab-callout--danger" role="alert">
            <p className="lab-callout__title">The server did not accept this player</p>
            <p>
              {error.field && <strong>{describeField(error.field)}: </strong>}
              {error.message}
            </p>
          </div>
        )}
        {!lab.isIdentityKnown ? (
          <p className="muted">Checking your account…</p>
        ) : lab.isSignedIn ? (
          <div className="lab-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={lab.isSaving}
              onClick={lab.save}
            >
              {lab.isSaving ? 'Saving…' : 'Save to My evolutions'}
            </button>
            {lab.savedItem && (
              <button
                type="button"
                className="button"
                onClick={() => dispatch({ type: 'setMode', mode: EVO_LAB_MODE.USER_EVOS })}
              >
                See My evolutions
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={compareWithBase}>
              Compare with the base card
            </button>
          </div>
        ) : (
          <>
            <SignInPrompt action="save this player">
              Your evolved players are kept with your account, ready for the squad builder.
            </SignInPrompt>
            <div className="lab-actions">
              <button type="button" className="button button--ghost" onClick={compareWithBase}>
                Compare with the base card
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
};

/** A payload field or step named by the server, in words: "Step 2", "Sprint Speed". */
const describeField = (field: string): string => {
  const step = /^evolution_path\.(\d+)$/.exec(field);
  return step ? `Step ${Number(step[1]) + 1}` : fieldLabel(cardFieldOf(field));
};

const listWords = (field: string, ids: readonly number[], coreData: CoreData | undefined): string[] =>
  ids.map((id) =>
    field === 'alternativePositionIds'
      ? positionName(id)
      : field.startsWith('roles')
        ? roleName(coreData, id)
        : playstyleName(coreData, id),
  );

const ChangeRow = ({
  change,
  coreData,
  error,
}: {
  change: CardChange;
  coreData: CoreData | undefined;
  error?: string;
}) => {
  const label = fieldLabel(change.field);
  const cells = (() => {
    switch (change.kind) {
      case 'number': {
        const gain = (change.after as number) - (change.before as number);
        return [
          String(change.before),
          <>
            <strong>{String(change.after)}</strong>{' '}
            <span className={gain > 0 ? 'lab-stat-gain' : 'stat-loss'}>
              {gain > 0 ? '+' : ''}
              {gain}
            </span>
          </>,
        ];
      }
      case 'rarity':
        return [
          rarityOf(coreData, change.before as number).name,
          <strong>{rarityOf(coreData, change.after as number).name}</strong>,
        ];
      case 'position':
        return [
          positionName(change.before as number),
          <strong>{positionName(change.after as number)}</strong>,
        ];
      default: {
        const added = listWords(change.field, change.added ?? [], coreData);
        const removed = listWords(change.field, change.removed ?? [], coreData);
        return [
          listWords(change.field, change.before as number[], coreData).join(', ') || 'None',
          <>
            {added.map((words) => (
              <span key={`+${words}`} className="lab-change-chip lab-change-chip--added">
                + {words}
              </span>
            ))}
            {removed.map((words) => (
              <span key={`-${words}`} className="lab-change-chip lab-change-chip--removed">
                − {words}
              </span>
            ))}
          </>,
        ];
      }
    }
  })();
  return (
    <tr className={error ? 'lab-change-table__row--error' : undefined}>
      <th scope="row">{label}</th>
      <td>{cells[0]}</td>
      <td>
        {cells[1]}
        {error && <span className="lab-field-error">{error}</span>}
      </td>
    </tr>
  );
};
