import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTextTypedBeforeHydration } from '../hooks/use-text-typed-before-hydration';
import { EntityImage } from './entity-image';
import './combobox.css';

export interface ComboboxOption {
  value: number;
  label: string;
  /** A flag or badge shown before the label (nations, leagues, clubs, rarities). */
  imageUrl?: string | null;
}

interface ComboboxProps {
  /** The input's id; generated when absent. */
  id?: string;
  label: string;
  placeholder: string;
  /** What can still be picked: the caller leaves out values already chosen. */
  options: readonly ComboboxOption[];
  onPick: (value: number) => void;
  /** The option the keyboard or the pointer is on, each time it changes (to prepare for its pick). */
  onActiveChange?: (value: number) => void;
  labelClassName?: string;
}

/** Rendering every match of "" among 700 clubs would bring back the DOM cost this control removes. */
export const MAX_SHOWN_MATCHES = 100;

// NFD splits "ü" into "u" + a combining mark; these letters have no decomposition, yet players type
// them the plain way too ("bodo" for Bodø/Glimt, "lodz" for ŁKS Łódź).
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðħıßæœþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter);

/**
 * Options whose label contains the (folded) query, those starting with it first; each group keeps the
 * options' own order. `folded` holds each option's folded label, index for index.
 */
export const rankMatches = (options: readonly ComboboxOption[], folded: readonly string[], query: string) => {
  if (query === '') return options;
  const starting: ComboboxOption[] = [];
  const containing: ComboboxOption[] = [];
  options.forEach((option, index) => {
    const at = folded[index]!.indexOf(query);
    if (at === 0) starting.push(option);
    else if (at > 0) containing.push(option);
  });
  return [...starting, ...containing];
};

const keepInputFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A searchable single-pick combobox that adds a value (WAI-ARIA 1.2 combobox with a listbox popup,
 * list autocomplete). No option exists in the DOM while the list is closed: a page holds ten of these,
 * some with hundreds of options.
 *
 * Keyboard: typing opens the list and makes the best match active, so "arse" + Enter picks Arsenal;
 * ArrowDown/ArrowUp open it (or move the active option, wrapping), Alt+ArrowDown opens it without
 * choosing, Alt+ArrowUp closes it; Home/End jump to the first/last match while it is open (the
 * caret keeps them while it is closed); Enter picks; Tab (like any blur) closes without picking. Escape follows the
 * APG: the first press closes the list and keeps the text, so the search is not lost; a second press
 * clears the text.
 */
export const Combobox = ({
  id,
  label,
  placeholder,
  options,
  onPick,
  onActiveChange,
  labelClassName,
}: ComboboxProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (value: number) => `${inputId}-option-${value}`;

  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = foldForSearch(text.trim());
  const isSearching = query !== '';
  // Labels are folded only once someone types: most visits never search most of the ten lists.
  const folded = useMemo(
    () => (isSearching ? options.map((option) => foldForSearch(option.label)) : []),
    [isSearching, options],
  );
  const matches = useMemo(() => rankMatches(options, folded, query), [options, folded, query]);
  const shown = matches.slice(0, MAX_SHOWN_MATCHES);
  const active = isOpen ? shown[activeIndex] : undefined;
  const activeId = active ? optionId(active.value) : undefined;

  const activeValue = active?.value;
  useEffect(() => {
    if (activeValue !== undefined) onActiveChange?.(activeValue);
  }, [activeValue, onActiveChange]);

  useEffect(() => {
    if (!activeId) return;
    const element = document.getElementById(activeId);
    // jsdom has no layout, and no scrollIntoView.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const open = (index: number) => {
    setIsOpen(true);
    setActiveIndex(index);
  };
  const type = (typed: string) => {
    setText(typed);
    open(typed.trim() === '' ? -1 : 0);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(inputRef, (typed, hasFocus) => (hasFocus ? type(typed) : setText(typed)));
  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const pick = (value: number) => {
    onPick(value);
    setText('');
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const activate = (index: number) => {
      event.preventDefault();
      open(shown.length === 0 ? -1 : index);
    };
    switch (event.key) {
      case 'ArrowDown':
        if (event.altKey) return activate(isOpen ? activeIndex : -1);
        return activate(isOpen && activeIndex < last ? activeIndex + 1 : 0);
      case 'ArrowUp':
        if (event.altKey) {
          event.preventDefault();
          return close();
        }
        return activate(isOpen && activeIndex > 0 ? activeIndex - 1 : last);
      case 'Home':
      case 'End':
        if (isOpen) activate(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
        if (!active) return;
        // The filter panel is a form: picking must not also submit it.
        event.preventDefault();
        return pick(active.value);
      case 'Escape':
        if (!isOpen) return setText('');
        // Only the list closes: a dialog or drawer around this control stays open.
        event.stopPropagation();
        return close();
    }
  };

  const hiddenCount = matches.length - shown.length;
  const note = !isOpen
    ? null
    : matches.length === 0
      ? 'No matches'
      : hiddenCount > 0
        ? `Type to narrow ${hiddenCount} more`
        : null;

  return (
    <div className="combobox">
      <label id={labelId} className={labelClassName ?? 'combobox__label'} htmlFor={inputId}>
        {label}
      </label>
      <div className="combobox__field">
        <input
          id={inputId}
          type="text"
          className="input combobox__input"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          ref={inputRef}
          value={text}
          onChange={(event) => type(event.target.value)}
          onClick={() => !isOpen && open(-1)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {/* Kept mounted (empty and hidden while closed) so aria-controls always points at something. */}
        <div className="combobox__popup" hidden={!isOpen} onMouseDown={keepInputFocus}>
          <ul id={listboxId} role="listbox" aria-labelledby={labelId} className="combobox__listbox">
            {isOpen &&
              shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(option.value)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="combobox__option"
                  // mousemove, not mouseenter: scrolling the list by keyboard under a resting pointer
                  // must not steal the active option.
                  onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                  onClick={() => pick(option.value)}
                >
                  <EntityImage src={option.imageUrl} size={18} />
                  {option.label}
                </li>
              ))}
          </ul>
          {/* Mounted with the popup so screen readers hear "No matches" as the text changes. */}
          <p role="status" className="combobox__note">
            {note}
          </p>
        </div>
      </div>
    </div>
  );
};
