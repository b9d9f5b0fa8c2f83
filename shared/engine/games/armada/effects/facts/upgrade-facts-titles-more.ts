import { anyDialRevealed, ask, beforeReveal, commandToken, effect, exhaust, facts, factsNoting, inRound, once, token, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada titles and superweapons, round 6 (issue 35): command tokens on ships the
// player names, tokens a ship may hold twice, values a title changes. Our facts, our words; joined
// with the other tables in upgrade-facts.ts, where a name written twice fails at load.

export const upgradeFactsTitlesMore: Readonly<Record<string, CardFacts>> = {
  // RRG · Commands: one token of each type, up to the command value; this title lifts both limits.
  executor: facts(effect('unit', 'always', 'this ship may hold any number of command tokens, of any types', [{ kind: 'anyCommandTokens' }], { optional: false })),
  // Start of the Ship Phase: up to 3 other friendly ships each trade 1 command token for 1 of any type.
  sovereign: facts(
    effect('unit', 'shipPhaseStart', 'exhaust: up to 3 friendly ships at distance 1–5 each discard 1 command token and gain 1 of any type', [{ kind: 'friendsSwapCommandTokens', max: 3 }], {
      when: [ask('Is every ship you name at distance 1–5 of this ship?')],
      pay: [exhaust],
    }),
  ),
  // RRG · Ignition: the targeting token is placed at the end of the activation; this title may place it earlier, for a token.
  cataclysm: facts(
    effect('unit', 'shipPhaseStart', 'spend a concentrate fire token: place the targeting token in the special firing arc, at an Ignition range', [{ kind: 'placeTargetingToken' }], {
      when: [once('round')],
      pay: [commandToken('concentrateFire')],
    }),
  ),
  // Shields moved between the ship's own zones past their printed maximum (at most 6); the repair rule
  // then recovers none while a zone is over its maximum (units/shield-maximum.ts). Deployment is the
  // table's setup step; nothing reads shields before the first Ship Phase, where the move is offered.
  aspiration: facts(
    effect('unit', 'shipPhaseStart', 'as deployed (offered as the first Ship Phase starts): move shields from other zones to up to 2 zones, at most 6 each', [{ kind: 'moveOwnShields', zones: 2, cap: 6, recoverBlock: 'anyZone' }], {
      when: [inRound(1), once('game')],
    }),
  ),
  'gilded aegis': facts(
    effect('unit', 'commandPhase', 'end of the Command Phase: discard a redirect to move shields to 1 zone, at most 6', [{ kind: 'moveOwnShields', zones: 1, cap: 6, recoverBlock: 'thatZone' }], { pay: [token('redirect', 'discard')] }),
    effect('unit', 'squadronPhaseStart', 'end of the Ship Phase: discard a redirect to move shields to 1 zone, at most 6', [{ kind: 'moveOwnShields', zones: 1, cap: 6, recoverBlock: 'thatZone' }], { pay: [token('redirect', 'discard')] }),
  ),
  // Command value 4 is printed by the setup (electron/main/setup/printed-stat-changes.ts); one token of each type sits on the card from deployment.
  'nova defiant': facts(
    effect('unit', 'always', 'this ship may hold two or more command tokens of one type', [{ kind: 'repeatCommandTokens' }], { optional: false }),
    effect('unit', 'revealDial', 'revealing a command: discard the card’s 4 tokens (1 of each type) to gain them', [{ kind: 'gainEachCommandToken' }], { when: [whenActivates('self'), anyDialRevealed, once('game')] }),
  ),
  // The token its dial becomes is the one it gains most: revealed as a token, a friend gains it instead.
  'tantive iv': factsNoting(
    'A token it would gain from another card’s effect, given to a friendly ship at distance 1–5 instead, is moved at the table.',
    effect('unit', 'revealDial', 'revealing its dial as a token: a friendly ship at distance 1–5 gains that token instead', [{ kind: 'dialTokenToFriend' }], {
      when: [whenActivates('self'), beforeReveal, ask('Is the friendly ship you name at distance 1–5?')],
    }),
  ),
};
