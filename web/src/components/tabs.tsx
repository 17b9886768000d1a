import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  render: () => ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the active tab is in the tab order. */
export const Tabs = <K extends string>({ label, tabs, active, onChange }: TabsProps<K>) => {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[next]?.focus();
  };
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className="tabs__panel"
          tabIndex={0}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
};
