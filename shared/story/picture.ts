/**
 * The story drawn: SVG text built here once and shown the same way in the app, in the exported
 * HTML file and on the exported PNG (the renderer draws the card onto a canvas). Pure strings: no
 * DOM, no service, no dependency. Colours come in a palette, so the app can pass its theme's
 * variables and an exported file fixed colours.
 */
import type { GameStory, StoryPlayer, StoryUnitFigures } from './story';

export interface Palette {
  /** One colour per player, in the order of the story's players. */
  players: [string, string];
  text: string;
  muted: string;
  grid: string;
  background: string;
}

/** Light colours for files: readable on paper and on any screen. */
export const filePalette: Palette = { players: ['#b36b00', '#b3261e'], text: '#15181d', muted: '#4d5563', grid: '#c9ced6', background: '#ffffff' };
/** The app's theme, through its CSS variables. */
export const themePalette: Palette = { players: ['var(--accent)', 'var(--danger)'], text: 'var(--text)', muted: 'var(--muted)', grid: 'var(--border)', background: 'var(--surface)' };

/** The players' colours of the game played: X-Wing's table shows its sides blue and red, Armada's in the theme's two. */
export function paletteFor(system: GameStory['system'], base: Palette): Palette {
  if (system !== 'xwing') return base;
  return { ...base, players: base === themePalette ? ['var(--xw-blue)', 'var(--xw-red)'] : ['#1f6fc4', '#c0392b'] };
}

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const colourAt = (palette: Palette, index: number): string => palette.players[index === 1 ? 1 : 0];
const colourOf = (story: GameStory, palette: Palette, player: string) => colourAt(palette, story.players.findIndex((candidate) => candidate.id === player));
/** Text in the style attribute whole (fill, weight, size, family): a canvas drawing the SVG as an image reads only that. */
const text = (x: number, y: number, content: string, fill: string, size: number, extra = '') => {
  const weight = /font-weight="(\d+)"/.exec(extra)?.[1] ?? '400';
  const rest = extra.replace(/ font-weight="\d+"/, '');
  return `<text x="${x}" y="${y}" style="fill:${fill};font:${weight} ${size}px ${FONT}"${rest}>${escapeXml(content)}</text>`;
};

export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 292;

/** Damage dealt per round by each player (bars, numbers on them) and their mean luck that round underneath. */
export function roundChartSvg(story: GameStory, palette: Palette): string {
  const width = CHART_WIDTH;
  const height = CHART_HEIGHT;
  const top = 28;
  const base = height - 82;
  const rounds = story.rounds;
  const band = (width - 20) / Math.max(6, rounds.length);
  const most = Math.max(1, ...rounds.flatMap((row) => Object.values(row.dealt)));
  const parts: string[] = [];
  parts.push(`<line x1="10" y1="${base}" x2="${width - 10}" y2="${base}" style="stroke:${palette.grid};stroke-width:2"/>`);
  rounds.forEach((row, i) => {
    const x0 = 10 + i * band;
    story.players.forEach((player, p) => {
      const value = row.dealt[player.id] ?? 0;
      const h = Math.round((value / most) * (base - top));
      const w = band * 0.34;
      const x = x0 + band * (0.14 + p * 0.38);
      parts.push(`<rect x="${x.toFixed(1)}" y="${base - h}" width="${w.toFixed(1)}" height="${h}" style="fill:${colourAt(palette, p)}"><title>${escapeXml(`${player.name}, round ${row.round}: ${value} damage`)}</title></rect>`);
      parts.push(text(x + w / 2, base - h - 6, String(value), palette.text, 18, ' text-anchor="middle"'));
      const luck = row.luck[player.id];
      parts.push(text(x + w / 2, base + 48, luck === null || luck === undefined ? '–' : String(Math.round(luck)), colourAt(palette, p), 18, ' text-anchor="middle" font-weight="700"'));
    });
    parts.push(text(x0 + band / 2, base + 24, `R${row.round}`, palette.text, 18, ' text-anchor="middle"'));
  });
  parts.push(text(width - 10, height - 8, 'bars: damage dealt · numbers below: luck (50 = average)', palette.muted, 18, ' text-anchor="end"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Damage dealt and luck per round">${parts.join('')}</svg>`;
}

export const METER_WIDTH = 300;
export const METER_HEIGHT = 72;

/** A player's luck on a 0–100 line: where their mean percentile sits against 50. */
export function luckMeterSvg(player: StoryPlayer, colour: string, palette: Palette): string {
  const width = METER_WIDTH;
  const height = METER_HEIGHT;
  const x = (value: number) => 12 + ((width - 24) * value) / 100;
  const mean = player.luck.meanPercentile;
  const parts = [
    `<rect x="${x(0)}" y="26" width="${x(100) - x(0)}" height="10" rx="5" style="fill:${palette.grid}"/>`,
    `<line x1="${x(50)}" y1="18" x2="${x(50)}" y2="44" style="stroke:${palette.muted};stroke-width:2"/>`,
    text(x(0), 66, 'unlucky', palette.muted, 18),
    text(x(50), 66, '50', palette.muted, 18, ' text-anchor="middle"'),
    text(x(100), 66, 'lucky', palette.muted, 18, ' text-anchor="end"'),
  ];
  if (mean !== null) {
    parts.push(`<circle cx="${x(mean).toFixed(1)}" cy="31" r="11" style="fill:${colour};stroke:${palette.background};stroke-width:3"/>`);
    parts.push(text(x(mean), 14, String(Math.round(mean)), palette.text, 18, ' text-anchor="middle" font-weight="700"'));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`${player.name}'s luck: ${mean === null ? 'no attack left to luck' : `${Math.round(mean)} out of 100`}`)}">${parts.join('')}</svg>`;
}

export const UNIT_WIDTH = 340;
export const UNIT_HEIGHT = 100;

/** One unit at a glance: damage dealt and taken as bars against the game's biggest, and where each of its attacks fell (0–100). */
export function unitPictureSvg(unit: StoryUnitFigures, colour: string, most: number, palette: Palette): string {
  const width = UNIT_WIDTH;
  const height = UNIT_HEIGHT;
  const span = width - 150;
  const bar = (value: number) => Math.max(value > 0 ? 3 : 0, Math.round((value / Math.max(1, most)) * span));
  const x = (value: number) => 100 + (span * value) / 100;
  const parts = [
    text(0, 18, unit.name, palette.text, 18, ' font-weight="700"'),
    text(0, 44, 'dealt', palette.muted, 18),
    `<rect x="100" y="31" width="${bar(unit.dealt)}" height="16" style="fill:${colour}"/>`,
    text(106 + bar(unit.dealt), 45, String(unit.dealt), palette.text, 18),
    text(0, 68, 'taken', palette.muted, 18),
    `<rect x="100" y="55" width="${bar(unit.taken)}" height="16" style="fill:${palette.muted}"/>`,
    text(106 + bar(unit.taken), 69, String(unit.taken), palette.text, 18),
    text(0, 92, 'its rolls', palette.muted, 18),
    `<line x1="${x(0)}" y1="86" x2="${x(100)}" y2="86" style="stroke:${palette.grid};stroke-width:2"/>`,
    `<line x1="${x(50)}" y1="79" x2="${x(50)}" y2="93" style="stroke:${palette.grid};stroke-width:2"/>`,
    ...unit.percentiles.map((value) => `<circle cx="${x(value).toFixed(1)}" cy="86" r="5" style="fill:${colour};fill-opacity:0.75"/>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`${unit.name}: dealt ${unit.dealt}, taken ${unit.taken}`)}">${parts.join('')}</svg>`;
}

/** The numbers a player reads first, in words: "Average 63 over 12 attacks…", then damage dealt and taken. */
export function playerLine(player: StoryPlayer): string {
  const outside = player.takenOutside > 0 ? ` (${player.takenOutside} of it outside attacks)` : '';
  return `${player.luckWords} Dealt ${player.dealt} damage, took ${player.taken}${outside}.`;
}

const nest = (svg: string, x: number, y: number) => svg.replace('<svg ', `<svg x="${x}" y="${y}" `);

/** Splits a sentence into lines of at most `most` characters, at spaces. */
function wrap(sentence: string, most: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of sentence.split(' ')) {
    if (line && line.length + word.length + 1 > most) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The whole summary as one picture (what the PNG shows): title, each player's luck, the rounds, each unit. */
export function storyCardSvg(story: GameStory, title: string, base: Palette): string {
  const palette = paletteFor(story.system, base);
  const width = 1120;
  const parts: string[] = [];
  let y = 44;
  parts.push(text(24, y, title, palette.text, 30, ' font-weight="800"'));
  y += 24;
  story.players.forEach((player, p) => {
    const x = 24 + p * 548;
    parts.push(text(x, y + 28, player.name, colourAt(palette, p), 24, ' font-weight="800"'));
    parts.push(nest(luckMeterSvg(player, colourAt(palette, p), palette), x, y + 36));
    wrap(playerLine(player), 48).forEach((line, i) => parts.push(text(x, y + 124 + i * 22, line, palette.text, 18)));
  });
  y += 124 + 22 * 4;
  parts.push(text(24, y, 'Per round', palette.text, 22, ' font-weight="700"'));
  parts.push(nest(roundChartSvg(story, palette), 24, y + 8));
  y += 8 + CHART_HEIGHT + 36;
  parts.push(text(24, y, 'Per unit', palette.text, 22, ' font-weight="700"'));
  y += 16;
  const most = Math.max(1, ...story.units.flatMap((unit) => [unit.dealt, unit.taken]));
  story.units.forEach((unit, i) => {
    const column = i % 3;
    const row = Math.floor(i / 3);
    parts.push(nest(unitPictureSvg(unit, colourOf(story, palette, unit.owner), most, palette), 24 + column * 360, y + row * (UNIT_HEIGHT + 16)));
  });
  y += Math.ceil(story.units.length / 3) * (UNIT_HEIGHT + 16) + 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${y}" width="${width}" height="${y}"><rect width="${width}" height="${y}" style="fill:${palette.background}"/>${parts.join('')}</svg>`;
}

/**
 * The summary as one self-contained HTML file: inline CSS and inline SVG, no script, no link to
 * anything, so it opens anywhere offline and reads the same numbers as the app.
 */
export function storyHtml(story: GameStory, title: string, when: string): string {
  const palette = paletteFor(story.system, filePalette);
  const most = Math.max(1, ...story.units.flatMap((unit) => [unit.dealt, unit.taken]));
  const players = story.players
    .map(
      (player, p) =>
        `<section class="player" data-player="${escapeXml(player.id)}"><h2 style="color:${colourAt(palette, p)}">${escapeXml(player.name)}</h2>${luckMeterSvg(player, colourAt(palette, p), palette)}<p class="luck">${escapeXml(player.luckWords)}</p><p>Dealt <strong data-dealt>${player.dealt}</strong> damage, took <strong data-taken>${player.taken}</strong>.</p></section>`,
    )
    .join('');
  const units = story.units.map((unit) => `<li data-unit="${escapeXml(unit.id)}">${unitPictureSvg(unit, colourOf(story, palette, unit.owner), most, palette)}</li>`).join('');
  const attacks = story.attacks
    .map((attack) => {
      const name = (id: string) => story.units.find((unit) => unit.id === id)?.name ?? id;
      return `<tr><td>${attack.round}</td><td>${escapeXml(name(attack.attacker))}</td><td>${escapeXml(name(attack.defender))}</td><td>${attack.damage}</td><td>${attack.expected === null ? '–' : attack.expected.toFixed(1)}</td><td>${escapeXml(attack.phrase)}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body{margin:0 auto;max-width:1000px;padding:16px;font:18px/1.4 ${FONT};color:${palette.text};background:${palette.background}}
h1{font-size:1.7rem;margin:0 0 4px}h2{margin:0;font-size:1.3rem}.when{color:${palette.muted};margin:0 0 12px}
.players{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:16px}.player p{margin:4px 0}
svg{max-width:100%;height:auto}ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:12px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid ${palette.grid}}
</style></head><body>
<h1>${escapeXml(title)}</h1><p class="when">${escapeXml(when)} · luck is where the damage dealt fell among every damage the dice could have dealt, with the defender’s tokens as they were (50 = average)</p>
<div class="players">${players}</div>
<h2>Per round</h2>${roundChartSvg(story, palette)}
<h2>Per unit</h2><ul class="units">${units}</ul>
<h2>Every attack</h2><table><thead><tr><th>Round</th><th>Attacker</th><th>Defender</th><th>Damage</th><th>Expected</th><th>Luck</th></tr></thead><tbody>${attacks}</tbody></table>
</body></html>
`;
}
