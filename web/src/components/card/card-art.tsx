import type { CSSProperties } from 'react';
import {
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  POSITION_NAME_BY_ID,
  type AnyFaceStatField,
  type PositionId,
} from '@futgg/game-rules';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { imageOf, nameOf, rarityOf, shownClubName } from '../../lib/core-data';
import { EntityImage } from '../entity-image';
import { playerName } from '../../lib/format';
import { statValue } from '../../lib/attribute-groups';
import { escapeHtml, safeCssColour } from '../../lib/escape-html';

export interface CardColours {
  name: string;
  textColor: string;
  lineColor: string;
  backgroundColor: string;
}

export const positionName = (id: number): string => POSITION_NAME_BY_ID[id as PositionId] ?? String(id);

/**
 * A card's one-line summary, "Rare · ST · Real Madrid" or "Prime Icon · CB · Icons": its version, its
 * position and the team it plays for (the league where the club is a special team).
 */
export const cardSummary = (
  card: { rarityEaId: number; position: number; clubEaId: number; leagueEaId: number },
  coreData: CoreData | undefined,
): string =>
  [
    rarityOf(coreData, card.rarityEaId).name,
    positionName(card.position),
    shownClubName(coreData, card) ?? nameOf(coreData?.leagues, card.leagueEaId),
  ].join(' · ');

const FACE_LABELS = ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY'] as const;
const GK_FACE_LABELS = ['DIV', 'HAN', 'KIC', 'REF', 'SPD', 'POS'] as const;

/** The three letters a card's face prints for one of its six stats. */
export const faceStatLabel = (field: AnyFaceStatField): string => {
  const outfield = (FACE_STAT_FIELDS as readonly string[]).indexOf(field);
  return outfield >= 0
    ? FACE_LABELS[outfield]!
    : GK_FACE_LABELS[(GK_FACE_STAT_FIELDS as readonly string[]).indexOf(field)]!;
};

type FaceCard = Pick<PlayerItemSummary, 'position'>;

/** The six stats a card shows on its face: the goalkeeper's own for keepers. */
export const cardFaceStats = (card: FaceCard): { label: string; value: number | null }[] =>
  card.position === POSITION.GK
    ? GK_FACE_STAT_FIELDS.map((field, index) => ({
        label: GK_FACE_LABELS[index] ?? field,
        value: statValue(card, field),
      }))
    : FACE_STAT_FIELDS.map((field, index) => ({
        label: FACE_LABELS[index] ?? field,
        value: statValue(card, field),
      }));

const cardColourVariables = (colours: CardColours): [string, string][] => [
  ['--card-bg', safeCssColour(colours.backgroundColor)],
  ['--card-text', safeCssColour(colours.textColor, 'inherit')],
  ['--card-line', safeCssColour(colours.lineColor)],
];

const cardStyle = (colours: CardColours): CSSProperties =>
  Object.fromEntries(cardColourVariables(colours)) as CSSProperties;

type CardBasics = Pick<PlayerItemSummary, 'overall' | 'position' | 'commonName' | 'firstName' | 'lastName'> &
  FaceCard;

type CardTeams = Pick<PlayerItemSummary, 'nationEaId' | 'leagueEaId' | 'clubEaId'>;

/**
 * Where a card's photo would be: a drawn head and shoulders in the card's own colours. Player photos
 * are EA's, so every card shows this figure instead, shaded like the card's art.
 */
const PortraitFigure = () => (
  <svg className="player-card__figure" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
    <path
      className="player-card__figure-body"
      d="M6 120 C8 98 22 88 42 83 L52 95 L60 88 L68 95 L78 83 C98 88 112 98 114 120 Z"
    />
    <path className="player-card__figure-neck" d="M49 64 H71 V83 L60 92 L49 83 Z" />
    <ellipse className="player-card__figure-head" cx="60" cy="42" rx="23" ry="28" />
  </svg>
);

/** The nation's flag, the league's logo and the club's badge, as the game's cards carry them. */
const CardTeamMarks = ({ card, coreData }: { card: CardTeams; coreData: CoreData | undefined }) => (
  <div className="player-card__teams">
    <EntityImage src={imageOf(coreData?.nations, card.nationEaId)} size={26} />
    <EntityImage src={imageOf(coreData?.leagues, card.leagueEaId)} size={26} />
    <EntityImage src={imageOf(coreData?.clubs, card.clubEaId)} size={26} />
  </div>
);

/** Small card art for table rows: overall and position on the rarity's colours. Decorative. */
export const MiniCard = ({ card, colours }: { card: CardBasics; colours: CardColours }) => (
  <span className="mini-card" style={cardStyle(colours)} aria-hidden="true">
    <span className="mini-card__overall">{card.overall}</span>
    <span className="mini-card__position">{positionName(card.position)}</span>
  </span>
);

/**
 * MiniCard's markup as a string, for the player table's rows (written as HTML: see player-row-html.ts).
 * A test holds the two to the same DOM.
 */
export const miniCardHtml = (card: CardBasics, colours: CardColours): string =>
  `<span class="mini-card" style="${cardColourVariables(colours)
    .map(([name, value]) => `${name}:${escapeHtml(value)}`)
    .join(';')}" aria-hidden="true"><span class="mini-card__overall">${escapeHtml(card.overall)}</span>` +
  `<span class="mini-card__position">${escapeHtml(positionName(card.position))}</span></span>`;

/** The full card of the player page, drawn in its rarity's colours with its face stats. */
export const PlayerCard = ({
  card,
  colours,
  coreData,
}: {
  card: CardBasics & CardTeams;
  colours: CardColours;
  coreData: CoreData | undefined;
}) => (
  <figure
    className="player-card"
    style={cardStyle(colours)}
    aria-label={`${playerName(card)} card, ${colours.name}`}
  >
    <div className="player-card__top">
      <span className="player-card__overall">{card.overall}</span>
      <span className="player-card__position">{positionName(card.position)}</span>
    </div>
    <div className="player-card__portrait">
      <PortraitFigure />
      <CardTeamMarks card={card} coreData={coreData} />
    </div>
    <figcaption className="player-card__name">{playerName(card)}</figcaption>
    <dl className="player-card__stats">
      {cardFaceStats(card).map((stat) => (
        <div key={stat.label} className="player-card__stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
    <span className="player-card__rarity">{colours.name}</span>
  </figure>
);
