import { useId } from 'react';
import type { EvoLabSettings } from '@futgg/game-rules';
import type { LabSettingKey, LabSettingsState } from '../hooks/use-lab-settings';

const SETTINGS: readonly { key: LabSettingKey; label: string; hint: string }[] = [
  { key: 'applyUpgrades', label: 'Apply upgrades', hint: 'Show the evolutions’ upgrades on the card' },
  { key: 'checkEligibility', label: 'Check eligibility', hint: 'Offer only evolutions this card can take' },
  { key: 'showPrice', label: 'Show price', hint: 'Show card prices' },
  {
    key: 'hideUsedEvolutions',
    label: 'Hide used',
    hint: 'Hide evolutions you have completed as often as allowed',
  },
  { key: 'hideExpired', label: 'Hide expired', hint: 'Hide evolutions that have ended' },
  {
    key: 'hideOwnEvolutions',
    label: 'Hide own evolutions',
    hint: 'Hide your saved evolved versions of this card',
  },
];

/** The lab's six settings as switches; a signed-in user's are saved to their account at once. */
export const SettingsPanel = ({ labSettings }: { labSettings: LabSettingsState }) => {
  const ids = useId();
  const { settings, setSetting, isKeptForUser } = labSettings;
  return (
    <fieldset className="lab-settings">
      <legend className="lab-settings__legend">Lab settings</legend>
      <div className="lab-settings__grid">
        {SETTINGS.map(({ key, label, hint }) => (
          <div key={key} className="lab-switch">
            <input
              id={`${ids}-${key}`}
              type="checkbox"
              role="switch"
              className="lab-switch__input"
              checked={settings[key as keyof EvoLabSettings]}
              aria-describedby={`${ids}-${key}-hint`}
              onChange={(event) => setSetting(key, event.target.checked)}
            />
            <label htmlFor={`${ids}-${key}`} className="lab-switch__label">
              {label}
            </label>
            <span id={`${ids}-${key}-hint`} className="lab-switch__hint">
              {hint}
            </span>
          </div>
        ))}
      </div>
      <p className="muted small lab-settings__note">
        {isKeptForUser ? 'Saved to your account.' : 'Sign in to keep your settings.'}
        {labSettings.error ? ' Your last change could not be saved.' : ''}
      </p>
    </fieldset>
  );
};
