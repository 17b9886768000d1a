import type { NameOf } from '../lib/use-card-names';
import './card-table.css';

/** A card's name from `useCardNames`, or a bar the width of a short name while it loads (not its id). */
export const CardName = ({ eaId, nameOf }: { eaId: number; nameOf: NameOf }) =>
  nameOf(eaId) ?? <span className="card-name--pending" role="img" aria-label="Loading the name" />;
