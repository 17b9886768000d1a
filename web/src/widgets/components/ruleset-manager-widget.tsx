import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProRuleset } from '@futgg/contracts';
import { FORMATIONS, RULESET_SCOPES, type RulesetScope } from '@futgg/game-rules';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { apiErrorMessageOf, httpStatusOf } from '../../lib/api';
import { formOf, ID_LIST_FIELDS, NUMBER_FIELDS, readForm, type RulesetForm } from './ruleset-form';
import { loadFailureMessage, useCredentialsKnown, useWidgetApis } from './widget-queries';

const SCOPE_LABELS: Record<RulesetScope, string> = {
  STARTING_XI: 'The starting XI',
  MATCHDAY: 'The XI and the substitutes',
};

const fieldOf = (error: unknown): string | undefined => {
  const field = (
    httpStatusOf(error) === 400 ? (error as { body?: { error?: { field?: unknown } } }).body : undefined
  )?.error?.field;
  return typeof field === 'string' ? field : undefined;
};

/** The save's failure in the organiser's words: 403 says who may, 400 names the field. */
export const saveFailureMessage = (error: unknown): string => {
  const status = httpStatusOf(error);
  if (status === 403) return 'Only the event’s organiser may change its rules.';
  if (status === 401) return 'Sign in to change the event’s rules.';
  if (status === 400) {
    const field = fieldOf(error);
    const reason = apiErrorMessageOf(error) ?? 'a value is not accepted';
    return field ? `${field}: ${reason}` : reason;
  }
  return 'The rules could not be saved. Try again later.';
};

const RulesetEditor = ({ ruleset }: { ruleset: ProRuleset }) => {
  const { proCompetition } = useWidgetApis();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RulesetForm>(() => formOf(ruleset));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: proCompetition.saveRuleset,
    onSuccess: (saved) => {
      queryClient.setQueryData(['pro-competition', 'ruleset', saved.eventId], saved);
      setForm(formOf(saved));
    },
  });
  const update = (change: Partial<RulesetForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readForm(form);
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    setProblem(null);
    save.mutate({
      eventId: ruleset.eventId,
      squadConfigData: reading.squadConfigData,
      searchPoolData: reading.searchPoolData,
    });
  };

  return (
    <form className="ruleset-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Allowed and excluded ids (comma-separated; empty allows any)</legend>
        {ID_LIST_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            <input
              className="input"
              inputMode="numeric"
              value={form.lists[key]}
              onChange={(event) => update({ lists: { ...form.lists, [key]: event.target.value } })}
            />
          </Field>
        ))}
      </fieldset>
      <fieldset>
        <legend>Ratings, chemistry and counts (empty: no rule)</legend>
        {NUMBER_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            <input
              className="input"
              inputMode="numeric"
              value={form.numbers[key]}
              onChange={(event) => update({ numbers: { ...form.numbers, [key]: event.target.value } })}
            />
          </Field>
        ))}
        <Checkbox
          checked={form.isUntradeableOnly}
          onChange={(isUntradeableOnly) => update({ isUntradeableOnly })}
        >
          Untradeable cards only
        </Checkbox>
        <Field label="Cards the rules read">
          <select
            className="input"
            value={form.scope}
            onChange={(event) => update({ scope: event.target.value as RulesetScope })}
          >
            {RULESET_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <details>
        <summary>Formations and per-slot ratings</summary>
        <Field label="Allowed formations (none chosen: any)">
          <select
            className="input"
            multiple
            size={6}
            value={form.formations}
            onChange={(event) =>
              update({ formations: [...event.target.selectedOptions].map((option) => option.value) })
            }
          >
            {FORMATIONS.map((formation) => (
              <option key={formation.id} value={formation.id}>
                {formation.name}
              </option>
            ))}
          </select>
        </Field>
        <table className="ruleset-form__slots">
          <caption>Overall per field slot (0 is the goalkeeper)</caption>
          <thead>
            <tr>
              <th scope="col">Slot</th>
              <th scope="col">Minimum</th>
              <th scope="col">Cap</th>
            </tr>
          </thead>
          <tbody>
            {form.slotRatings.map((slot, index) => (
              <tr key={index}>
                <th scope="row">{index}</th>
                {(['min', 'max'] as const).map((bound) => (
                  <td key={bound}>
                    <input
                      className="input"
                      inputMode="numeric"
                      aria-label={`Slot ${index} ${bound === 'min' ? 'minimum' : 'cap'}`}
                      value={slot[bound]}
                      onChange={(event) =>
                        update({
                          slotRatings: form.slotRatings.map((entry, at) =>
                            at === index ? { ...entry, [bound]: event.target.value } : entry,
                          ),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Field label="Search pool (a player database filter)">
        <input
          className="input"
          placeholder="overall__gte=80,leagues=13"
          value={form.searchPoolData}
          onChange={(event) => update({ searchPoolData: event.target.value })}
        />
      </Field>
      <div className="ruleset-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rules'}
        </button>
        {problem && (
          <p className="widget-error" role="alert">
            {problem}
          </p>
        )}
        {save.isError && (
          <p className="widget-error" role="alert">
            {saveFailureMessage(save.error)}
          </p>
        )}
        {save.isSuccess && !problem && <p role="status">Rules saved.</p>}
      </div>
    </form>
  );
};

/**
 * A pro-competition event's squad rules (squadConfigData) and search pool, for its organiser to edit
 * and save; anyone else is told so by the service's 403 when saving.
 */
export const RulesetManagerWidget = ({ eventId }: { eventId: number }) => {
  const { proCompetition } = useWidgetApis();
  const ruleset = useQuery({
    queryKey: ['pro-competition', 'ruleset', eventId],
    queryFn: () => proCompetition.getRuleset(eventId),
    enabled: useCredentialsKnown(),
  });
  return (
    <section
      className="widget-card ruleset-manager"
      aria-label="Ruleset manager"
      aria-busy={ruleset.isPending}
    >
      <h2 className="panel__title">Ruleset manager</h2>
      {ruleset.isPending ? (
        <p className="muted">Loading the rules of event {eventId}…</p>
      ) : ruleset.isError ? (
        <p className="widget-error" role="alert">
          {loadFailureMessage(ruleset.error, 'event’s ruleset')}
        </p>
      ) : (
        <RulesetEditor ruleset={ruleset.data} />
      )}
    </section>
  );
};
