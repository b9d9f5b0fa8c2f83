import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import type { PlayerRoster } from '../../shared/engine/games/armada';
import type { ServedApp } from '../helpers/browser-mode';

export interface TableSizes {
  /** The body text size, in px. */
  body: number;
  /** How many visible controls were measured. */
  controls: number;
  /** The visible controls smaller than a 44 px touch target in either direction. */
  tooSmall: { text: string; size: number }[];
  /** How many visible pieces of text were measured. */
  texts: number;
  /** The visible text set under 18 px. */
  smallText: { text: string; size: number }[];
}

/**
 * Readable at arm's length, usable with a finger (DESIGN.md §6): the body text size, every visible
 * control matching `controls` that is under 44 px wide or tall (a checkbox or radio is measured by
 * the label around it, which is what a finger taps), and every visible piece of text under 18 px
 * inside `within` (selectors, comma-separated).
 */
export function measureAtTheTable(page: Page, controls: string, within = 'body'): Promise<TableSizes> {
  return page.evaluate(
    ([selector, root]) => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
      };
      const visible = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null && shown(el));
      const target = (el: Element) => (el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el);
      const texts = [...document.querySelectorAll(root.split(',').map((part) => `${part.trim()} *`).join(', '))].filter(
        (el) => shown(el) && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''),
      );
      return {
        body: parseFloat(getComputedStyle(document.body).fontSize),
        controls: visible.length,
        tooSmall: visible
          .map((el) => {
            const box = target(el).getBoundingClientRect();
            return { text: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName, size: Math.min(box.width, box.height) };
          })
          .filter((control) => control.size < 44),
        texts: texts.length,
        smallText: texts
          .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 60), size: parseFloat(getComputedStyle(el).fontSize) }))
          .filter((text) => text.size < 18),
      };
    },
    [controls, within] as const,
  );
}

/** One call to the host over browser mode's WebSocket, as the renderer makes it. */
export function hostCall(app: ServedApp, method: string, payload: unknown): Promise<{ ok: boolean; value?: unknown; error?: { message: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${app.origin.replace('http', 'ws')}/ws?token=${app.token}`);
    ws.once('open', () => ws.send(JSON.stringify({ kind: 'call', id: 1, method, payload })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { kind: string; id?: number; result?: { ok: boolean } };
      if (frame.kind === 'reply' && frame.id === 1) {
        ws.close();
        resolve(frame.result as { ok: boolean });
      }
    });
    ws.once('error', reject);
  });
}

/** An Armada game set up with these rosters through the host; returns its address in the app. */
export async function armadaGameWith(app: ServedApp, name: string, players: [PlayerRoster, PlayerRoster]): Promise<string> {
  const created = await hostCall(app, 'games.create', { name, system: 'armada' });
  if (!created.ok) throw new Error(`the game was not created: ${created.error?.message}`);
  const gameId = (created.value as { id: string }).id;
  const setup = await hostCall(app, 'game.command', { gameId, command: { type: 'setup', seed: name, players } });
  if (!setup.ok) throw new Error(`the fleets were refused: ${setup.error?.message}`);
  return `${app.url}#/game/${gameId}`;
}
