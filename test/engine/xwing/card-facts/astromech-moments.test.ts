import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { howlrunner, play, rosters, shipOf, skipAll, stateOf, X_WING } from '../helpers/xwing-game';

// h-xupg · astromechs: Card · “Chopper” (astromech; RRG · Charges: non-recurring charges of another card for shields, and back),
// Card · R2-D2 (Republic: a moment after the ship activates: repair, a shield or a device removed, for a charge and a deplete).
// Cards from xwing-data2 (2.5), read at run time.

const DELTA7 = 'galactic-republic/delta-7-aethersprite';
function start(rebels: XwingPilotRosterEntry[]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'astro', players: rosters(rebels, [howlrunner()]), rules: 3, edition: '2.5' }).session);
}
const sourced = (session: Session, source: RegExp) => stateOf(session).prompts.filter((prompt) => source.test(prompt.source));
const toActivation = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;

describe('Card · “Chopper” (astromech) — actions: a non-recurring charge of another card for a shield; 2 shields for a charge back', () => {
  const game = () => start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'chopper', 'protontorpedoes')]);
  const torpedoes = (session: Session) => shipOf(session, 'luke').upgrades.find((upgrade) => upgrade.name === 'Proton Torpedoes');
  it('a shield lost: its action spends a torpedo charge and recovers the shield', () => {
    let session = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0 }).session;
    const shields = shipOf(session, 'luke').shields.current;
    const charges = torpedoes(session)?.charges?.current ?? 0;
    session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    const [prompt] = sourced(session, /Chopper/).filter((one) => /for 1 shield/.test(one.ability?.summary ?? ''));
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields + 1);
    expect(torpedoes(session)?.charges?.current).toBe(charges - 1);
  });
  it('2 shields spent: a torpedo charge comes back', () => {
    let session = play(game(), { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: torpedoes(game())?.id }).session;
    const charges = torpedoes(session)?.charges?.current ?? 0;
    const shields = shipOf(session, 'luke').shields.current;
    session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    const [prompt] = sourced(session, /Chopper/).filter((one) => /2 shields/.test(one.ability?.summary ?? ''));
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 2);
    expect(torpedoes(session)?.charges?.current).toBe(charges + 1);
  });
});

describe('Card · R2-D2 (Republic) — after it activates: a shield back for 1 charge and 1 deplete', () => {
  it('asked as its activation ends (not before); done recovers the shield, spends a charge, gives a deplete', () => {
    let session = play(start([withEffects(DELTA7, 'Obi-Wan Kenobi', 'obi', '2.5', 'r2d2-republic')]), { type: 'sufferDamage', ship: 'obi', hits: 1, crits: 0 }).session;
    session = play(toActivation(session), { type: 'activateShip', ship: 'obi' }, { type: 'executeManeuver', ship: 'obi', speed: 2, bearing: 'straight' }).session;
    expect(sourced(session, /R2-D2/)).toEqual([]);
    session = play(session, { type: 'endActivation' }).session;
    const asked = sourced(session, /R2-D2/);
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/recover 1 shield/), expect.stringMatching(/remove 1 device/)]);
    const charges = shipOf(session, 'obi').upgrades[0]?.charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    const obi = shipOf(session, 'obi');
    expect(obi.shields.current).toBe(obi.shields.max);
    expect(obi.tokens.deplete).toBe(1);
    expect(obi.upgrades[0]?.charges?.current).toBe(charges - 1);
    // One of the three: the device question closes.
    expect(sourced(session, /R2-D2/)).toEqual([]);
  });
});

describe('Card · Spare Parts Canisters — an action: 1 charge, spare parts dropped, every lock on the ship broken', () => {
  it('Howlrunner’s lock on Luke goes', () => {
    let session = play(start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'sparepartscanisters')]), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual(['howl']);
    session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    const prompt = sourced(session, /Spare Parts Canisters/).find((one) => /lock on it broken/.test(one.ability?.summary ?? ''));
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual([]);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
});
