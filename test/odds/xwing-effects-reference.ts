import { attackDieFaces, defenseDieFaces } from '../../shared/engine/games/xwing/attack/dice';
import { evadeTokenRule } from '../../shared/engine/games/xwing/attack/evade-token';
import type { ActiveDiceEffect, DiceEffectFact, EffectFace } from '../../shared/engine/games/xwing/effects/card-effect';
import type { XwingOddsInput } from '../../shared/odds/xwing-odds';

// A deliberately naive second implementation of the written policy with card effects
// (shared/odds/xwing-odds.ts): every die is a die in a list, rolled over its 8 printed faces (die
// permutations, no face counts), each world carried with its weight; each effect and token acts
// on each world in turn.

interface Die {
  face: EffectFace;
  rerolled: boolean;
}
type World = { dice: Die[]; w: number };
type Moment = 'rollAttackDice' | 'modifyAttackDice' | 'rollDefenseDice' | 'modifyDefenseDice';

export interface EffectsTally {
  damage: number[];
  remaining: Map<string, number>;
  destroyed: number;
  faceup: number;
  spent: Record<string, number>;
  used: Map<string, number>;
  weight: number;
}

const rollFaces = (pool: 'attack' | 'defense'): readonly EffectFace[] => (pool === 'attack' ? attackDieFaces : defenseDieFaces);

/** Every way `n` more dice fall, appended to each world. */
function rollMore(worlds: World[], n: number, pool: 'attack' | 'defense', rerolled: boolean): World[] {
  let out = worlds;
  for (let i = 0; i < n; i++) {
    const next: World[] = [];
    for (const world of out) for (const face of rollFaces(pool)) next.push({ dice: [...world.dice, { face, rerolled }], w: world.w / 8 });
    out = next;
  }
  return out;
}

/** Each chosen die (by position) rolled again, every way. */
function rerollAt(world: World, positions: number[], pool: 'attack' | 'defense'): World[] {
  let out: World[] = [{ dice: world.dice.map((die) => ({ ...die })), w: world.w }];
  for (const at of positions) {
    const next: World[] = [];
    for (const w of out) for (const face of rollFaces(pool)) next.push({ dice: w.dice.map((die, i) => (i === at ? { face, rerolled: true } : die)), w: w.w / 8 });
    out = next;
  }
  return out;
}

const count = (dice: Die[], face: EffectFace): number => dice.filter((die) => die.face === face).length;

export function effectsTally(input: XwingOddsInput): EffectsTally {
  const t: EffectsTally = { damage: [], remaining: new Map(), destroyed: 0, faceup: 0, spent: {}, used: new Map(), weight: 0 };
  const u = input.underway;
  const bump = (key: string, w: number): void => void (t.spent[key] = (t.spent[key] ?? 0) + w);
  const useOf = (effect: ActiveDiceEffect, w: number): void => void t.used.set(effect.ref, (t.used.get(effect.ref) ?? 0) + w);
  const poolOf: Record<Moment, 'attack' | 'defense'> = { rollAttackDice: 'attack', modifyAttackDice: 'attack', rollDefenseDice: 'defense', modifyDefenseDice: 'defense' };
  const ahead = (effect: ActiveDiceEffect): boolean => {
    if (effect.uses < 1 || !(effect.moment in poolOf)) return false;
    if (!u) return true;
    if (u.remaining) return false;
    if (effect.moment === 'rollAttackDice') return false;
    if (effect.moment === 'modifyAttackDice') return !u.attackFinal && !(effect.side === 'defender' && u.modifying === 'attacker');
    if (effect.moment === 'rollDefenseDice') return u.defenseDice === undefined;
    return !(u.defenseDice !== undefined && effect.side === 'attacker' && u.modifying === 'defender');
  };
  const effects = (input.effects ?? [])
    .filter(ahead)
    .map((effect) => ({ effect, facts: effect.dice.filter((fact) => fact.pool === poolOf[effect.moment as Moment]) }))
    .filter((e) => e.facts.length > 0);
  for (const e of effects) t.used.set(e.effect.ref, 0);
  // Issue 34 · the attacker's cards that cancel every result left once the attack hits and deal their own damage.
  const onHits = (input.effects ?? []).filter((e) => e.side === 'attacker' && e.uses > 0 && e.results?.kind === 'onHit');
  for (const e of onHits) t.used.set(e.ref, 0);
  const at = (moment: Moment, side?: 'attacker' | 'defender') => effects.filter((e) => e.effect.moment === moment && (!side || e.effect.side === side));
  const groupOf = (facts: DiceEffectFact[]): string =>
    facts.some((f) => f.kind === 'reroll') ? 'rerolls' : facts.some((f) => f.kind === 'change' && f.from.every((face) => face !== 'focus' && face !== 'blank')) ? 'late' : 'others';

  const a = u?.attackFinal ? { focus: 0, calculate: 0, lock: false, force: 0 } : input.attacker;
  const d = input.defender;

  /** What a face is worth to the pool's owner; how many focus results the owner keeps. */
  const worth = (face: EffectFace, focusToken: boolean): number => ({ crit: 3, hit: 2, evade: 2, focus: focusToken ? 2 : 1, blank: 0 })[face];

  /** One fact on one world, as its user chooses; null: it does nothing. */
  function act(fact: DiceEffectFact, world: World, pool: 'attack' | 'defense', owner: boolean, focusToken: boolean, keep: number): { worlds: World[]; helps: boolean } | null {
    const dice = world.dice;
    // Faces of equal worth are taken in the die's order: hit, crit, focus, blank / evade, focus, blank.
    const order: EffectFace[] = pool === 'attack' ? ['hit', 'crit', 'focus', 'blank'] : ['evade', 'focus', 'blank'];
    const faces = (allowed?: EffectFace[]) => order.filter((face) => !allowed || allowed.includes(face));
    const most = (n: number | 'all') => (n === 'all' ? 99 : n);
    /** Positions picked: face by face in `order`, in each the rerolled (or not) first. */
    const pick = (order: EffectFace[], n: number, rerolledFirst: boolean, freshOnly: boolean, cap: Partial<Record<EffectFace, number>> = {}): number[] => {
      const chosen: number[] = [];
      for (const face of order) {
        let left = cap[face] ?? 99;
        const ofFace = dice.map((die, i) => ({ die, i })).filter(({ die }) => die.face === face && (!freshOnly || !die.rerolled));
        ofFace.sort((x, y) => (rerolledFirst ? Number(y.die.rerolled) - Number(x.die.rerolled) : Number(x.die.rerolled) - Number(y.die.rerolled)));
        for (const { i } of ofFace) if (chosen.length < n && left > 0) [left] = [left - 1, chosen.push(i)];
      }
      return chosen;
    };
    const sorted = (list: EffectFace[], up: boolean) => [...list].sort((x, y) => (up ? 1 : -1) * (worth(x, focusToken) - worth(y, focusToken)));
    switch (fact.kind) {
      case 'reroll': {
        const allowed = faces(fact.faces);
        const chosen = owner
          ? pick((['blank', 'focus'] as EffectFace[]).filter((face) => allowed.includes(face)), most(fact.count), false, true, { focus: Math.max(0, count(dice, 'focus') - keep) })
          : pick(sorted(allowed.filter((face) => worth(face, focusToken) >= 2), false), most(fact.count), false, true);
        return chosen.length ? { worlds: rerollAt(world, chosen, pool), helps: true } : null;
      }
      case 'change': {
        if (!rollFaces(pool).includes(fact.to)) return null;
        const to = worth(fact.to, focusToken);
        const from = faces(fact.from).filter((face) => face !== fact.to && (owner ? worth(face, focusToken) < to : worth(face, focusToken) > to));
        const chosen = pick(sorted(from, owner), most(fact.count), owner, false);
        return chosen.length ? { worlds: [{ dice: dice.map((die, i) => (chosen.includes(i) ? { ...die, face: fact.to } : die)), w: world.w }], helps: true } : null;
      }
      case 'add':
        if (!rollFaces(pool).includes(fact.face)) return null;
        return { worlds: [{ dice: [...dice, ...Array.from({ length: fact.count }, () => ({ face: fact.face, rerolled: false }))], w: world.w }], helps: owner && worth(fact.face, focusToken) > 0 };
      case 'cancel':
      case 'dice': {
        if (fact.kind === 'dice' && fact.count > 0) return { worlds: rollMore([world], fact.count, pool, false), helps: owner };
        const allowed = fact.kind === 'dice' ? faces() : faces(fact.faces);
        const chosen = pick(sorted(allowed, owner), fact.kind === 'dice' ? -fact.count : most(fact.count), owner, false);
        if (!chosen.length) return null;
        const helps = !owner && chosen.some((i) => worth((dice[i] as Die).face, focusToken) > 0);
        return { worlds: [{ dice: dice.filter((_, i) => !chosen.includes(i)), w: world.w }], helps };
      }
    }
  }

  function useEffect(worlds: World[], e: (typeof effects)[number], pool: 'attack' | 'defense', owner: boolean, focusToken: boolean, keep: number, wants: (dice: Die[]) => boolean, weight = 1): World[] {
    const out: World[] = [];
    for (const world of worlds) {
      const first = e.facts.map((fact) => act(fact, world, pool, owner, focusToken, keep));
      const use = e.effect.optional ? (!owner || wants(world.dice)) && first.some((r) => r?.helps) : first.some((r) => r !== null);
      if (!use) {
        out.push(world);
        continue;
      }
      useOf(e.effect, world.w * weight);
      let current = [world];
      for (const fact of e.facts) current = current.flatMap((w) => act(fact, w, pool, owner, focusToken, keep)?.worlds ?? [w]);
      out.push(...current);
    }
    return out;
  }

  function rollStep(moment: Moment, base: number, pool: 'attack' | 'defense', ownerSide: string, focusToken: boolean, keep: number, weight: number): World[] {
    let n = base;
    const countedAlready = new Set<string>();
    for (const e of at(moment)) {
      const more = e.facts.filter((f) => f.kind === 'dice').reduce((s, f) => s + (f.kind === 'dice' ? f.count : 0), 0);
      if (!e.facts.some((f) => f.kind === 'dice')) continue;
      const owner = e.effect.side === ownerSide;
      if (e.effect.optional && !(owner ? more > 0 : more < 0)) continue;
      n += more;
      useOf(e.effect, weight);
      countedAlready.add(e.effect.ref);
    }
    let worlds = rollMore([{ dice: [], w: 1 }], Math.max(0, n), pool, false);
    for (const e of at(moment)) {
      const rest = e.facts.filter((f) => f.kind !== 'dice');
      if (rest.length) worlds = useEffect(worlds, { ...e, facts: rest }, pool, e.effect.side === ownerSide, focusToken, keep, () => true, countedAlready.has(e.effect.ref) ? 0 : weight);
    }
    return worlds;
  }

  // Attack dice.
  const aKeep = a.focus > 0 ? 99 : a.calculate + a.force;
  let attack: World[] = u ? [{ dice: u.attackDice.map((die) => ({ ...die })), w: 1 }] : rollStep('rollAttackDice', input.attackDice, 'attack', 'attacker', a.focus > 0, aKeep, 1);
  for (const e of at('modifyAttackDice', 'defender')) attack = useEffect(attack, e, 'attack', false, a.focus > 0, aKeep, () => true);
  const mine = at('modifyAttackDice', 'attacker');
  for (const e of mine.filter((e) => groupOf(e.facts) === 'rerolls')) attack = useEffect(attack, e, 'attack', true, a.focus > 0, aKeep, () => true);
  if (a.lock) {
    attack = attack.flatMap((world) => {
      // Blanks, then the focus results beyond what the tokens can change, that were not rerolled yet.
      const focus = count(world.dice, 'focus');
      let again = Math.max(0, focus - Math.min(focus, aKeep));
      const positions = world.dice.flatMap((die, i) => {
        if (die.rerolled) return [];
        if (die.face === 'blank') return [i];
        if (die.face === 'focus' && again > 0) return [again--, i].slice(1);
        return [];
      });
      if (!positions.length) return [world];
      bump('a.lock', world.w);
      return rerollAt(world, positions, 'attack');
    });
  }
  for (const e of mine.filter((e) => groupOf(e.facts) === 'others')) attack = useEffect(attack, e, 'attack', true, a.focus > 0, aKeep, () => true);
  attack = attack.map((world) => {
    const focus = count(world.dice, 'focus');
    if (!focus) return world;
    let changes = 0;
    if (a.focus > 0) [changes] = [focus, bump('a.focus', world.w)];
    else {
      const calc = Math.min(focus, a.calculate);
      const force = Math.min(focus - calc, a.force);
      if (calc) bump('a.calculate', world.w);
      if (force) bump('a.force', world.w);
      changes = calc + force;
    }
    return { dice: world.dice.map((die) => (die.face === 'focus' && changes-- > 0 ? { ...die, face: 'hit' as const } : die)), w: world.w };
  });
  for (const e of mine.filter((e) => groupOf(e.facts) === 'late')) attack = useEffect(attack, e, 'attack', true, false, 0, () => true);

  // Defense dice, for each attack world.
  const evadeToken = evadeTokenRule({ rules: input.rules });
  const dKeep = d.focus > 0 ? 99 : d.calculate + d.force;
  for (const aw of attack) {
    const hits = count(aw.dice, 'hit');
    const crits = count(aw.dice, 'crit');
    const needed = hits + crits;
    if (needed === 0) {
      resolve(hits, crits, 0, aw.w);
      continue;
    }
    const wants = (dice: Die[]) => count(dice, 'evade') < needed;
    let defense: World[] = u?.defenseDice ? [{ dice: u.defenseDice.map((die) => ({ ...die })), w: 1 }] : rollStep('rollDefenseDice', input.defenseDice, 'defense', 'defender', d.focus > 0, dKeep, aw.w);
    for (const e of at('modifyDefenseDice', 'attacker')) defense = useEffect(defense, e, 'defense', false, d.focus > 0, dKeep, () => true, aw.w);
    const own = at('modifyDefenseDice', 'defender');
    for (const e of own.filter((e) => groupOf(e.facts) === 'rerolls')) defense = useEffect(defense, e, 'defense', true, d.focus > 0, dKeep, wants, aw.w);
    for (const e of own.filter((e) => groupOf(e.facts) === 'others')) defense = useEffect(defense, e, 'defense', true, d.focus > 0, dKeep, wants, aw.w);
    defense = defense.map((world) => {
      const w = world.w * aw.w;
      const dice = world.dice.map((die) => ({ ...die }));
      let evades = count(dice, 'evade');
      const focus = count(dice, 'focus');
      const turn = (face: EffectFace, n: number) => {
        for (const die of dice) if (n > 0 && die.face === face) [die.face, n] = ['evade', n - 1];
      };
      if (evades < needed && focus > 0 && d.focus > 0) {
        bump('d.focus', w);
        turn('focus', focus);
        evades += focus;
      } else if (evades < needed && focus > 0) {
        let calc = 0;
        while (evades < needed && calc < focus && calc < d.calculate) [calc, evades] = [calc + 1, evades + 1];
        if (calc) bump('d.calculate', w);
        let force = 0;
        while (evades < needed && calc + force < focus && force < d.force) [force, evades] = [force + 1, evades + 1];
        if (force) bump('d.force', w);
        turn('focus', calc + force);
      }
      let tokens = 0;
      while (evades < needed && tokens < d.evade && (evadeToken.does === 'add' || count(dice, 'blank') + count(dice, 'focus') > 0)) {
        tokens++;
        evades++;
        if (evadeToken.does === 'add') dice.push({ face: 'evade', rerolled: false });
        else turn(count(dice, 'blank') > 0 ? 'blank' : 'focus', 1);
      }
      if (tokens) bump('d.evade', w);
      return { dice, w: world.w };
    });
    for (const e of own.filter((e) => groupOf(e.facts) === 'late')) defense = useEffect(defense, e, 'defense', true, false, 0, wants, aw.w);
    for (const dw of defense) resolve(hits, crits, count(dw.dice, 'evade'), aw.w * dw.w);
  }

  function resolve(hits: number, crits: number, evades: number, w: number): void {
    let h = hits;
    let c = crits;
    for (let e = 0; e < evades; e++) {
      if (h > 0) h--;
      else if (c > 0) c--;
    }
    for (let r = 0; r < input.reinforce && h + c > 1; r++) {
      if (h > 0) h--;
      else c--;
    }
    t.remaining.set(`${h},${c}`, (t.remaining.get(`${h},${c}`) ?? 0) + w);
    let [dh, dc] = [h, c];
    const card = h + c > 0 ? onHits.find((e) => !e.optional || (e.results?.hits ?? 0) + 1.5 * (e.results?.crits ?? 0) > h + 1.5 * c) : undefined;
    if (card?.results) {
      t.used.set(card.ref, (t.used.get(card.ref) ?? 0) + w);
      [dh, dc] = [card.results.hits, card.results.crits];
    }
    let shields = d.shields;
    let facedown = 0;
    let faceup = 0;
    for (let i = 0; i < dh; i++) if (shields > 0) shields--; else facedown++;
    for (let i = 0; i < dc; i++) if (shields > 0) shields--; else faceup++;
    while (t.damage.length <= dh + dc) t.damage.push(0);
    t.damage[dh + dc] = (t.damage[dh + dc] as number) + w;
    if (faceup > 0) t.faceup += w;
    if (facedown + faceup > 0 && facedown + faceup >= d.hullLeft) t.destroyed += w;
    t.weight += w;
  }
  return t;
}
