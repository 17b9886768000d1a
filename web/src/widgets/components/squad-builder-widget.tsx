import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Squad } from '@futgg/contracts';
import { formatCoins } from '../../lib/format';
import type { SquadBuilderInputs } from '../read-inputs';
import {
  benchOf,
  fieldSlotsOf,
  formationOf,
  positionNameOfCard,
  shortName,
  type FieldSlot,
} from './squad-layout';
import { loadFailureMessage, useCredentialsKnown, useWidgetApis, useWidgetSquad } from './widget-queries';

/**
 * The full editor of a squad (spec, second document, section 1: the one client route it names). From an
 * event's piece it opens with `?event=<guid>`, so the editor's auto-builder keeps to the event's rules.
 */
export const squadEditorPath = (gameYear: number, uuid: string) =>
  `/${gameYear}/squad-builder/${encodeURIComponent(uuid)}/edit/`;

const PitchSlot = ({ slot }: { slot: FieldSlot }) => (
  <li
    className={`squad-widget__slot${slot.card ? '' : ' squad-widget__slot--empty'}`}
    style={{ left: `${slot.x}%`, top: `${slot.y}%` }}
    aria-label={
      slot.card
        ? `${slot.positionName}: ${slot.card.name}, ${slot.card.overall}, chemistry ${slot.chemistry} of 3`
        : `${slot.positionName}: empty`
    }
  >
    {slot.card ? (
      <>
        <span className="squad-widget__overall">{slot.card.overall}</span>
        <span className="squad-widget__name">{shortName(slot.card.name)}</span>
        <span className="squad-widget__chemistry" data-points={slot.chemistry}>
          {'◆'.repeat(slot.chemistry ?? 0)}
          {'◇'.repeat(3 - (slot.chemistry ?? 0))}
        </span>
      </>
    ) : (
      <span className="squad-widget__position">{slot.positionName}</span>
    )}
  </li>
);

const SquadNumbers = ({ squad }: { squad: Squad }) => (
  <dl className="squad-widget__numbers">
    <div>
      <dt>Rating</dt>
      <dd>{squad.rating ?? '–'}</dd>
    </div>
    <div>
      <dt>Chemistry</dt>
      <dd>{squad.chemistry.total}/33</dd>
    </div>
    <div>
      <dt>Price</dt>
      <dd>{formatCoins(squad.price.console)}</dd>
    </div>
  </dl>
);

const Bench = ({ squad }: { squad: Squad }) => (
  <section aria-label="Substitutes">
    <h3 className="squad-widget__subtitle">Substitutes</h3>
    <ol className="squad-widget__bench">
      {benchOf(squad).map(({ positionIdx, card }) => (
        <li key={positionIdx}>
          {card ? `${positionNameOfCard(card)} ${card.name} ${card.overall}` : 'Empty'}
        </li>
      ))}
    </ol>
  </section>
);

/** The event's rules as they judge this squad (GET …/events/{guid}/check/?squad=…). */
const RulesCheck = ({ eventGuid, squadUuid }: { eventGuid: string; squadUuid: string }) => {
  const { proCompetition } = useWidgetApis();
  const check = useQuery({
    queryKey: ['pro-competition', 'check', eventGuid, squadUuid],
    queryFn: () => proCompetition.checkSquad(eventGuid, squadUuid),
    enabled: useCredentialsKnown(),
  });
  if (check.isPending) return <p className="muted">Checking the event's rules…</p>;
  if (check.isError) return <p className="widget-error">{loadFailureMessage(check.error, 'rules check')}</p>;
  if (check.data.violations.length === 0)
    return <p className="squad-widget__valid">This squad meets the event's rules.</p>;
  return (
    <section aria-label="Rule violations">
      <h3 className="squad-widget__subtitle">
        {check.data.violations.length === 1
          ? '1 rule broken'
          : `${check.data.violations.length} rules broken`}
      </h3>
      <ul className="squad-widget__violations">
        {check.data.violations.map((violation, index) => (
          <li key={`${violation.code}-${index}`}>{violation.message}</li>
        ))}
      </ul>
    </section>
  );
};

/**
 * A pro-competition event's squad, embeddable in a server-rendered page: the XI on the formation's
 * pitch with each player's chemistry, the squad's rating, chemistry and price, and the event's verdict
 * on it. Read-only pages get no editor link. The compact layout hides the bench.
 */
export const SquadBuilderWidget = ({ inputs }: { inputs: SquadBuilderInputs }) => {
  const { proCompetition } = useWidgetApis();
  const [isCompact, setIsCompact] = useState(inputs.useMobileCompactDefault);
  const event = useQuery({
    queryKey: ['pro-competition', 'event', inputs.eventGuid],
    queryFn: () => proCompetition.getEvent(inputs.eventGuid),
    enabled: useCredentialsKnown(),
  });
  const squad = useWidgetSquad(inputs.squadId);
  const eventName = event.data?.name ?? (event.isError ? loadFailureMessage(event.error, 'event') : '…');

  return (
    <section
      className={`widget-card squad-widget${isCompact ? ' squad-widget--compact' : ''}`}
      aria-label="Squad builder"
      aria-busy={event.isPending || (inputs.squadId !== null && squad.isPending)}
    >
      <header className="squad-widget__header">
        <div>
          <h2 className="panel__title">{squad.data?.title || 'Squad Builder'}</h2>
          <p className="muted">
            {eventName}
            {inputs.isCurrent && <span className="squad-widget__badge">Current</span>}
          </p>
        </div>
        <button
          type="button"
          className="button button--small"
          aria-pressed={isCompact}
          onClick={() => setIsCompact((value) => !value)}
        >
          Compact view
        </button>
      </header>
      {inputs.squadId === null ? (
        <p className="muted">No squad has been entered for this event yet.</p>
      ) : squad.isError ? (
        <p className="widget-error" role="alert">
          {loadFailureMessage(squad.error, 'squad')}
        </p>
      ) : squad.data ? (
        <>
          <SquadNumbers squad={squad.data} />
          <figure className="squad-widget__pitch-frame">
            <ol
              className="squad-widget__pitch"
              aria-label={`Formation ${formationOf(squad.data)?.name ?? squad.data.formationId}`}
            >
              {fieldSlotsOf(squad.data).map((slot) => (
                <PitchSlot key={slot.positionIdx} slot={slot} />
              ))}
            </ol>
          </figure>
          {!isCompact && <Bench squad={squad.data} />}
          <RulesCheck eventGuid={inputs.eventGuid} squadUuid={squad.data.uuid} />
          {!inputs.isReadOnly && (
            <a
              className="button button--primary"
              href={`${squadEditorPath(squad.data.gameYear, squad.data.uuid)}?event=${encodeURIComponent(inputs.eventGuid)}`}
            >
              Edit squad
            </a>
          )}
        </>
      ) : (
        <p className="muted">Loading the squad…</p>
      )}
    </section>
  );
};
