import { useId, useMemo, useState, type FormEvent } from 'react';
import { DIRECT_MESSAGE_LIMITS, type PublicUser } from '@futgg/contracts';
import { useCreateConversation } from '../api/message-queries';
import { UserPicker } from './user-picker';

export const TITLE_MAX_LENGTH = DIRECT_MESSAGE_LIMITS.TITLE_MAX_LENGTH;

/** A title left blank: the people's names, as the API wants one. */
export const defaultTitle = (people: readonly PublicUser[]) => {
  const names = people.map((person) => person.displayName).join(', ');
  return names.length > TITLE_MAX_LENGTH ? `${names.slice(0, TITLE_MAX_LENGTH - 1)}…` : names;
};

/**
 * Starts a conversation with the people chosen, under a title (the people's names when left blank: the
 * API asks for one); answers its id.
 */
export const NewConversationForm = ({
  userId,
  onCreated,
  onCancel,
}: {
  userId: string;
  onCreated: (id: number) => void;
  onCancel: () => void;
}) => {
  const [people, setPeople] = useState<PublicUser[]>([]);
  const [title, setTitle] = useState('');
  const create = useCreateConversation(userId);
  const titleId = useId();
  const exclude = useMemo(() => new Set([userId, ...people.map((person) => person.id)]), [userId, people]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!people.length) return;
    create.mutate(
      { participants: people.map((person) => person.id), title: title.trim() || defaultTitle(people) },
      { onSuccess: (conversation) => onCreated(conversation.id) },
    );
  };
  return (
    <form className="new-conversation" onSubmit={onSubmit} aria-labelledby={`${titleId}-heading`}>
      <h2 id={`${titleId}-heading`} className="new-conversation__heading">
        New conversation
      </h2>
      <UserPicker
        label="Add people"
        exclude={exclude}
        onPick={(person) => setPeople((chosen) => [...chosen, person])}
      />
      {people.length > 0 && (
        <ul className="chosen-people" aria-label="People in the new conversation">
          {people.map((person) => (
            <li key={person.id} className="tag">
              {person.displayName}
              <button
                type="button"
                className="chosen-people__remove"
                aria-label={`Remove ${person.displayName}`}
                onClick={() => setPeople((chosen) => chosen.filter((other) => other.id !== person.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="field">
        <span className="field__label">Title (optional)</span>
        <input
          id={titleId}
          className="input"
          maxLength={TITLE_MAX_LENGTH}
          placeholder={defaultTitle(people)}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <div className="new-conversation__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!people.length || create.isPending}
        >
          Start conversation
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
};
