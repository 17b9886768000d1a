import { useId, useRef, useState } from 'react';
import {
  EVO_LAB_STEP,
  EVO_LAB_TAB,
  POSITION_IDS,
  SEARCH,
  emptyPlayerFilters,
  encodeFilterQuery,
  type PlayerFilters,
} from '@futgg/game-rules';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { MiniCard, cardSummary, positionName } from '../../../components/card/card-art';
import { ChoiceSelect } from '../../../components/choice-select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useTextTypedBeforeHydration } from '../../../hooks/use-text-typed-before-hydration';
import { rarityOf } from '../../../lib/core-data';
import { formatCoinsShort, playerName } from '../../../lib/format';
import { useLabCardSearch } from '../api/search-cards';
import type { EvoLab } from '../hooks/use-evo-lab';
import { PlayerPreviewModal } from './player-preview-modal';

interface DiscoverFilters {
  text: string;
  position: string;
  minOverall: string;
  rarity: string;
}

// The filters are the form's text: '' is any position or rarity.
const ANY = { value: '', label: 'Any' };
const POSITION_CHOICES = [ANY, ...POSITION_IDS.map((id) => ({ value: String(id), label: positionName(id) }))];

const hasSearchableLength = (text: string) => [...text].length >= SEARCH.MIN_CHARACTERS;

/**
 * The player search's filters for what Discover asks: a name of at least 3 characters (as the global
 * search), a position, a least overall and a rarity, best first. Null while there is nothing to ask:
 * a name too short (filters alone list the best cards that match them).
 */
export const discoverFiltersOf = ({ text, position, minOverall, rarity }: DiscoverFilters): string | null => {
  const search = text.trim();
  if (search && !hasSearchableLength(search)) return null;
  const filters: PlayerFilters = { ...emptyPlayerFilters(), sort: [{ field: 'overall', direction: 'desc' }] };
  if (search) filters.search = search;
  if (position !== '') filters.lists.positions = [Number(position)];
  if (rarity !== '') filters.lists.rarities = [Number(rarity)];
  const overall = Number(minOverall);
  if (minOverall !== '' && Number.isInteger(overall) && overall >= 1 && overall <= 99) {
    filters.ranges.overall = { gte: overall };
  }
  return encodeFilterQuery(filters);
};

export const DiscoverStep = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { state, dispatch } = lab;
  const chosen = lab.definition.data;
  if (state.tab !== EVO_LAB_TAB.DISCOVER && state.selectedPlayerEaId !== null) {
    return (
      <div className="lab-discover-chosen">
        <p>
          Evolving <strong>{chosen ? `${playerName(chosen)} ${chosen.overall}` : 'the chosen card'}</strong>
          {chosen && <span className="muted"> · {cardSummary(chosen, coreData)}</span>}
        </p>
        <div className="lab-actions">
          <button
            type="button"
            className="button"
            onClick={() => dispatch({ type: 'setTab', tab: EVO_LAB_TAB.DISCOVER })}
          >
            Change card
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch({ type: 'goToStep', step: EVO_LAB_STEP.ASSIGN_EVOLUTIONS })}
          >
            Assign evolutions
          </button>
        </div>
      </div>
    );
  }
  return <CardSearch lab={lab} coreData={coreData} />;
};

const CardSearch = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { state, dispatch, gameYear } = lab;
  const ids = useId();
  const [form, setForm] = useState<DiscoverFilters>({ text: '', position: '', minOverall: '', rarity: '' });
  const [previewed, setPreviewed] = useState<PlayerItemSummary | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // The lab is rendered on the server: a name typed before the app took the page over is kept.
  useTextTypedBeforeHydration(nameInput, (text) => setForm((current) => ({ ...current, text })));
  const debounced = useDebouncedValue(form, SEARCH.DEBOUNCE_MS);
  const filters = discoverFiltersOf(debounced);
  const search = useLabCardSearch(gameYear, filters);
  const showPrice = lab.labSettings.settings.showPrice;
  const isTooShort = form.text.trim() !== '' && !hasSearchableLength(form.text.trim());
  const set = (field: keyof DiscoverFilters) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const choose = (card: PlayerItemSummary) => {
    setPreviewed(null);
    dispatch({ type: 'selectPlayer', eaId: card.eaId });
    dispatch({ type: 'setTab', tab: null });
    dispatch({ type: 'goToStep', step: EVO_LAB_STEP.ASSIGN_EVOLUTIONS });
  };
  const isCompared = (card: PlayerItemSummary) => state.comparedPlayerEaIds.includes(card.eaId);
  const toggleCompare = (card: PlayerItemSummary) =>
    dispatch({ type: 'toggleComparePlayer', eaId: card.eaId });
  const rarities = Object.values(coreData?.rarities ?? {}).sort((a, b) => a.name.localeCompare(b.name));
  const results = filters === null ? undefined : search.data?.data;

  return (
    <div className="lab-discover">
      <form
        className="lab-discover__form"
        role="search"
        aria-label="Find a card"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="lab-field lab-discover__name">
          <label htmlFor={`${ids}-text`}>Player name</label>
          <input
            id={`${ids}-text`}
            ref={nameInput}
            className="input"
            type="search"
            autoComplete="off"
            placeholder="At least 3 letters, e.g. Mbappé"
            value={form.text}
            onChange={(event) => set('text')(event.target.value)}
            aria-describedby={isTooShort ? `${ids}-hint` : undefined}
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-position`}>Position</label>
          <ChoiceSelect
            id={`${ids}-position`}
            value={form.position}
            choices={POSITION_CHOICES}
            onChange={set('position')}
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-overall`}>Min overall</label>
          <input
            id={`${ids}-overall`}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={form.minOverall}
            onChange={(event) => set('minOverall')(event.target.value)}
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-rarity`}>Rarity</label>
          <ChoiceSelect
            id={`${ids}-rarity`}
            value={form.rarity}
            choices={[ANY, ...rarities.map((rarity) => ({ value: String(rarity.eaId), label: rarity.name }))]}
            onChange={set('rarity')}
          />
        </div>
      </form>
      {isTooShort && (
        <p id={`${ids}-hint`} className="muted small">
          Type at least {SEARCH.MIN_CHARACTERS} characters to search by name.
        </p>
      )}
      {!isTooShort && (
        <h3 className="lab-subtitle">
          {debounced.text.trim() ? `Cards matching “${debounced.text.trim()}”` : 'Top rated cards'}
        </h3>
      )}
      {search.isError && <p role="alert">The cards could not be loaded. Try again in a moment.</p>}
      {results && results.length === 0 && (
        <p className="muted">No card matches. Try another name or fewer filters.</p>
      )}
      {results && results.length > 0 && (
        <ul className="lab-card-results" aria-label="Cards found" aria-busy={search.isFetching}>
          {results.map((card) => (
            <li key={card.eaId} className="lab-card-result">
              <MiniCard card={card} colours={rarityOf(coreData, card.rarityEaId)} />
              <div className="lab-card-result__text">
                <span className="lab-card-result__name">{playerName(card)}</span>
                <span className="lab-card-result__meta">{cardSummary(card, coreData)}</span>
              </div>
              {showPrice && <span className="lab-card-result__price">{formatCoinsShort(card.price)}</span>}
              <div className="lab-card-result__actions">
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setPreviewed(card)}
                  aria-label={`Preview ${playerName(card)} ${card.overall}`}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-pressed={isCompared(card)}
                  aria-label={`Compare ${playerName(card)} ${card.overall}`}
                  onClick={() => toggleCompare(card)}
                >
                  Compare
                </button>
                <button
                  type="button"
                  className="button button--small button--primary"
                  aria-label={`Evolve ${playerName(card)} ${card.overall}`}
                  onClick={() => choose(card)}
                >
                  Evolve
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {previewed && (
        <PlayerPreviewModal
          card={previewed}
          coreData={coreData}
          showPrice={showPrice}
          isCompared={isCompared(previewed)}
          onChoose={() => choose(previewed)}
          onToggleCompare={() => toggleCompare(previewed)}
          onClose={() => setPreviewed(null)}
        />
      )}
    </div>
  );
};
