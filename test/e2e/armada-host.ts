// Sets up Armada games through the host, as the renderer would, for e2e tests and the UI benchmark
// (no DOM here: the benchmark is type-checked as Node code).
import WebSocket from 'ws';
import type { PlayerRoster } from '../../shared/engine/games/armada';
import type { ServedApp } from '../helpers/browser-mode';

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
