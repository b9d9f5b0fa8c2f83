import { unitName } from '../units/unit-name';
import type { ArmadaState, GameEndReason, PlayerId } from '../model/state';
import { marginOfVictory, result, scores, tournamentPoints, type PlayerScore, type WonBy } from './scoring';
import { allUnits } from '../units/units';
import { chosenObjectiveFacts } from './objective-play';

// The game summary at the end (or at any moment): the score and the winner, what each side lost,
// damage dealt per round by each side, and the attack that did the most. Pure: built from the state's
// attack records and units, so it is the same wherever the log is folded.

export interface GameSummary {
  over: boolean;
  reason: GameEndReason | null;
  /** TR · Concession: the player who conceded, else null. */
  conceded: PlayerId | null;
  round: number;
  scores: PlayerScore[];
  winner: PlayerId | null;
  /** How the winner won (the higher score, a tie won as second player, or the last ships on the table). */
  wonBy: WonBy | null;
  /** Winner's score less the loser's. */
  margin: number;
  /** Tournament points by margin of victory, [p1, p2]. */
  tournamentPoints: [number, number];
  /** Damage each side's units dealt in each round (shields, cards and squadron hull). */
  damageByRound: { round: number; p1: number; p2: number }[];
  /** The attack that dealt the most damage (then the one with the most dice). */
  longestAttack: { round: number; attacker: string; defender: string; damage: number; dice: number } | null;
  /** A campaign objective's own award, once the game is over: resource points per team; null when no campaign objective was played. */
  campaign: CampaignSummary | null;
}

export interface CampaignSummary {
  objective: string;
  /** Resource points each player's team gains from the card (empty when the card awards none of its own). */
  resourcePoints: { player: PlayerId; points: number; why: string }[];
}

/** The campaign objective's resource points: the first player's team per victory token, the winner's team for the win. */
function campaignSummary(state: ArmadaState, winner: PlayerId | null): CampaignSummary | null {
  const facts = chosenObjectiveFacts(state);
  if (!facts || facts.kind !== 'campaign') return null;
  if (!state.gameOver) return null;
  const awards = facts.campaignAwards;
  if (!awards) return { objective: facts.name, resourcePoints: [] };
  const first = state.firstPlayer ?? 'p1';
  const tokens = state.victoryTokens?.[first] ?? 0;
  const totals = new Map<PlayerId, { points: number; why: string[] }>();
  const add = (player: PlayerId, points: number, why: string) => {
    const entry = totals.get(player) ?? { points: 0, why: [] };
    totals.set(player, { points: entry.points + points, why: [...entry.why, why] });
  };
  add(first, tokens * awards.perFirstPlayerToken, `${tokens} victory token${tokens === 1 ? '' : 's'} × ${awards.perFirstPlayerToken}`);
  if (winner) add(winner, awards.winner, `${awards.winner} for the win`);
  return { objective: facts.name, resourcePoints: [...totals].map(([player, entry]) => ({ player, points: entry.points, why: entry.why.join(' + ') })) };
}

export function gameSummary(state: ArmadaState): GameSummary {
  const board = scores(state);
  const p1 = board.find((score) => score.player === 'p1')?.total ?? 0;
  const p2 = board.find((score) => score.player === 'p2')?.total ?? 0;
  const outcome = result(state);
  const winner = outcome?.winner ?? null;
  const units = new Map(allUnits(state).map((unit) => [unit.id, unit]));
  const log = state.attackLog ?? [];
  const lastRound = Math.max(state.round, ...log.map((record) => record.round));
  const damageByRound = Array.from({ length: lastRound }, (_, i) => ({ round: i + 1, p1: 0, p2: 0 }));
  for (const record of log) {
    const owner = units.get(record.attacker)?.owner;
    const row = damageByRound[record.round - 1];
    if (owner && row) row[owner] += record.damage;
  }
  const best = [...log].sort((a, b) => b.damage - a.damage || b.dice - a.dice)[0];
  const name = (id: string) => {
    const unit = units.get(id);
    return unit ? unitName(unit) : id;
  };
  // The winner's margin of victory: its score less the loser's, never below 0 (a fleet that outlasted a higher score).
  const margin = winner ? marginOfVictory(winner === 'p1' ? p1 - p2 : p2 - p1) : 0;
  const [winnerPoints, loserPoints] = tournamentPoints(margin);
  return {
    over: Boolean(state.gameOver),
    reason: state.gameOver?.reason ?? null,
    conceded: state.gameOver?.conceded ?? null,
    round: state.round,
    scores: board,
    winner,
    wonBy: outcome?.by ?? null,
    margin,
    tournamentPoints: winner === 'p2' ? [loserPoints, winnerPoints] : [winnerPoints, loserPoints],
    damageByRound,
    longestAttack: best && best.damage > 0 ? { round: best.round, attacker: name(best.attacker), defender: name(best.defender), damage: best.damage, dice: best.dice } : null,
    campaign: campaignSummary(state, winner),
  };
}

/** The campaign objective's award in words, for the panel and the text summary. */
export function campaignWords(campaign: CampaignSummary, nameOf: (player: PlayerId) => string): string {
  if (campaign.resourcePoints.length === 0) return `Campaign (${campaign.objective}): the card awards no resource points of its own.`;
  return `Campaign (${campaign.objective}): ${campaign.resourcePoints.map((entry) => `${nameOf(entry.player)}’s team gains ${entry.points} resource points (${entry.why})`).join('; ')}.`;
}

/** "by 101", "on a tie, as the second player", "with the last ships on the table (by 0)". */
export function wonByWords(summary: GameSummary): string {
  if (summary.wonBy === 'tie') return 'on a tie, as the second player';
  if (summary.wonBy === 'concession') return `by concession (by ${summary.margin})`;
  if (summary.wonBy === 'lastShips') return `with the last ships on the table (by ${summary.margin})`;
  return `by ${summary.margin}`;
}

/** The summary as plain text, for the clipboard or a file. */
export function summaryText(state: ArmadaState): string {
  const summary = gameSummary(state);
  const lines: string[] = [];
  const nameOf = (player: PlayerId | null) => state.players.find((candidate) => candidate.id === player)?.name ?? '';
  lines.push(`Star Wars: Armada — ${summary.over ? `game over ${endWords(summary, nameOf)}` : `round ${summary.round}`}`);
  for (const score of summary.scores) {
    lines.push(`${score.name}: ${score.total} (destroyed ${score.destroyed}${score.victoryTokens ? `, ${score.victoryTokens} victory tokens × ${score.victoryTokenValue}` : ''}${score.objective ? `, objective ${score.objective}` : ''})`);
    lines.push(`  Lost: ${score.lost.length > 0 ? score.lost.map((unit) => `${unit.name} (${unit.points})`).join(', ') : 'nothing'}`);
  }
  if (summary.winner) lines.push(`Winner: ${nameOf(summary.winner)} ${wonByWords(summary)} (tournament points: ${nameOf('p1')} ${summary.tournamentPoints[0]}, ${nameOf('p2')} ${summary.tournamentPoints[1]})`);
  lines.push('Damage dealt per round:');
  for (const row of summary.damageByRound) lines.push(`  Round ${row.round}: ${nameOf('p1')} ${row.p1}, ${nameOf('p2')} ${row.p2}`);
  if (summary.longestAttack) {
    const attack = summary.longestAttack;
    lines.push(`Biggest attack: ${attack.attacker} on ${attack.defender}, round ${attack.round}: ${attack.damage} damage from ${attack.dice} ${attack.dice === 1 ? 'die' : 'dice'}`);
  }
  if (summary.campaign) lines.push(campaignWords(summary.campaign, nameOf));
  return `${lines.join('\n')}\n`;
}

/** How the game ended, in words: "after round 6", "in round 3: Empire conceded", "in round 4: time was called". */
export function endWords(summary: GameSummary, nameOf: (player: PlayerId | null) => string): string {
  if (summary.reason === 'concession') return `in round ${summary.round}: ${nameOf(summary.conceded)} conceded`;
  if (summary.reason === 'timeCalled') return `in round ${summary.round}: time was called`;
  if (summary.reason === 'noShips') return `in round ${summary.round}: a fleet has no ships left`;
  return `after round ${summary.round}`;
}
