import type { CoreData } from '@futgg/contracts';

// The names the review's lists need (evolutions themselves are worded by components/evolution).

export const playstyleName = (coreData: CoreData | undefined, id: number): string =>
  coreData?.playstyles[String(id)]?.name ?? `PlayStyle ${id}`;

/** A role by the id a card carries (role+ id, or role++ id = role+ id + 100): "Poacher (ST)". */
export const roleName = (coreData: CoreData | undefined, id: number): string => {
  const role = coreData?.roles[String(id)];
  return role ? `${role.name} (${role.positionName})` : `Role ${id}`;
};
