import { FORMATIONS } from '@futgg/game-rules';

/** The 28 formations; choosing one clears the editing tactic's roles and code (the reducer does). */
export const FormationView = ({
  formationId,
  onChoose,
}: {
  formationId: string;
  onChoose: (formationId: string) => void;
}) => (
  <div className="sb-formations" role="radiogroup" aria-label="Formation">
    {FORMATIONS.map((formation) => (
      <button
        key={formation.id}
        type="button"
        role="radio"
        aria-checked={formation.id === formationId}
        className={`button button--small ${formation.id === formationId ? 'button--primary' : 'button--ghost'}`}
        onClick={() => onChoose(formation.id)}
      >
        {formation.name}
      </button>
    ))}
  </div>
);
