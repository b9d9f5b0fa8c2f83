// Issue #29 · share it: the story drawn as SVG and written as one self-contained HTML file (pure strings).
import { describe, expect, it } from 'vitest';
import { sessionLog } from '../../shared/engine';
import { filePalette, roundChartSvg, storyCardSvg, storyHtml, storyOfLog, unitPictureSvg } from '../../shared/story';
import { CR90, VICTORY, dice, play, rosters, shipEntry, startGame, toShipActivation } from '../engine/helpers/armada-game';

function toldGame() {
  const start = toShipActivation(startGame(rosters({ name: 'Empire <b>&', ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
  const done = play(
    start,
    { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' },
    dice(['red', 'hit'], ['red', 'blank'], ['red', 'blank'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank']),
    { type: 'endAttackEffects' },
    { type: 'resolveDamage', drawForMe: true },
  ).session;
  const told = storyOfLog('armada', sessionLog(done));
  if (!told.ok) throw new Error(told.error.message);
  return told.value;
}

describe('the story, drawn and shared', () => {
  it('the HTML file is self-contained: inline CSS and SVG, no script, no link, nothing fetched', () => {
    const html = storyHtml(toldGame(), 'Friday', '28 November');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<style>');
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(html).not.toMatch(/<script|<link|src=|href=|url\(/i);
  });

  it('the HTML file holds the same numbers as the story: each player’s luck words, damage dealt and taken, each attack’s phrase', () => {
    const story = toldGame();
    const html = storyHtml(story, 'Friday', '28 November');
    for (const player of story.players) {
      expect(html).toContain(`<p class="luck">${player.luckWords}</p>`);
      expect(html).toContain(`Dealt <strong data-dealt>${player.dealt}</strong> damage, took <strong data-taken>${player.taken}</strong>.`);
    }
    for (const attack of story.attacks) expect(html).toContain(`<td>${attack.phrase}</td>`);
  });

  it('names are written as text, never as markup (a player named “Empire <b>&”)', () => {
    const story = toldGame();
    const html = storyHtml(story, 'Friday', '28 November');
    expect(html).toContain('Empire &lt;b&gt;&amp;');
    expect(html).not.toContain('Empire <b>&');
    expect(storyCardSvg(story, 'A <title>', filePalette)).toContain('A &lt;title&gt;');
  });

  it('every piece of text in the pictures is at least 18 px (readable at arm’s length when shown at its size)', () => {
    const story = toldGame();
    const unit = story.units[0];
    if (!unit) throw new Error('no unit');
    for (const svg of [roundChartSvg(story, filePalette), unitPictureSvg(unit, '#000', 4, filePalette), storyCardSvg(story, 'Friday', filePalette)]) {
      const sizes = [...svg.matchAll(/font:\d+ (\d+)px/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    }
  });
});
