import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEvent, emptySession, stepSession, viewSession, type GameEvent, type Session } from '../../../shared/engine';
import { shipMarkers, tokenCatalogue, type Ship, type XwingState } from '../../../shared/engine/games/xwing';
import { legalCommands, propertySetup } from './helpers/legal-commands';
import { sessionProperties } from '../helpers/session-properties';

interface Step {
  before: XwingState;
  after: XwingState;
  command: { type: string } & Record<string, unknown>;
  events: GameEvent[];
}

/** Plays `choices.length` commands, each picked among those options() offers. */
function playRandom(seed: number, choices: readonly number[]): { session: Session; steps: Step[] } {
  const setup = stepSession(emptySession('xwing'), propertySetup(seed));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  const steps: Step[] = [];
  for (const choice of choices) {
    const candidates = legalCommands(session);
    const command = candidates[choice % candidates.length];
    if (!command) break;
    const view = viewSession(session);
    const before = view.state;
    // What is played is what options() listed as possible now.
    if (command.type !== 'undo' && command.type !== 'redo' && view.options && !view.options.commands.some((type) => type === command.type)) {
      throw new Error(`${command.type} was played but options().commands did not list it`);
    }
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(`options() offered ${JSON.stringify(command)} but it was refused: ${stepped.error.message}`);
    session = stepped.value.session;
    const after = viewSession(session).state;
    if (before?.system === 'xwing' && after?.system === 'xwing') steps.push({ before, after, command, events: stepped.value.events });
  }
  return { session, steps };
}

const game = fc.record({ seed: fc.integer(), choices: fc.array(fc.nat(), { minLength: 20, maxLength: 200 }) });
const runs = { numRuns: Number(process.env.PROPERTY_RUNS ?? 60) };

const circular = tokenCatalogue.filter((kind) => kind.removal === 'endPhase').map((kind) => kind.type);
const tokenCommands = new Set(['gainToken', 'spendToken', 'removeToken', 'transferToken', 'performAction']);

function tokenCounts(ship: Ship): number[] {
  const { reinforce, lock, ...plain } = ship.tokens;
  return [...Object.values(plain), reinforce.fore, reinforce.aft, lock.length];
}

// Each property plays 60 random games; on a loaded machine one can take longer than the default 20 s.
describe('X-Wing properties over random legal play', { timeout: 120_000 }, () => {
  it('every command options() offers is accepted, and every event has a sentence', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        const { steps } = playRandom(seed, choices);
        expect(steps.length).toBeGreaterThan(0);
        for (const step of steps) for (const event of step.events) expect(describeEvent('xwing', event)).toMatch(/\S.*[.]$/);
      }),
      runs,
    );
  });

  it('token counts are never negative, and every lock token names another ship in the game', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after } of playRandom(seed, choices).steps) {
          for (const ship of after.ships) {
            for (const count of tokenCounts(ship)) expect(count).toBeGreaterThanOrEqual(0);
            for (const holder of ship.tokens.lock) {
              expect(holder).not.toBe(ship.id);
              expect(after.ships.some((other) => other.id === holder)).toBe(true);
            }
          }
          // A ship maintains only one lock.
          const holders = after.ships.flatMap((ship) => ship.tokens.lock);
          expect(new Set(holders).size).toBe(holders.length);
        }
      }),
      runs,
    );
  });

  it('markers are untouched by token effects', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { before, after, command } of playRandom(seed, choices).steps) {
          // Repairing a damage card by an action turns it facedown: that is a marker, not a token effect.
          const tokenEffect = (tokenCommands.has(command.type) && command.action !== 'repair') || (command.type === 'spendForDice' && command.spend !== 'force');
          if (!tokenEffect) continue;
          expect(after.ships.map(shipMarkers)).toEqual(before.ships.map(shipMarkers));
        }
      }),
      runs,
    );
  });

  it('the End Phase leaves no green or orange token, and takes nothing else', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { before, after, events } of playRandom(seed, choices).steps) {
          if (!events.some((event) => event.type === 'phaseChanged' && event.to === 'end')) continue;
          for (const [index, ship] of after.ships.entries()) {
            for (const type of circular) {
              if (type === 'reinforce') expect(ship.tokens.reinforce).toEqual({ fore: 0, aft: 0 });
              else if (type !== 'lock') expect(ship.tokens[type]).toBe(0);
            }
            const old = before.ships[index];
            expect(ship.tokens.stress).toBe(old?.tokens.stress);
            expect(ship.tokens.lock).toEqual(old?.tokens.lock);
            const { standardCharge, forceCharge, shield, ...otherMarkers } = shipMarkers(ship);
            const { standardCharge: oldCharge, forceCharge: oldForce, shield: oldShield, ...oldMarkers } = shipMarkers(old ?? ship);
            expect(otherMarkers).toEqual(oldMarkers);
            expect(standardCharge).toBeGreaterThanOrEqual(oldCharge);
            expect(forceCharge).toBeGreaterThanOrEqual(oldForce);
            // Epic rules · Shields: only a huge ship's recurring shields come back in the End Phase, by its card's value at most.
            expect(shield - oldShield).toBeGreaterThanOrEqual(0);
            expect(shield - oldShield).toBeLessThanOrEqual(ship.shields.recurs ?? 0);
          }
        }
      }),
      runs,
    );
  });

  it('shields and charges stay within [0, maximum]; reinforce tokens are never spent by Neutralize Results', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { before, after, command } of playRandom(seed, choices).steps) {
          for (const ship of after.ships) {
            expect(ship.shields.current).toBeGreaterThanOrEqual(0);
            expect(ship.shields.current).toBeLessThanOrEqual(ship.shields.max);
            for (const charges of [ship.charges, ship.force]) {
              if (!charges) continue;
              expect(charges.current).toBeGreaterThanOrEqual(0);
              expect(charges.current).toBeLessThanOrEqual(charges.max);
            }
          }
          if (command.type === 'neutralizeResults') expect(after.ships.map((ship) => ship.tokens.reinforce)).toEqual(before.ships.map((ship) => ship.tokens.reinforce));
        }
      }),
      runs,
    );
  });

  it('RRG · destroyed, repair: every damage card is in a deck, a discard pile or on a ship; a destroyed ship holds no token and no lock is on it; a ship in play has fewer cards than its hull', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after } of playRandom(seed, choices).steps) {
          for (const player of after.players) {
            const onShips = after.ships.filter((ship) => ship.owner === player.id).reduce((sum, ship) => sum + ship.damageCards.length, 0);
            const pending = after.prompts.length;
            expect(player.damageDeck.drawPile.length + player.damageDeck.discardPile.length + onShips, `pending prompts: ${pending}`).toBe(33);
          }
          for (const ship of after.ships) {
            if (!ship.destroyed) {
              expect(ship.damageCards.length).toBeLessThan(ship.hull);
              continue;
            }
            // Simultaneous fire: it keeps its tokens until every ship of its initiative has engaged.
            if (ship.removalPending) continue;
            expect(tokenCounts(ship).every((count) => count === 0)).toBe(true);
            for (const other of after.ships) expect(other.tokens.lock).not.toContain(ship.id);
            expect(after.prompts.some((prompt) => prompt.ship === ship.id)).toBe(false);
          }
        }
      }),
      runs,
    );
  });

  sessionProperties('xwing', game, playRandom, runs);

  it('random play reaches attacks, the End Phase and reinforce', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 80; seed++) {
      const choices = Array.from({ length: 200 }, (_, i) => (seed * 7919 + i * 104729) % 1000);
      for (const step of playRandom(seed, choices).steps) for (const event of step.events) seen.add(event.type === 'phaseChanged' ? `phase:${event.to}` : event.type);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['attackDeclared', 'attackDiceRolled', 'defenseDiceRolled', 'diceEffectUsed', 'resultsNeutralized', 'reinforceApplied', 'damageCardDealt', 'phase:end', 'tokenTransferred', 'undone']));
  });
});
