import { useState } from 'react';
import {
  fieldPositions,
  squadFormation,
  UNIQUE_POSITION_NAME_BY_ID,
  type SquadBuilderState,
} from '@futgg/game-rules';
import { cardKey, type CardInfo } from '../utils/cards';

const WIDTH = 600;
const HEIGHT = 800;

/** Draws the XI (pitch and cards) on a canvas; null where the browser has no 2D canvas. */
export const drawSquadImage = (
  canvas: HTMLCanvasElement,
  state: SquadBuilderState,
  cards: Readonly<Record<string, CardInfo>>,
  summary: string,
): boolean => {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = '#1f6b3a';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.strokeStyle = 'rgba(255,255,255,0.6)';
  context.lineWidth = 2;
  context.strokeRect(20, 60, WIDTH - 40, HEIGHT - 80);
  context.beginPath();
  context.moveTo(20, 60 + (HEIGHT - 80) / 2);
  context.lineTo(WIDTH - 20, 60 + (HEIGHT - 80) / 2);
  context.stroke();
  context.fillStyle = '#ffffff';
  context.font = 'bold 22px sans-serif';
  context.textAlign = 'center';
  context.fillText(state.title || 'My squad', WIDTH / 2, 30);
  context.font = '14px sans-serif';
  context.fillText(summary, WIDTH / 2, 50);
  const formation = squadFormation(state);
  fieldPositions(state).forEach((position, i) => {
    const layout = formation?.slots[i];
    if (!layout) return;
    const x = 20 + ((WIDTH - 40) * layout.x) / 100;
    const y = 60 + ((HEIGHT - 80) * layout.y) / 100;
    const card = position.playerEaId === null ? undefined : cards[cardKey(position)];
    context.fillStyle = card ? '#d8b85a' : 'rgba(255,255,255,0.25)';
    context.fillRect(x - 40, y - 45, 80, 90);
    context.fillStyle = '#1a1a1a';
    context.font = 'bold 20px sans-serif';
    context.fillText(card ? String(card.overall) : '+', x, y - 15);
    context.font = '12px sans-serif';
    context.fillText(UNIQUE_POSITION_NAME_BY_ID[layout.uniquePositionId] ?? '', x, y + 5);
    context.fillText((card?.name ?? '').slice(0, 12), x, y + 25);
  });
  return true;
};

/** "Share image": the squad drawn on a canvas and offered as a PNG download. */
export const ShareImageButton = ({
  state,
  cards,
  summary,
}: {
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  summary: string;
}) => {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const share = () => {
    setError(null);
    const canvas = document.createElement('canvas');
    if (!drawSquadImage(canvas, state, cards, summary)) {
      setError('This browser cannot draw the image.');
      return;
    }
    canvas.toBlob((blob) => {
      if (!blob) {
        setError('The image could not be made.');
        return;
      }
      const next = URL.createObjectURL(blob);
      setUrl((previous) => {
        if (previous) URL.revokeObjectURL(previous);
        return next;
      });
      const link = document.createElement('a');
      link.href = next;
      link.download = 'squad.png';
      document.body.append(link);
      link.click();
      link.remove();
    }, 'image/png');
  };
  return (
    <span className="sb-share">
      <button type="button" className="button button--ghost" onClick={share}>
        Share image
      </button>
      {url && (
        <a className="sb-share__link" href={url} download="squad.png">
          Download squad.png
        </a>
      )}
      {error && <span role="alert">{error}</span>}
    </span>
  );
};
