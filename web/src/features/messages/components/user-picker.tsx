import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@futgg/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useApi } from '../../../lib/api';

const RESULTS = 8;

/**
 * Finds people by name (identity's `GET /api/users/?search=`) and answers the one chosen. Those in
 * `exclude` (the reader, those already in) are not offered.
 */
export const UserPicker = ({
  label,
  exclude,
  onPick,
}: {
  label: string;
  exclude: ReadonlySet<string>;
  onPick: (user: PublicUser) => void;
}) => {
  const api = useApi();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ['users', 'search', search],
    queryFn: ({ signal }) =>
      api.identity.searchUsers({ search, pageSize: Math.min(50, RESULTS + exclude.size), signal }),
    enabled: search.length > 0,
    staleTime: 30_000,
  });
  const offered = (found.data?.data ?? []).filter((user) => !exclude.has(user.id)).slice(0, RESULTS);
  return (
    <div className="user-picker">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        autoComplete="off"
        placeholder="Name or username"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {search && (
        <ul
          className="user-picker__results"
          aria-label={`${label}: people found`}
          aria-busy={found.isFetching}
        >
          {offered.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="user-picker__result"
                onClick={() => {
                  onPick(user);
                  setText('');
                }}
              >
                <span className="user-picker__name">{user.displayName}</span>{' '}
                <span className="muted small">@{user.username}</span>
              </button>
            </li>
          ))}
          {!found.isFetching && offered.length === 0 && <li className="muted small">Nobody found.</li>}
        </ul>
      )}
    </div>
  );
};
