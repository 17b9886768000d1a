// What each page-mounted piece reads from its marker, and what it does when an input is missing
// (spec, second document, section 2 table and section 8). Pure: the mount loop turns the outcome
// into a rendered widget, a shown message or nothing.
import { GAME_YEAR } from '@futgg/game-rules';
import { parsePageId } from '../lib/page-ids';

export const WIDGET_MESSAGES = {
  MISSING_EVENT_GUID: 'ERROR: Missing Event GUID',
  MISSING_EVENT_OR_SQUAD_UUID: 'ERROR: Missing Event UUID or Squad UUID',
  MISSING_ENTITY_OR_CONTENT_TYPE: 'Missing entity or content type',
  MISSING_CONTENT_TYPE_ID: 'Missing contentTypeId',
  MISSING_ENTITY_ID: 'Missing entityId',
  MISSING_RULESET_EVENT_ID: 'Ruleset manager: missing eventId',
} as const;

/** Squad builder's default game (spec: "comes from configuration"). */
export const DEFAULT_GAME_SLUG = `fc${GAME_YEAR.DEFAULT}`;

type Data = Readonly<Record<string, string | undefined>>;
const text = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

export type Outcome<T> =
  { kind: 'mount'; inputs: T } | { kind: 'message'; message: string } | { kind: 'log'; message: string };

export interface SquadBuilderInputs {
  eventGuid: string;
  gameSlug: string;
  isReadOnly: boolean;
  isCurrent: boolean;
  useMobileCompactDefault: boolean;
  squadId: string | null;
}
export const readSquadBuilder = (data: Data): Outcome<SquadBuilderInputs> => {
  const eventGuid = text(data['eventGuid']);
  if (!eventGuid) return { kind: 'message', message: WIDGET_MESSAGES.MISSING_EVENT_GUID };
  return {
    kind: 'mount',
    inputs: {
      eventGuid,
      gameSlug: text(data['gameSlug']) ?? DEFAULT_GAME_SLUG,
      // The server renders Python booleans: only 'True' is true, only 'False' is false.
      isReadOnly: data['isReadOnly'] === 'True',
      isCurrent: data['isCurrent'] === 'True',
      useMobileCompactDefault: data['useMobileCompactDefault'] !== 'False',
      squadId: text(data['squadId']),
    },
  };
};

export const readRulesetManager = (data: Data): Outcome<{ eventId: number }> => {
  const eventId = parsePageId(data['eventId']);
  return eventId === null
    ? { kind: 'log', message: WIDGET_MESSAGES.MISSING_RULESET_EVENT_ID }
    : { kind: 'mount', inputs: { eventId } };
};

export interface SocialViewInputs {
  eventUuid: string;
  squadUuid: string;
  gameSlug: string;
}
export const readSocialView = (data: Data): Outcome<SocialViewInputs> => {
  const eventUuid = text(data['eventUuid']);
  const squadUuid = text(data['squadUuid']);
  if (!eventUuid || !squadUuid)
    return { kind: 'message', message: WIDGET_MESSAGES.MISSING_EVENT_OR_SQUAD_UUID };
  return {
    kind: 'mount',
    inputs: { eventUuid, squadUuid, gameSlug: text(data['gameSlug']) ?? DEFAULT_GAME_SLUG },
  };
};

export interface EntityInputs {
  entityId: number;
  contentTypeId: number;
}
export const readComments = (data: Data): Outcome<EntityInputs> => {
  const entityId = parsePageId(data['entityId']);
  const contentTypeId = parsePageId(data['contentTypeId']);
  if (entityId === null || contentTypeId === null)
    return { kind: 'log', message: WIDGET_MESSAGES.MISSING_ENTITY_OR_CONTENT_TYPE };
  return { kind: 'mount', inputs: { entityId, contentTypeId } };
};

export interface CounterInputs extends EntityInputs {
  showIcon: boolean;
  showLabel: boolean;
  skeletonSize: 'small' | 'medium' | 'large';
}
export const readCounter = (data: Data): Outcome<CounterInputs> => {
  const contentTypeId = parsePageId(data['contentTypeId']);
  if (contentTypeId === null) return { kind: 'log', message: WIDGET_MESSAGES.MISSING_CONTENT_TYPE_ID };
  const entityId = parsePageId(data['entityId']);
  if (entityId === null) return { kind: 'log', message: WIDGET_MESSAGES.MISSING_ENTITY_ID };
  const size = data['skeletonSize'];
  return {
    kind: 'mount',
    inputs: {
      entityId,
      contentTypeId,
      showIcon: data['showIcon'] !== 'False' && data['showIcon'] !== 'false',
      showLabel: data['showLabel'] !== 'False' && data['showLabel'] !== 'false',
      skeletonSize: size === 'small' || size === 'large' ? size : 'medium',
    },
  };
};

/** Missing or unreadable date: the piece is not shown (spec: "not shown"). */
export const readTimeDifference = (data: Data): Outcome<{ dateTime: Date }> | null => {
  const value = text(data['dateTime']);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? { kind: 'mount', inputs: { dateTime: date } } : null;
};

export interface GlobalSearchInputs {
  placeholder: string | undefined;
  moreButtonBaseUrl: string | null;
  enableCloseButton: boolean;
  enableBodyOverflow: boolean;
  theme: string;
  initialText: string;
}
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === 'True' || value === 'true' || value === '1';
export const readGlobalSearch = (
  data: Data,
  existingInputValue: string | null,
): Outcome<GlobalSearchInputs> => ({
  kind: 'mount',
  inputs: {
    placeholder: text(data['placeholder']) ?? undefined,
    moreButtonBaseUrl: text(data['moreButtonBaseUrl']),
    enableCloseButton: flag(data['enableCloseButton'], true),
    enableBodyOverflow: flag(data['enableBodyOverflow'], true),
    theme: text(data['theme']) ?? 'dark',
    initialText: existingInputValue ?? '',
  },
});

/** Entity view tracking: each element needs both ids; a bad one is logged and skipped. */
export const readTrackedView = (data: Data): Outcome<EntityInputs> => {
  const contentTypeId = parsePageId(data['contentTypeId']);
  const entityId = parsePageId(data['entityId']);
  if (contentTypeId === null) return { kind: 'log', message: WIDGET_MESSAGES.MISSING_CONTENT_TYPE_ID };
  if (entityId === null) return { kind: 'log', message: WIDGET_MESSAGES.MISSING_ENTITY_ID };
  return { kind: 'mount', inputs: { contentTypeId, entityId } };
};
