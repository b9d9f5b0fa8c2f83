import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, startGame, toEngagement, wedge } from '../helpers/xwing-game';

// Issue 34 · a gunner that drops a bomb after the ship's attack and as it is destroyed (RRG · Devices: a device is
// placed at its card's timing, one per round or System Phase; a card may let one be placed now: `dropDeviceNow`,
// read by the device rule; X-Wing 2.0 and 2.5 rules reference). Cards from xwing-data2, read at run time.

const FORTRESS = 'resistance/mg-100-starfortress-sf-17';
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const drop = { type: 'dropDevice', ship: 'bomber', device: 'protonbombs' };
const bombs = (session: Session) => shipOf(session, 'bomber').upgrades[1]?.charges?.current;

describe('Card · Paige Tico (gunner) · RRG · Devices: after a primary attack, 1 bomb dropped; destroyed, 1 bomb too', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const bomber = () => withEffects(FORTRESS, 'Cobalt Squadron Bomber', 'bomber', edition, 'paigetico', 'protonbombs');
    const engaged = () => toEngagement(skipAll(startGame(rosters([bomber(), wedge()], [howlrunner()]))));
    it(`${edition}: a bomb is refused in the Engagement Phase; after its primary attack, done lets it drop one there, once`, () => {
      let session = engaged();
      expectMessage(refusal(session, drop), /places it in the System Phase, not the Engagement Phase/);
      session = play(session, { type: 'declareAttack', attacker: 'bomber', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
      const [prompt] = promptsOf(session, 'Paige Tico');
      expect(prompt?.question).toMatch(/Paige Tico: after a primary attack, drop 1 bomb \(or turn the turret instead\)/);
      const granted = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
      expect(optionsOf(granted).devices.drops.find((option) => option.ship === 'bomber')?.unavailable).toBeNull();
      const before = bombs(granted) ?? 0;
      const dropped = play(granted, drop).session;
      expect(bombs(dropped)).toBe(before - 1);
      expectMessage(refusal(dropped, drop), /places it in the System Phase/);
    });
    it(`${edition}: destroyed, it is asked; done lets the destroyed ship drop a bomb`, () => {
      let session = play(engaged(), { type: 'sufferDamage', ship: 'bomber', hits: 9, crits: 0, drawForMe: true }, { type: 'sufferDamage', ship: 'bomber', hits: 9, crits: 0, drawForMe: true }).session;
      expect(shipOf(session, 'bomber').destroyed).toBe(true);
      expectMessage(refusal(session, drop), /is destroyed/);
      const [prompt] = promptsOf(session, 'Paige Tico');
      expect(prompt?.question).toMatch(/Paige Tico: destroyed, drop 1 bomb/);
      session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
      const before = bombs(session) ?? 0;
      expect(bombs(play(session, drop).session)).toBe(before - 1);
    });
  }
});
