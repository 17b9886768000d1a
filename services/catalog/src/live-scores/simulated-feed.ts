import { Random } from '@futgg/game-data';
import type { Fixture, FixtureUpdate } from '@futgg/contracts';

/** A fixture's full length in the simulation; it finishes at this minute. */
export const SIMULATED_FULL_TIME = 90;

export interface SquadMember {
  eaId: number;
  name: string;
  position: string;
}

const ATTACKING = new Set(['ST', 'CF', 'LF', 'RF', 'LW', 'RW', 'CAM']);

/**
 * The simulated feed's next update of an open fixture (docs/live-scores.md): a scheduled fixture whose
 * kickoff has come goes live at minute 1; a live one advances one minute, and finishes at 90. Whether a
 * goal (or a card) happens in a minute depends only on the fixture's id and the minute, so replaying a
 * tick gives the same update. `revision` comes from the tick's instant, so a tick run twice (a retried
 * job) is applied once.
 */
export const nextSimulatedUpdate = (
  fixture: Fixture,
  squads: { home: readonly SquadMember[]; away: readonly SquadMember[] },
  revision: number,
): FixtureUpdate | null => {
  if (fixture.status === 'finished' || revision <= fixture.revision) return null;
  const minute = fixture.status === 'scheduled' ? 1 : Math.min(fixture.minute + 1, SIMULATED_FULL_TIME);
  const status = minute >= SIMULATED_FULL_TIME ? 'finished' : 'live';
  const events = fixture.events.map(({ id: _id, ...event }) => event);
  const score = { ...fixture.score };
  const random = Random.derive(fixture.id, `minute-${minute}`);
  const roll = random.next();
  if (roll < 0.03) {
    const side = random.chance(0.55) ? 'home' : 'away';
    const squad = squads[side];
    const attackers = squad.filter((member) => ATTACKING.has(member.position));
    const pool = attackers.length > 0 && random.chance(0.7) ? attackers : squad;
    const scorer = pool.length > 0 ? pool[random.int(0, pool.length - 1)] : undefined;
    const others = squad.filter((member) => member !== scorer);
    const assist =
      others.length > 0 && random.chance(0.75) ? others[random.int(0, others.length - 1)] : undefined;
    events.push({
      minute,
      kind: 'goal',
      side,
      eaId: scorer?.eaId ?? null,
      playerName: scorer?.name ?? null,
      assistEaId: assist?.eaId ?? null,
    });
    score[side] += 1;
  } else if (roll < 0.05) {
    const side = random.chance(0.5) ? 'home' : 'away';
    const squad = squads[side];
    const booked = squad.length > 0 ? squad[random.int(0, squad.length - 1)] : undefined;
    events.push({
      minute,
      kind: 'yellow-card',
      side,
      eaId: booked?.eaId ?? null,
      playerName: booked?.name ?? null,
      assistEaId: null,
    });
  }
  return { fixtureId: fixture.id, revision, status, minute, score, events };
};
