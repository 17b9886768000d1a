import { useEffect, useRef, useState } from 'react';
import { Tooltip } from './tooltip';

/** Spec, second document, section 9: the clipboard popup hides after 3000 ms. */
export const COPY_TOOLTIP_MS = 3000;

export const writeToClipboard = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const [feedback, setFeedback] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const isCopied = await writeToClipboard(text);
    setFeedback(isCopied ? 'Copied!' : 'Copy failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), COPY_TOOLTIP_MS);
  };
  return (
    <Tooltip content={feedback} isOpen={feedback !== null}>
      <button type="button" className="button button--ghost button--small" onClick={copy}>
        {label}
      </button>
    </Tooltip>
  );
};
