import type { ReactNode } from 'react';
import type { CoreData, PlayerItem } from '@futgg/contracts';
import { positionName } from '../../../components/card/card-art';
import { EntityImage } from '../../../components/entity-image';
import { imageOf, nameOf } from '../../../lib/core-data';
import { formatHeight } from '../../../lib/format';

const WORKRATE = ['', 'Low', 'Med', 'High'];
const stars = (count: number) => `${count} ★`;
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|_)(\w)/g, (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

type Named = Record<string, { name: string; imageUrl: string | null }> | undefined;

/** A club, league or nation by name, its badge or flag before it. */
const WithImage = ({ list, id }: { list: Named; id: number }) => (
  <span className="info-list__entity">
    <EntityImage src={imageOf(list, id)} />
    {nameOf(list, id)}
  </span>
);

export const PlayerInfo = ({ card, coreData }: { card: PlayerItem; coreData: CoreData | undefined }) => {
  const rows: [string, ReactNode][] = [
    ['Club', <WithImage list={coreData?.clubs} id={card.clubEaId} />],
    ['League', <WithImage list={coreData?.leagues} id={card.leagueEaId} />],
    ['Nation', <WithImage list={coreData?.nations} id={card.nationEaId} />],
    ['Positions', [card.position, ...card.alternativePositionIds].map(positionName).join(', ')],
    ['Skill moves', stars(card.skillMoves)],
    ['Weak foot', stars(card.weakFoot)],
    ['Foot', card.foot === 2 ? 'Left' : 'Right'],
    ['Height', formatHeight(card.height)],
    ['Work rates', `${WORKRATE[card.attackingWorkrate] ?? '?'} / ${WORKRATE[card.defensiveWorkrate] ?? '?'}`],
    ['AcceleRATE', card.accelerateType ? titleCase(card.accelerateType) : '—'],
    ['Total stats', `${card.totalStats} (IGS ${card.totalIgs})`],
  ];
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

export const PlaystylesView = ({ card, coreData }: { card: PlayerItem; coreData: CoreData | undefined }) => {
  const playstyle = (id: number) => coreData?.playstyles[String(id)]?.name ?? `PlayStyle ${id}`;
  const role = (id: number) => {
    const found = coreData?.roles[String(id)];
    return found ? `${found.name} (${found.positionName})` : `Role ${id}`;
  };
  const groups: { title: string; items: string[]; tone: string }[] = [
    { title: 'PlayStyles+', items: card.playstylesPlus.map(playstyle), tone: 'plus' },
    { title: 'PlayStyles', items: card.playstyles.map(playstyle), tone: 'base' },
    { title: 'Roles++', items: card.rolesPlusPlus.map(role), tone: 'plus' },
    { title: 'Roles+', items: card.rolesPlus.map(role), tone: 'base' },
  ];
  return (
    <div className="playstyle-groups">
      {groups.map((group) => (
        <section key={group.title} className="playstyle-group" aria-label={group.title}>
          <h3 className="playstyle-group__title">{group.title}</h3>
          {group.items.length === 0 ? (
            <p className="muted">None</p>
          ) : (
            <ul className="chips">
              {group.items.map((item) => (
                <li key={item} className={`chip chip--${group.tone}`}>
                  {item}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
};
