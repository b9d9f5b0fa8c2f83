import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { howlrunner, play, rosters, shipOf, startGame, wedge } from '../helpers/xwing-game';
import { promptsOf, toActivation } from '../helpers/test-facts';

// x-pilots · pilots that act at another ship's action or activation, or give friends actions, through our
// facts (effects/facts/pilots-*.ts), played through the real engine with the cards of xwing-data2 2.5 (read at
// run time). Rules: RRG 2.5 · Perform Action, Stress, Strain, Charges, Ability timing.

const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);
const ZORII = 'resistance/bta-nr2-y-wing';
/** A pilot whose name two cards share (a reprint with its own text): the facts of the one keyed. */
const asCard = (entry: ReturnType<typeof withEffects>, key: string) => {
  const { effects, yourCall } = rosterFacts([{ key, name: entry.name, text: null, edition: '2.5' }]);
  return { ...entry, effects, yourCall };
};

describe('Card · Zorii Bliss · RRG · Perform Action: after a ship at range 1 acts, 1 charge for that action as red', () => {
  const game = () => toActivation(startGame(rosters([withEffects(ZORII, 'Zorii Bliss', 'zorii', '2.5')], [howlrunner()])));
  const acted = (action: string) => play(game(), { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'howl', action }).session;
  it('an enemy’s focus asks her (focus is on her bar); done spends 1 charge and leaves her a red focus', () => {
    const session = acted('focus');
    const [prompt, more] = sourced(session, 'zorii', 'Zorii Bliss');
    expect(more).toBeUndefined();
    expect(prompt?.ability?.summary).toMatch(/same focus action as red/);
    const charges = shipOf(session, 'zorii').charges?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'zorii').charges?.current).toBe(charges - 1);
    expect(shipOf(done, 'zorii').grants).toContainEqual(expect.objectContaining({ source: 'Zorii Bliss', action: 'focus', difficulty: 'red' }));
  });
  it('an action not on her bar (evade) is not asked about', () => {
    expect(sourced(acted('evade'), 'zorii', 'Zorii Bliss')).toEqual([]);
  });
});

describe('Card · Bo-Katan Kryze (Gauntlet Fighter) · RRG · Strain: before a friend activates, 1 charge: it gains a strain to shed an ion', () => {
  const BO = 'separatist-alliance/gauntlet-fighter';
  it('asked before the ionised friend activates; done: the friend has 1 strain, no ion, and she has 1 charge fewer', () => {
    let session = play(toActivation(startGame(rosters([withEffects(BO, 'Bo-Katan Kryze', 'bo', '2.5'), wedge()], [howlrunner()]))), { type: 'gainToken', ship: 'wedge', token: 'ion' }).session;
    session = play(session, { type: 'activateShip', ship: 'wedge' }).session;
    const [prompt] = sourced(session, 'bo', 'Bo-Katan Kryze');
    expect(prompt?.ability?.summary).toMatch(/friend about to activate gains 1 strain to remove 1 ion/);
    const charges = shipOf(session, 'bo').charges?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'wedge').tokens).toMatchObject({ ion: 0, strain: 1 });
    expect(shipOf(done, 'bo').charges?.current).toBe(charges - 1);
  });
  it('a friend with no such token is not asked about', () => {
    const session = play(toActivation(startGame(rosters([withEffects(BO, 'Bo-Katan Kryze', 'bo', '2.5'), wedge()], [howlrunner()]))), { type: 'activateShip', ship: 'wedge' }).session;
    expect(sourced(session, 'bo', 'Bo-Katan Kryze')).toEqual([]);
  });
});

describe('Card · “Kickback” · RRG · Perform Action: after its barrel roll, a red lock, or a white one for 1 strain', () => {
  const V19 = 'galactic-republic/v-19-torrent-starfighter';
  it('both are asked; the white one costs 1 strain and closes the red one', () => {
    const rolled = play(toActivation(startGame(rosters([asCard(withEffects(V19, '“Kickback”', 'kick', '2.5'), 'kickback-siegeofcoruscant')], [howlrunner()]))), { type: 'activateShip', ship: 'kick' }, { type: 'executeManeuver', ship: 'kick', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'kick', action: 'barrelRoll' }).session;
    const asked = sourced(rolled, 'kick', '“Kickback”');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/red lock/), expect.stringMatching(/1 strain, that lock action after its barrel roll as white/)]);
    const done = play(rolled, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'kick').tokens.strain).toBe(1);
    expect(shipOf(done, 'kick').grants).toContainEqual(expect.objectContaining({ action: 'lock', difficulty: 'white' }));
    expect(sourced(done, 'kick', '“Kickback”')).toEqual([]);
  });
});
