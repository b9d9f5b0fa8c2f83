import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { abilitySummary, abilityWords } from '../../../shared/engine/games/xwing';
import { allShipFiles, xwingDataDir } from './helpers/xwing-roster';

interface PilotText {
  name: string;
  ability?: string;
  text?: string;
}

const pilots = (): PilotText[] =>
  allShipFiles().flatMap((file) => (JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'pilots', `${file}.json`), 'utf8')) as { pilots: PilotText[] }).pilots);

describe('pilot abilities on the ship, in our own short words', () => {
  it('says when an ability acts and what it uses, from the game terms its text names', () => {
    const garven = 'After you spend a focus token, you may choose 1 friendly ship at range 1-3. That ship gains 1 focus token.';
    expect(abilitySummary('While you defend, you may spend 1 [Charge] to reroll 1 of your defense dice.')).toBe('defending · charges, rerolls');
    expect(abilitySummary('At the start of the Engagement Phase, you may spend 1 [Force] to gain 1 [Focus] token.')).toBe('start of the Engagement Phase · Force, focus');
    // No timing we know: nothing rather than a guess.
    expect(abilitySummary(garven)).toBeNull();
    expect(abilitySummary('Designed by Incom Corporation, the T-65 X-wing quickly proved to be one of the most effective vehicles.')).toBeNull();
    expect(abilitySummary(null)).toBeNull();
  });

  it('is made only of our own words (never the card’s sentences) and stays short, for every pilot of xwing-data2 2.5', () => {
    let summarised = 0;
    for (const pilot of pilots()) {
      const text = pilot.ability ?? pilot.text ?? '';
      const summary = abilitySummary(text);
      if (!summary) continue;
      summarised += 1;
      expect(summary.length).toBeLessThanOrEqual(80);
      for (const part of summary.split(/ · |, /)) expect(abilityWords.has(part), part).toBe(true);
    }
    // Most named pilots get a reminder.
    expect(summarised).toBeGreaterThan(300);
  });
});
