import { useEffect, useRef, useState } from 'react';
import type { SocialViewInputs } from '../read-inputs';
import { fieldSlotsOf } from './squad-layout';
import { pngFileName, SOCIAL_VIEW_TITLES, VIEW_SIZES, type SocialView } from './squad-layout';
import { paintSocialView } from './squad-painter';
import { loadFailureMessage, useWidgetSquad } from './widget-queries';

/** Saves the canvas as a PNG through a temporary object URL. */
const downloadPng = (canvas: HTMLCanvasElement, fileName: string): Promise<boolean> =>
  new Promise((resolve) => {
    canvas.toBlob((blob) => {
      if (!blob) return resolve(false);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      // The browser has started the download once click() returns; the URL is no longer needed after.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      resolve(true);
    }, 'image/png');
  });

/**
 * A squad drawn as an image (social post, substitutes, broadcast overlay) on a canvas, with a text
 * alternative listing the XI and a "Download PNG" button.
 */
export const SocialViewWidget = ({ view, inputs }: { view: SocialView; inputs: SocialViewInputs }) => {
  const squad = useWidgetSquad(inputs.squadUuid);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isDrawn, setIsDrawn] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const title = SOCIAL_VIEW_TITLES[view];
  const size = VIEW_SIZES[view];

  useEffect(() => {
    const context = squad.data ? canvasRef.current?.getContext('2d') : null;
    if (!context || !squad.data) return;
    paintSocialView(context, view, squad.data);
    setIsDrawn(true);
  }, [squad.data, view]);

  if (squad.isError) {
    return (
      <section className="widget-card" aria-label={title}>
        <h2 className="panel__title">{title}</h2>
        <p className="widget-error" role="alert">
          {loadFailureMessage(squad.error, 'squad')}
        </p>
      </section>
    );
  }
  const data = squad.data;
  const description = data
    ? `${title}: ${data.title || 'Untitled squad'}, rating ${data.rating ?? 'not complete'}, chemistry ${data.chemistry.total} of 33`
    : title;
  return (
    <section className="widget-card social-view" aria-label={title} aria-busy={!data}>
      <h2 className="panel__title">{title}</h2>
      <canvas
        ref={canvasRef}
        className="social-view__canvas"
        width={size.width}
        height={size.height}
        role="img"
        aria-label={description}
      >
        {data && (
          <ul>
            {fieldSlotsOf(data).map((slot) => (
              <li key={slot.positionIdx}>
                {slot.positionName}: {slot.card ? `${slot.card.name} ${slot.card.overall}` : 'empty'}
              </li>
            ))}
          </ul>
        )}
      </canvas>
      <div className="social-view__actions">
        <button
          type="button"
          className="button"
          disabled={!isDrawn}
          onClick={() => {
            const canvas = canvasRef.current;
            if (!canvas) return;
            void downloadPng(canvas, pngFileName(view, inputs.squadUuid)).then((ok) =>
              setDownloadFailed(!ok),
            );
          }}
        >
          Download PNG
        </button>
        {!isDrawn && data && <span className="muted">This browser cannot draw the image.</span>}
        {downloadFailed && (
          <span className="widget-error" role="alert">
            The image could not be saved.
          </span>
        )}
      </div>
    </section>
  );
};
