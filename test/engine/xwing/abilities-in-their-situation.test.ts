// Issue 23 · abilities at their moment only: a question opens only in the situation the card names
// (the attack's arc, after the roll, after a hit, a friendly ship spending a token).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { abilityHooks, type XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { pilotEntry, xwingDataDir } from './helpers/xwing-roster';
import { attackFaces, defenseFaces, optionsOf, play, rosters, TIE_FIGHTER, X_WING } from './helpers/xwing-game';

const FIRESPRAY = 'scum-and-villainy/firespray-class-patrol-craft';
const DELTA7 = 'galactic-republic/delta-7-aethersprite';
const PHANTOM = 'galactic-empire/tie-ph-phantom';

function start(a: XwingPilotRosterEntry[], b: XwingPilotRosterEntry[]): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'moments', players: rosters(a, b), rules: 3 }).session;
}
const engagement = (a: XwingPilotRosterEntry[], b: XwingPilotRosterEntry[]) => play(start(a, b), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
const asked = (session: Session) => optionsOf(session).prompts.map((prompt) => prompt.source);

/** An upgrade's text from the card data (test input only). */
function upgradeText(file: string, name: string): string {
  const cards = JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'upgrades', `${file}.json`), 'utf8')) as { name: string; sides: { ability?: string; text?: string }[] }[];
  const card = cards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no ${name}`);
  return card.sides.map((side) => side.ability ?? side.text ?? '').join('\n');
}

describe('abilities at their moment only', () => {
  const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' });
  const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' });

  it('a title’s rear-arc ability (Marauder) is asked on a rear-arc attack, after the roll, never on a front-arc attack', () => {
    const hooks = abilityHooks('Marauder', upgradeText('title', 'Marauder'));
    expect(hooks).toEqual([expect.objectContaining({ moment: 'whileAttacking', only: ['rearArc', 'afterRoll'] })]);
    const boba = { ...pilotEntry(FIRESPRAY, 'Boba Fett', { id: 'boba' }), abilities: hooks };
    const front = play(engagement([boba], [academy]), { type: 'declareAttack', attacker: 'boba', defender: 'academy', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'focus')).session;
    expect(asked(front)).toEqual([]);
    const rear = play(engagement([boba], [academy]), { type: 'declareAttack', attacker: 'boba', defender: 'academy', arc: 'rear', range: 2 });
    expect(asked(rear.session)).toEqual([]);
    expect(asked(play(rear.session, attackFaces('hit', 'blank', 'focus')).session)).toEqual(['Marauder']);
  });

  it('“after you perform an attack that hits” (“Whisper”) is asked after a hit, not after a miss', () => {
    const whisper = pilotEntry(PHANTOM, '“Whisper”', { id: 'whisper', abilities: true });
    expect(whisper.abilities).toContainEqual(expect.objectContaining({ source: '“Whisper”', moment: 'afterAttacking', only: ['hit'] }));
    const declared = play(engagement([whisper], [luke]), { type: 'declareAttack', attacker: 'whisper', defender: 'luke', arc: 'front', range: 2 }).session;
    const missed = play(declared, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(asked(missed)).toEqual([]);
    const hit = play(declared, attackFaces('hit', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(asked(hit)).toEqual(['“Whisper”']);
  });

  it('a pilot’s ability on a friendly ship spending a token (Obi-Wan Kenobi) is asked when that ship spends it', () => {
    const obiWan = pilotEntry(DELTA7, 'Obi-Wan Kenobi', { id: 'obi', abilities: true });
    // The pilot's ability and the ship's (Fine-tuned Controls) are separate hooks, each under its own name.
    expect(obiWan.abilities?.map((hook) => [hook.source, hook.moment])).toEqual([['Obi-Wan Kenobi', 'friendlySpendsToken'], ['Fine-tuned Controls', 'afterManeuver']]);
    const knight = pilotEntry(DELTA7, 'Jedi Knight', { id: 'knight' });
    const focused = play(start([obiWan, knight], [academy]), { type: 'gainToken', ship: 'knight', token: 'focus' }).session;
    expect(asked(focused)).toEqual([]);
    expect(asked(play(focused, { type: 'spendToken', ship: 'knight', token: 'focus' }).session)).toEqual(['Obi-Wan Kenobi']);
  });
});
