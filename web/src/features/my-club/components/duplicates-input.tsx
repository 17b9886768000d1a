import { useState, type KeyboardEvent } from 'react';
import type { USER_CLUB_LIMITS, UserClubItem } from '@futgg/contracts';
import { playerName } from '../../../lib/format';
import { useSetClubDuplicates } from '../api/edit-club';

// Spelled here, not imported: a value from @futgg/contracts would bring zod into the page's chunk.
const MAX_DUPLICATES = 100 satisfies (typeof USER_CLUB_LIMITS)['MAX_DUPLICATES'];

/** A count of duplicates as typed: a whole number from 0 to the SBC storage's 100, or null. */
export const duplicatesOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count <= MAX_DUPLICATES ? count : null;
};

export const DUPLICATES_PROBLEM = `Duplicates are a whole number from 0 to ${MAX_DUPLICATES}.`;

/**
 * How many untradeable duplicates of a club card the user holds (the game's SBC storage), editable in
 * place: saved when the field is left or Enter is pressed, only when it changed and is a count. The SBC
 * solver spends them before the club's copy.
 */
export const DuplicatesInput = ({ gameYear, card }: { gameYear: number; card: UserClubItem }) => {
  const save = useSetClubDuplicates(gameYear);
  const [text, setText] = useState(String(card.duplicates));
  // The count last sent: leaving the field again before the list answers sends it once. The list keys
  // this field by the card's saved count, so a new count (this save's, or another device's) starts it anew.
  const [sent, setSent] = useState(card.duplicates);
  const count = duplicatesOf(text);
  const commit = () => {
    if (count === null || count === sent) return;
    setSent(count);
    // A failed save puts the saved count back (the toast says why).
    save.mutate(
      { card, duplicates: count },
      {
        onError: () => {
          setSent(card.duplicates);
          setText(String(card.duplicates));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <input
      className="input club-list__duplicates"
      inputMode="numeric"
      aria-label={`Duplicates of ${playerName(card)}`}
      aria-invalid={count === null}
      title={count === null ? DUPLICATES_PROBLEM : undefined}
      value={text}
      disabled={save.isPending}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
};
