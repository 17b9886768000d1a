import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../components/checkbox';
import { Field } from '../../../components/field';
import { apiErrorMessageOf, httpStatusOf } from '../../../lib/api';
import { parsePageId } from '../../../lib/page-ids';
import { useAddClubCard } from '../api/edit-club';
import { DUPLICATES_PROBLEM, duplicatesOf } from './duplicates-input';

/** Adds one card to the club by its id (the number in a card's page address). */
export const AddCardForm = ({ gameYear }: { gameYear: number }) => {
  const add = useAddClubCard(gameYear);
  const [text, setText] = useState('');
  const [isUntradeable, setIsUntradeable] = useState(false);
  const [duplicatesText, setDuplicatesText] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const eaId = parsePageId(text);
    if (eaId === null || eaId === 0) {
      setProblem('A card id is a whole number, such as 50331648.');
      return;
    }
    const duplicates = duplicatesOf(duplicatesText);
    if (duplicates === null) {
      setProblem(DUPLICATES_PROBLEM);
      return;
    }
    setProblem(null);
    add.mutate(
      { eaId, isUntradeable, duplicates },
      {
        onSuccess: () => {
          setText('');
          setDuplicatesText('0');
        },
        onError: (error) =>
          setProblem(
            httpStatusOf(error) === 404
              ? `No FC ${gameYear} card has the id ${eaId}.`
              : (apiErrorMessageOf(error) ?? 'The card could not be added. Try again.'),
          ),
      },
    );
  };

  return (
    <form className="add-card" onSubmit={submit} aria-label="Add a card by id">
      <Field label="Card id" className="add-card__id">
        <input
          className="input"
          inputMode="numeric"
          value={text}
          placeholder="e.g. 50331648"
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Checkbox checked={isUntradeable} onChange={setIsUntradeable}>
        Untradeable
      </Checkbox>
      <Field label="Duplicates (in SBC storage)" className="add-card__duplicates">
        <input
          className="input"
          inputMode="numeric"
          value={duplicatesText}
          onChange={(event) => setDuplicatesText(event.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add to club'}
      </button>
      {problem && (
        <p className="notice notice--warning add-card__problem" role="alert">
          {problem}
        </p>
      )}
      {add.isSuccess && !problem && (
        <p className="muted small add-card__done" role="status">
          Card {add.data.eaId} is in your club{add.data.isUntradeable ? ', untradeable' : ''}
          {add.data.duplicates > 0
            ? `, with ${add.data.duplicates} ${add.data.duplicates === 1 ? 'duplicate' : 'duplicates'}`
            : ''}
          .
        </p>
      )}
    </form>
  );
};
