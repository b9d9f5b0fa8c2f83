import { counterMayAdvance, counterMayStand, defaultEndCheck, STACK_MOST, type CounterKind, type EndCheck, type EnemyTypeEntry, type Scenario, type TrackEntry, type TurnPhaseEntry } from '../../../shared/engine/games/defense';

// The scenario being edited, as plain data in the scenario file's own shape. Its methods are the
// only mutators, and they keep what refers to what whole (deleting a space takes its line of
// sight, tokens, counters and advances with it), so the host's check is left with the player's
// own mistakes to name. Ids are made here, once, and never shown: the player sees names.

export type Level = 'basement' | 'ground' | 'top';
export type Kind = CounterKind;
type Floor = Scenario['building']['floors'][number];
type BuildingSpace = Floor['spaces'][number];
type OutsideSpace = NonNullable<Scenario['building']['outside']>[number];
type Defender = Scenario['defenders'][number];
type Weapon = { name: string; designations: ('R' | 'G' | 'S')[] };
type EndCondition = NonNullable<NonNullable<Scenario['end']>['conditions']>[number];
export type { EndCheck };

/** When a condition is judged, in the player's words. */
export const endCheckNames: Record<EndCheck, string> = { anyTime: 'at any moment', endOfRound: 'as each round ends', endOfGame: 'when the last round ends' };

export const levelNames: Record<Level, string> = { top: 'Top floor', ground: 'Ground floor', basement: 'Basement' };

/** A blank scenario: one ground floor with one space, the defense phase as the whole turn. */
export function blankScenario(): Scenario {
  return {
    name: 'New scenario',
    description: '',
    building: { floors: [{ level: 'ground', name: 'Ground floor', spaces: [{ id: 'space-1', name: 'front room', colour: 'red', interior: false }] }], outside: [] },
    lineOfSight: [],
    defenders: [],
    tokens: [],
    enemies: [],
    attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
    enemyTypes: [],
    tracks: [],
    turn: { phases: [{ name: 'Defense phase', defense: true, steps: [], tracks: [], enemiesAdvance: false }] },
  };
}

/** Every optional list present, so the editor can bind to it. */
function filledIn(input: Scenario): Scenario {
  const scenario = structuredClone(input);
  scenario.description ??= '';
  scenario.building.outside ??= [];
  scenario.lineOfSight ??= [];
  scenario.tokens ??= [];
  scenario.enemies ??= [];
  scenario.enemyTypes ??= [];
  scenario.tracks ??= [];
  scenario.turn ??= { phases: [{ name: 'Defense phase', defense: true }] };
  for (const phase of scenario.turn.phases) {
    phase.steps ??= [];
    phase.tracks ??= [];
    phase.defense ??= false;
    phase.enemiesAdvance ??= false;
    phase.enemyAttacks ??= false;
    phase.events ??= false;
    phase.moves ??= [];
  }
  for (const entry of scenario.tokens) entry.weapons ??= [];
  return scenario;
}

export class ScenarioDraft {
  scenario = $state<Scenario>(blankScenario());
  /** The stored scenario's number; null until first saved. */
  id = $state<number | null>(null);

  constructor(id: number | null, scenario: Scenario) {
    this.id = id;
    this.scenario = filledIn(scenario);
  }

  /** An id no piece of the scenario uses yet. */
  #freshId(prefix: string): string {
    const text = JSON.stringify(this.scenario);
    for (let n = 1; ; n++) if (!text.includes(`"${prefix}-${n}"`)) return `${prefix}-${n}`;
  }

  get floors(): Floor[] {
    return this.scenario.building.floors;
  }
  get outside(): OutsideSpace[] {
    return (this.scenario.building.outside ??= []);
  }
  /** Every space, inside first, with where it is, for choices and line of sight. */
  get allSpaces(): { id: string; name: string; where: string; inside: boolean }[] {
    return [
      ...this.floors.flatMap((floor) => floor.spaces.map((space) => ({ id: space.id, name: space.name, where: floor.name, inside: true }))),
      ...this.outside.map((space) => ({ id: space.id, name: space.name, where: `outside, ${space.counters}`, inside: false })),
    ];
  }
  get insideSpaces(): { id: string; name: string; where: string }[] {
    return this.allSpaces.filter((space) => space.inside);
  }
  spaceName(id: string): string {
    return this.allSpaces.find((space) => space.id === id)?.name ?? id;
  }

  // The building.
  addFloor(): void {
    const used = new Set(this.floors.map((floor) => floor.level));
    const level = (['top', 'basement', 'ground'] as const).find((candidate) => !used.has(candidate));
    if (!level) return;
    const floor: Floor = { level, name: levelNames[level], spaces: [{ id: this.#freshId('space'), name: 'room', colour: 'red', interior: false }] };
    // Top first, basement last, as the plan draws them.
    this.floors.push(floor);
    this.floors.sort((a, b) => ['top', 'ground', 'basement'].indexOf(a.level) - ['top', 'ground', 'basement'].indexOf(b.level));
  }
  removeFloor(index: number): void {
    const floor = this.floors[index];
    if (!floor || this.floors.length === 1) return;
    for (const space of [...floor.spaces]) this.#forgetSpace(space.id);
    this.floors.splice(index, 1);
  }
  addSpace(floor: Floor): void {
    floor.spaces.push({ id: this.#freshId('space'), name: `room ${floor.spaces.length + 1}`, colour: floor.spaces.at(-1)?.colour ?? 'red', interior: false });
  }
  removeSpace(floor: Floor, id: string): void {
    if (floor.spaces.length === 1) return;
    floor.spaces.splice(floor.spaces.findIndex((space) => space.id === id), 1);
    this.#forgetSpace(id);
  }
  /** One interior space per floor: marking one unmarks the others. */
  setInterior(floor: Floor, space: BuildingSpace, interior: boolean): void {
    for (const other of floor.spaces) other.interior = interior && other.id === space.id;
  }
  addOutside(kind: Kind): void {
    this.outside.push({ id: this.#freshId('space'), name: kind === 'assault' ? `assault space ${this.outside.length + 1}` : `support space ${this.outside.length + 1}`, counters: kind });
  }
  removeOutside(id: string): void {
    this.outside.splice(this.outside.findIndex((space) => space.id === id), 1);
    this.#forgetSpace(id);
  }
  setAdvancesTo(space: BuildingSpace | OutsideSpace, to: string): void {
    if (to === '') delete space.advancesTo;
    else space.advancesTo = to;
  }

  /** A deleted space leaves nothing pointing at it. */
  #forgetSpace(id: string): void {
    const s = this.scenario;
    s.lineOfSight = (s.lineOfSight ?? []).filter((entry) => entry.from !== id).map((entry) => ({ ...entry, sees: entry.sees.filter((seen) => seen !== id) })).filter((entry) => entry.sees.length > 0);
    s.tokens = (s.tokens ?? []).filter((entry) => entry.space !== id);
    s.enemies = (s.enemies ?? []).filter((entry) => entry.space !== id);
    this.#forgetArrivals((effect) => effect.space === id);
    const fallback = this.insideSpaces.find((space) => space.id !== id)?.id;
    s.defenders = s.defenders.flatMap((defender) => (defender.space !== id ? [defender] : fallback ? [{ ...defender, space: fallback }] : []));
    for (const space of [...this.floors.flatMap((floor) => floor.spaces), ...this.outside]) if (space.advancesTo === id) delete space.advancesTo;
  }

  // Line of sight: what a space sees, one tap per space seen.
  sees(from: string, to: string): boolean {
    return (this.scenario.lineOfSight ?? []).some((entry) => entry.from === from && entry.sees.includes(to));
  }
  toggleSight(from: string, to: string): void {
    const lines = (this.scenario.lineOfSight ??= []);
    const entry = lines.find((candidate) => candidate.from === from);
    if (!entry) {
      lines.push({ from, sees: [to] });
      return;
    }
    entry.sees = entry.sees.includes(to) ? entry.sees.filter((seen) => seen !== to) : [...entry.sees, to];
    if (entry.sees.length === 0) lines.splice(lines.indexOf(entry), 1);
  }

  // Defenders.
  addDefender(): void {
    const space = this.insideSpaces[0]?.id;
    if (!space) return;
    this.scenario.defenders.push({ id: this.#freshId('defender'), name: `Defender ${this.scenario.defenders.length + 1}`, combatValue: 2, command: false, space });
  }
  removeDefender(index: number): void {
    this.scenario.defenders.splice(index, 1);
  }
  setAttribute(defender: Defender, attribute: 'inspire' | 'suppression', on: boolean): void {
    if (on) defender[attribute] = 1;
    else delete defender[attribute];
  }

  // Weapon and ammunition tokens, kept per space.
  #tokensOf(space: string) {
    const tokens = (this.scenario.tokens ??= []);
    let entry = tokens.find((candidate) => candidate.space === space);
    if (!entry) {
      tokens.push({ space, weapons: [], ammunition: 0 });
      // The array's own (reactive) copy, not the plain object pushed.
      entry = tokens[tokens.length - 1];
    }
    if (!entry) throw new Error('a token entry was just added');
    return entry;
  }
  weaponsIn(space: string): Weapon[] {
    return (this.scenario.tokens ?? []).find((entry) => entry.space === space)?.weapons ?? [];
  }
  ammunitionIn(space: string): number {
    return (this.scenario.tokens ?? []).find((entry) => entry.space === space)?.ammunition ?? 0;
  }
  addWeapon(space: string, weapon: Weapon): void {
    (this.#tokensOf(space).weapons ??= []).push({ id: this.#freshId('weapon'), ...weapon });
  }
  removeWeapon(space: string, index: number): void {
    this.#tokensOf(space).weapons?.splice(index, 1);
  }
  setAmmunition(space: string, count: number): void {
    this.#tokensOf(space).ammunition = Math.max(0, Math.min(99, count));
  }

  // Enemy types, stacks of counters.
  addEnemyType(kind: Kind): void {
    const types = (this.scenario.enemyTypes ??= []);
    const type: EnemyTypeEntry = { id: this.#freshId('type'), name: kind === 'assault' ? 'Assault squad' : 'Support weapon', kind, attackSuccess: { dieAtLeast: 5, diceNeeded: 1 } };
    types.push(type);
  }
  removeEnemyType(id: string): void {
    const types = (this.scenario.enemyTypes ??= []);
    types.splice(types.findIndex((type) => type.id === id), 1);
    for (const stack of this.scenario.enemies ?? []) stack.counters = stack.counters.filter((counter) => counter.type !== id);
    this.scenario.enemies = (this.scenario.enemies ?? []).filter((stack) => stack.counters.length > 0);
    this.#forgetArrivals((effect) => effect.enemyType === id);
  }
  /** Arrivals of a type or into a space that is gone go too. */
  #forgetArrivals(gone: (effect: { space?: string; enemyType?: string }) => boolean): void {
    const events = this.scenario.events;
    if (events?.schedule) events.schedule = events.schedule.filter((entry) => !entry.effects.some((effect) => effect.kind === 'arrive' && gone(effect)));
  }
  stackIn(space: string): { name: string; kind: Kind }[] {
    const types = this.scenario.enemyTypes ?? [];
    return ((this.scenario.enemies ?? []).find((entry) => entry.space === space)?.counters ?? []).map((counter) => {
      const type = types.find((candidate) => candidate.id === counter.type);
      return { name: counter.name ?? type?.name ?? '?', kind: counter.kind ?? type?.kind ?? 'assault' };
    });
  }
  /** The most counters one space's stack may hold (the scenario format's limit). */
  static readonly STACK_MOST = STACK_MOST;

  /** What a space takes: its kind of counters outside, null inside the building. */
  #takes(spaceId: string): Kind | null {
    return this.outside.find((space) => space.id === spaceId)?.counters ?? null;
  }
  /** The enemy types whose counters may stand in a space, as the scenario check allows (placement.ts). */
  typesFor(spaceId: string): EnemyTypeEntry[] {
    const takes = this.#takes(spaceId);
    return (this.scenario.enemyTypes ?? []).filter((type) => counterMayStand(type.kind, takes));
  }
  /** The spaces counters of a kind may arrive in or stand in. */
  spacesFor(kind: Kind): { id: string; name: string; where: string; inside: boolean }[] {
    return this.allSpaces.filter((space) => counterMayStand(kind, this.#takes(space.id)));
  }
  /** Where a space's enemy counters may advance to: anywhere but itself the check allows. */
  advanceChoices(spaceId: string): { id: string; name: string; where: string }[] {
    const from = this.#takes(spaceId);
    return this.allSpaces.filter((other) => other.id !== spaceId && counterMayAdvance(from, this.#takes(other.id)));
  }
  /** An arrival's type changed: its space stays if that type may arrive there, else the first space that takes it. */
  setArrivalType(effect: { enemyType?: string; space?: string }, typeId: string): void {
    effect.enemyType = typeId;
    const type = (this.scenario.enemyTypes ?? []).find((candidate) => candidate.id === typeId);
    if (!type) return;
    const fits = this.spacesFor(type.kind);
    if (!fits.some((space) => space.id === effect.space) && fits[0]) effect.space = fits[0].id;
  }

  /** A counter of this type goes to the bottom of the stack: the scenario lists stacks top first. */
  addCounter(space: string, type: string): void {
    if (!this.typesFor(space).some((candidate) => candidate.id === type)) return;
    const stacks = (this.scenario.enemies ??= []);
    const stack = stacks.find((entry) => entry.space === space);
    const counter = { id: this.#freshId('enemy'), type };
    if (stack && stack.counters.length >= ScenarioDraft.STACK_MOST) return;
    if (stack) stack.counters.push(counter);
    else stacks.push({ space, counters: [counter] });
  }
  removeCounter(space: string, index: number): void {
    const stacks = (this.scenario.enemies ??= []);
    const stack = stacks.find((entry) => entry.space === space);
    if (!stack) return;
    stack.counters.splice(index, 1);
    if (stack.counters.length === 0) stacks.splice(stacks.indexOf(stack), 1);
  }

  // The enemy phase: how a type attacks.
  setAttacks(type: EnemyTypeEntry, on: boolean): void {
    if (on) type.attack = { dice: 2, hitOn: 6, hitsNeeded: 1, reach: 'lineOfSight', hit: 'disrupt' };
    else delete type.attack;
  }
  /** The counter a hit moves (by one), or none. */
  setHitTrack(type: EnemyTypeEntry, track: string): void {
    if (!type.attack) return;
    if (track === '') delete type.attack.track;
    else type.attack.track = { track, by: 1 };
  }

  // Arrivals by round and the end of the game.
  /** The arrivals by round (read only: the methods below change them). */
  get arrivals(): NonNullable<NonNullable<Scenario['events']>['schedule']> {
    return this.scenario.events?.schedule ?? [];
  }
  addArrival(): void {
    const type = (this.scenario.enemyTypes ?? []).find((candidate) => candidate.kind === 'assault') ?? (this.scenario.enemyTypes ?? [])[0];
    // Outside first: counters usually arrive at the building, not in it.
    const fits = type ? this.spacesFor(type.kind) : [];
    const space = fits.find((candidate) => !candidate.inside) ?? fits[0];
    if (!type || !space) return;
    const events = (this.scenario.events ??= { schedule: [], deck: [] });
    (events.schedule ??= []).push({ round: 2, name: `${type.name} arrive`, effects: [{ kind: 'arrive', space: space.id, enemyType: type.id, count: 1 }] });
  }
  removeArrival(index: number): void {
    this.scenario.events?.schedule?.splice(index, 1);
  }
  get rounds(): number {
    return this.scenario.end?.rounds ?? 0;
  }
  /** The game's length in rounds; 0 leaves it open. */
  setRounds(rounds: number): void {
    const end = (this.scenario.end ??= { conditions: [] });
    if (rounds > 0) end.rounds = rounds;
    else delete end.rounds;
  }
  /** How the game is won and lost (read only: the methods below change them). */
  get conditions(): NonNullable<NonNullable<Scenario['end']>['conditions']> {
    return this.scenario.end?.conditions ?? [];
  }
  addCondition(kind: 'allDefendersOut' | 'enemyInBuilding' | 'trackAtLeast' | 'roundsHeld' | 'noEnemyLeft'): void {
    const track = (this.scenario.tracks ?? [])[0];
    const conditions = ((this.scenario.end ??= { conditions: [] }).conditions ??= []);
    if (kind === 'trackAtLeast') {
      if (track) conditions.push({ kind, result: 'defeat', track: track.id, value: Math.min(track.max ?? 99, 3) });
    } else if (kind === 'enemyInBuilding') conditions.push({ kind, result: 'defeat', count: 1 });
    else conditions.push({ kind, result: kind === 'allDefendersOut' ? 'defeat' : 'victory' });
    if (kind === 'roundsHeld' && this.rounds === 0) this.setRounds(6);
  }
  /** When a condition is judged, as the scenario format reads it when a file leaves it out. */
  judgedAt(condition: EndCondition): EndCheck | null {
    if (condition.kind === 'roundsHeld') return null;
    return condition.at ?? defaultEndCheck(condition.kind);
  }
  setJudgedAt(condition: EndCondition, at: EndCheck): void {
    if (condition.kind !== 'roundsHeld') condition.at = at;
  }
  removeCondition(index: number): void {
    this.scenario.end?.conditions?.splice(index, 1);
  }

  // The turn: counters (tracks) and phases.
  addTrack(name: string): void {
    const track: TrackEntry = { id: this.#freshId('counter'), name, start: 0, min: 0, max: 20 };
    (this.scenario.tracks ??= []).push(track);
  }
  removeTrack(id: string): void {
    const tracks = (this.scenario.tracks ??= []);
    tracks.splice(tracks.findIndex((track) => track.id === id), 1);
    for (const type of this.scenario.enemyTypes ?? []) if (type.attack?.track?.track === id) delete type.attack.track;
    if (this.scenario.end?.conditions) this.scenario.end.conditions = this.scenario.end.conditions.filter((condition) => !('track' in condition) || condition.track !== id);
    for (const phase of this.phases) {
      phase.tracks = (phase.tracks ?? []).filter((track) => track !== id);
      phase.moves = (phase.moves ?? []).filter((move) => move.track !== id);
    }
  }
  get phases(): TurnPhaseEntry[] {
    return (this.scenario.turn ??= { phases: [] }).phases;
  }
  addPhase(): void {
    this.phases.push({ name: `Phase ${this.phases.length + 1}`, defense: false, steps: [], tracks: [], enemiesAdvance: false, moves: [], enemyAttacks: false, events: false });
  }
  removePhase(index: number): void {
    if (this.phases[index]?.defense) return;
    this.phases.splice(index, 1);
  }
  movePhase(index: number, by: -1 | 1): void {
    const to = index + by;
    const phase = this.phases[index];
    if (!phase || to < 0 || to >= this.phases.length) return;
    this.phases.splice(index, 1);
    this.phases.splice(to, 0, phase);
  }
  stepsText(phase: TurnPhaseEntry): string {
    return (phase.steps ?? []).join('\n');
  }
  setSteps(phase: TurnPhaseEntry, text: string): void {
    phase.steps = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  }
  /** How far the phase moves the counter by itself every turn (0: it does not). */
  moveOf(phase: TurnPhaseEntry, id: string): number {
    return (phase.moves ?? []).find((move) => move.track === id)?.by ?? 0;
  }
  setMove(phase: TurnPhaseEntry, id: string, by: number): void {
    const others = (phase.moves ?? []).filter((move) => move.track !== id);
    phase.moves = by === 0 ? others : [...others, { track: id, by }];
  }
  toggleTrack(phase: TurnPhaseEntry, id: string): void {
    const tracks = (phase.tracks ??= []);
    phase.tracks = tracks.includes(id) ? tracks.filter((track) => track !== id) : [...tracks, id];
  }

  /** The scenario as the file and the host take it: empty token entries left out. */
  get forSaving(): Scenario {
    const scenario = $state.snapshot(this.scenario) as Scenario;
    // An untouched end and an empty schedule are left out: the scenario reads as it did before them.
    if (scenario.end && scenario.end.rounds === undefined && (scenario.end.conditions ?? []).length === 0) delete scenario.end;
    if (scenario.events && (scenario.events.schedule ?? []).length === 0 && (scenario.events.deck ?? []).length === 0) delete scenario.events;
    scenario.tokens = (scenario.tokens ?? []).filter((entry) => (entry.weapons ?? []).length > 0 || (entry.ammunition ?? 0) > 0 || (entry.suppression ?? 0) > 0);
    return scenario;
  }
}
