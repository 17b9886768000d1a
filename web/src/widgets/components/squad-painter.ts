// One painter for every squad image (social views, substitutes, broadcast): a pitch, a card and a text
// line, placed by squad-layout's pure functions. Coordinates are pixels of the view's VIEW_SIZES.
import type { Squad } from '@futgg/contracts';
import { formatCoinsShort } from '../../lib/format';
import {
  benchOf,
  defensiveLineOf,
  fieldSlotsOf,
  formationOf,
  lineupByLine,
  positionNameOfCard,
  shortName,
  topRatedCard,
  VIEW_SIZES,
  type SocialView,
  type SquadCardShape,
} from './squad-layout';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const COLOURS = {
  background: '#0b0f14',
  grass: '#1d5c34',
  stripe: '#1a5430',
  chalk: 'rgba(255,255,255,0.55)',
  card: '#c9a74a',
  cardEmpty: 'rgba(255,255,255,0.12)',
  ink: '#10151c',
  text: '#e8eef5',
  muted: '#95a3b5',
  accent: '#4fd18b',
  chemistry: ['#e5484d', '#f5a524', '#f5d90a', '#4fd18b'],
} as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';

const text = (
  ctx: CanvasRenderingContext2D,
  value: string,
  x: number,
  y: number,
  { size = 32, weight = 600, colour = COLOURS.text as string, align = 'left' as CanvasTextAlign } = {},
) => {
  ctx.font = `${weight} ${size}px ${FONT}`;
  ctx.fillStyle = colour;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillText(value, x, y);
};

/** The font size, at most `size`, at which `value` fits in `maxWidth` (long names shrink, never clip). */
const fittedSize = (
  ctx: CanvasRenderingContext2D,
  value: string,
  size: number,
  maxWidth: number,
  weight: number,
) => {
  ctx.font = `${weight} ${size}px ${FONT}`;
  const width = ctx.measureText(value).width;
  return width > maxWidth ? Math.floor((size * maxWidth) / width) : size;
};

const roundedRect = (ctx: CanvasRenderingContext2D, { x, y, width, height }: Box, radius: number) => {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
};

/** A pitch seen from above, own goal at the bottom, with halfway line, centre circle and both boxes. */
export const paintPitch = (ctx: CanvasRenderingContext2D, box: Box) => {
  const stripes = 8;
  for (let index = 0; index < stripes; index += 1) {
    ctx.fillStyle = index % 2 === 0 ? COLOURS.grass : COLOURS.stripe;
    ctx.fillRect(box.x, box.y + (box.height * index) / stripes, box.width, box.height / stripes);
  }
  ctx.strokeStyle = COLOURS.chalk;
  ctx.lineWidth = Math.max(2, box.width / 300);
  ctx.strokeRect(box.x, box.y, box.width, box.height);
  const midY = box.y + box.height / 2;
  ctx.beginPath();
  ctx.moveTo(box.x, midY);
  ctx.lineTo(box.x + box.width, midY);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(box.x + box.width / 2, midY, box.width * 0.12, 0, Math.PI * 2);
  ctx.stroke();
  const penaltyWidth = box.width * 0.5;
  const penaltyDepth = box.height * 0.14;
  const left = box.x + (box.width - penaltyWidth) / 2;
  ctx.strokeRect(left, box.y, penaltyWidth, penaltyDepth);
  ctx.strokeRect(left, box.y + box.height - penaltyDepth, penaltyWidth, penaltyDepth);
};

/** Screen coordinates 0..100 of a formation slot, in pixels of the pitch box. */
export const pitchPoint = (box: Box, x: number, y: number) => ({
  x: box.x + (box.width * x) / 100,
  y: box.y + (box.height * y) / 100,
});

/**
 * A card centred on (x, y): rating and position on top, the short name, and a chemistry pip row (0..3
 * lit) when chemistry is given. An empty slot is an outline with the slot's position.
 */
export const paintCard = (
  ctx: CanvasRenderingContext2D,
  centre: { x: number; y: number },
  width: number,
  card: SquadCardShape | null,
  { positionName, chemistry = null }: { positionName: string; chemistry?: number | null },
) => {
  const height = width * 1.3;
  const box = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
  roundedRect(ctx, box, width * 0.1);
  ctx.fillStyle = card ? COLOURS.card : COLOURS.cardEmpty;
  ctx.fill();
  const unit = width / 100;
  if (!card) {
    text(ctx, positionName, centre.x, centre.y, { size: 22 * unit, colour: COLOURS.muted, align: 'center' });
    return;
  }
  text(ctx, String(card.overall), box.x + 10 * unit, box.y + 22 * unit, {
    size: 34 * unit,
    weight: 800,
    colour: COLOURS.ink,
  });
  text(ctx, positionName, box.x + 10 * unit, box.y + 50 * unit, { size: 18 * unit, colour: COLOURS.ink });
  text(ctx, shortName(card.name), centre.x, box.y + 92 * unit, {
    size: fittedSize(ctx, shortName(card.name), 17 * unit, width * 0.9, 700),
    weight: 700,
    colour: COLOURS.ink,
    align: 'center',
  });
  if (chemistry === null) return;
  for (let pip = 0; pip < 3; pip += 1) {
    ctx.beginPath();
    ctx.arc(centre.x + (pip - 1) * 16 * unit, box.y + 115 * unit, 5 * unit, 0, Math.PI * 2);
    ctx.fillStyle = pip < chemistry ? COLOURS.chemistry[chemistry]! : 'rgba(0,0,0,0.25)';
    ctx.fill();
  }
};

/** The title line every view starts with: squad title, formation, rating and chemistry. */
const paintHeader = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, size = 40) => {
  text(ctx, squad.title || 'Untitled squad', 48, 60, { size, weight: 800 });
  const formation = formationOf(squad)?.name ?? squad.formationId;
  text(
    ctx,
    `${formation} · Rating ${squad.rating ?? '–'} · Chemistry ${squad.chemistry.total}/33`,
    width - 48,
    60,
    {
      size: size * 0.6,
      colour: COLOURS.muted,
      align: 'right',
    },
  );
};

const paintXiOnPitch = (ctx: CanvasRenderingContext2D, squad: Squad, pitch: Box, withCards: boolean) => {
  paintPitch(ctx, pitch);
  const cardWidth = pitch.width * 0.13;
  for (const slot of fieldSlotsOf(squad)) {
    const point = pitchPoint(pitch, slot.x, slot.y);
    if (withCards) {
      paintCard(ctx, point, cardWidth, slot.card, {
        positionName: slot.positionName,
        chemistry: slot.chemistry,
      });
    } else {
      ctx.beginPath();
      ctx.arc(point.x, point.y, cardWidth * 0.28, 0, Math.PI * 2);
      ctx.fillStyle = COLOURS.text;
      ctx.fill();
      text(ctx, slot.positionName, point.x, point.y, {
        size: cardWidth * 0.2,
        weight: 800,
        colour: COLOURS.ink,
        align: 'center',
      });
    }
  }
};

const paintSquad = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => {
  paintHeader(ctx, squad, width);
  paintXiOnPitch(ctx, squad, { x: 48, y: 110, width: width - 96, height: height - 140 }, true);
};

const paintLineup = (ctx: CanvasRenderingContext2D, squad: Squad, width: number) => {
  paintHeader(ctx, squad, width);
  let y = 150;
  for (const { line, slots } of lineupByLine(squad)) {
    text(ctx, line.toUpperCase(), 48, y, { size: 26, weight: 800, colour: COLOURS.accent });
    y += 46;
    for (const slot of slots) {
      text(ctx, slot.positionName, 64, y, { size: 28, colour: COLOURS.muted });
      text(ctx, slot.card ? slot.card.name : 'Empty', 170, y, { size: 30 });
      if (slot.card)
        text(ctx, String(slot.card.overall), width - 48, y, { size: 30, weight: 800, align: 'right' });
      y += 44;
    }
    y += 14;
  }
};

const paintPlayer = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => {
  paintHeader(ctx, squad, width);
  const card = topRatedCard(squad);
  const centre = { x: width / 2, y: height / 2 + 10 };
  paintCard(ctx, centre, width * 0.42, card, { positionName: card ? positionNameOfCard(card) : '—' });
  text(ctx, card ? card.name : 'No player yet', width / 2, height - 110, {
    size: 48,
    weight: 800,
    align: 'center',
  });
  if (card) {
    const price = card.isUntradeable ? 'Untradeable' : `${formatCoinsShort(card.price.console)} coins`;
    text(ctx, price, width / 2, height - 56, { size: 30, colour: COLOURS.muted, align: 'center' });
  }
};

const paintTactics = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => {
  paintHeader(ctx, squad, width);
  const pitch = { x: 48, y: 110, width: width - 96, height: height - 140 };
  paintXiOnPitch(ctx, squad, pitch, false);
  const line = defensiveLineOf();
  const lineY = pitchPoint(pitch, 0, line.y).y;
  ctx.setLineDash([18, 12]);
  ctx.strokeStyle = COLOURS.accent;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(pitch.x, lineY);
  ctx.lineTo(pitch.x + pitch.width, lineY);
  ctx.stroke();
  ctx.setLineDash([]);
  text(ctx, `Line height ${line.lineHeight}`, pitch.x + 16, lineY - 22, {
    size: 26,
    weight: 700,
    colour: COLOURS.accent,
  });
};

const paintBench = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => {
  text(ctx, 'Substitutes', 48, 60, { size: 40, weight: 800 });
  text(ctx, squad.title || 'Untitled squad', width - 48, 60, {
    size: 26,
    colour: COLOURS.muted,
    align: 'right',
  });
  const bench = benchOf(squad);
  const columns = Math.min(5, Math.max(1, bench.length));
  const cardWidth = (width - 96) / columns - 24;
  const rowHeight = cardWidth * 1.3 + 40;
  bench.forEach(({ card }, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const centre = { x: 48 + (column + 0.5) * ((width - 96) / columns), y: 120 + rowHeight * (row + 0.5) };
    if (centre.y + rowHeight / 2 > height) return;
    paintCard(ctx, centre, cardWidth, card, { positionName: card ? positionNameOfCard(card) : 'SUB' });
  });
};

const paintBroadcast = (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => {
  const pitch = { x: width * 0.42, y: 40, width: width * 0.55, height: height - 80 };
  paintXiOnPitch(ctx, squad, pitch, true);
  text(ctx, squad.title || 'Untitled squad', 60, 100, { size: 64, weight: 800 });
  text(ctx, formationOf(squad)?.name ?? squad.formationId, 60, 170, { size: 36, colour: COLOURS.muted });
  text(ctx, `Rating ${squad.rating ?? '–'}`, 60, 250, { size: 52, weight: 800, colour: COLOURS.accent });
  text(ctx, `Chemistry ${squad.chemistry.total}/33`, 60, 320, {
    size: 52,
    weight: 800,
    colour: COLOURS.accent,
  });
  let y = 410;
  for (const slot of fieldSlotsOf(squad)) {
    text(ctx, slot.positionName, 60, y, { size: 30, colour: COLOURS.muted });
    text(ctx, slot.card ? `${slot.card.overall}  ${slot.card.name}` : '—', 170, y, { size: 32 });
    y += 56;
  }
};

const PAINTERS: Readonly<
  Record<SocialView, (ctx: CanvasRenderingContext2D, squad: Squad, width: number, height: number) => void>
> = {
  'social-image-squad': paintSquad,
  'social-image-lineup': paintLineup,
  'social-image-player': paintPlayer,
  'social-image-tactics': paintTactics,
  'subs-render': paintBench,
  broadcast: paintBroadcast,
};

/** Paints one view of the squad over the whole canvas (sized by VIEW_SIZES). */
export const paintSocialView = (ctx: CanvasRenderingContext2D, view: SocialView, squad: Squad) => {
  const { width, height } = VIEW_SIZES[view];
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  PAINTERS[view](ctx, squad, width, height);
};
