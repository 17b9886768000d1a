import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DIRECT_MESSAGE_LIMITS } from '@futgg/contracts';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing a character does neither). Blank text is not sent; the text stays until the send succeeds.
 */
export const Composer = ({
  onSend,
  isSending,
  disabled = false,
}: {
  /** Resolves once sent; a rejection keeps the text for another try. */
  onSend: (content: string) => Promise<unknown>;
  isSending: boolean;
  disabled?: boolean;
}) => {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const canSend = text.trim() !== '' && !isSending && !disabled;
  const send = () => {
    if (!canSend) return;
    onSend(text).then(
      () => setText(''),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <textarea
        id={inputId}
        className="input composer__input"
        rows={2}
        maxLength={DIRECT_MESSAGE_LIMITS.CONTENT_MAX_LENGTH}
        placeholder="Write a message"
        aria-describedby={hintId}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        Enter sends, Shift and Enter starts a new line.
      </span>
      <button type="submit" className="button button--primary composer__send" disabled={!canSend}>
        Send
      </button>
    </form>
  );
};
