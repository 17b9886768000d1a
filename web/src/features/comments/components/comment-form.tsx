import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessageOf } from '../../../lib/api';

/** The service takes 1–5,000 characters after sanitising. */
export const MAX_COMMENT_LENGTH = 5000;

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  maxLength?: number;
}

/** A comment, a reply or an edit: a labelled text area; the service's refusal is shown as it gave it. */
export const CommentForm = ({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  maxLength = MAX_COMMENT_LENGTH,
}: CommentFormProps) => {
  const id = useId();
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '' || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      await onSubmit(content.trim());
      setContent('');
    } catch (failure) {
      setError(apiErrorMessageOf(failure) ?? 'Your comment could not be saved. Try again.');
    } finally {
      setIsSending(false);
    }
  };
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className="input comment-form__text"
        rows={3}
        maxLength={maxLength}
        placeholder={label}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      {error && (
        <p className="comment-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="comment-form__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={content.trim() === '' || isSending}
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost button--small" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
};
