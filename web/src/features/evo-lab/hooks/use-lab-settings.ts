import { useState } from 'react';
import { EVO_LAB_SETTINGS_DEFAULTS, type EvoLabSettings } from '@futgg/game-rules';
import { useEvoLabSettingsQuery, useUpdateEvoLabSettings } from '../api/lab-settings';

export type LabSettingKey = keyof EvoLabSettings;

/**
 * The six lab settings: a signed-in user's are kept by the server (each toggle saved at once), a
 * visitor's live in the page from the spec's defaults (section 9).
 */
export const useLabSettings = (isSignedIn: boolean) => {
  const [local, setLocal] = useState<EvoLabSettings>({ ...EVO_LAB_SETTINGS_DEFAULTS });
  const stored = useEvoLabSettingsQuery(isSignedIn);
  const update = useUpdateEvoLabSettings();
  const settings: EvoLabSettings = isSignedIn ? (stored.data ?? { ...EVO_LAB_SETTINGS_DEFAULTS }) : local;
  const setSetting = (key: LabSettingKey, value: boolean) => {
    if (isSignedIn) update.mutate({ [key]: value });
    else setLocal((current) => ({ ...current, [key]: value }));
  };
  return {
    settings,
    setSetting,
    isKeptForUser: isSignedIn,
    isSaving: update.isPending,
    error: update.error,
  };
};
export type LabSettingsState = ReturnType<typeof useLabSettings>;
