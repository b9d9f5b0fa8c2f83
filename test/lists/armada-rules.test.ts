import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbCardLookup } from '../../electron/main/lists/card-lookup';
import { evaluateList } from '../../shared/lists/evaluate';
import type { ListRule } from '../../shared/lists/evaluation';
import type { CardLookup, CardRef, FleetList, ListUnit } from '../../shared/lists/list';
import { ffg, isb, listHost, type ListHost } from './list-host';

let host: ListHost;
let cards: CardLookup;
beforeAll(async () => {
  host = await listHost(['armada-ffg', 'armada-isb']);
  cards = dbCardLookup(host.db);
});
afterAll(() => host.close());

const ship = (key: string, ...upgrades: [string, string][]): ListUnit => ({ card: isb('ship', key), count: 1, upgrades: upgrades.map(([slot, k]) => ({ slot, card: isb('upgrade', k) })) });
const squadron = (key: string, count = 1): ListUnit => ({ card: isb('squadron', key), count, upgrades: [] });
const objectives: CardRef[] = [isb('objective', 'advanced-gunnery'), isb('objective', 'fire-lanes'), isb('objective', 'minefields')];
const fleet = (units: ListUnit[], extra: Partial<FleetList> = {}): FleetList => ({ name: 'Test fleet', system: 'armada', format: 'armada-standard', faction: 'empire', units, objectives, ...extra });
const rules = (list: FleetList) => evaluateList(list, cards).problems.map((p) => p.rule);
const problemsOf = (list: FleetList, rule: ListRule) => evaluateList(list, cards).problems.filter((p) => p.rule === rule);

/** A legal 400-point-class Imperial fleet to break one rule at a time. */
const legal = () =>
  fleet([
    ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander'], ['turbolaser', 'enhanced-armament']),
    ship('raider-i-class-corvette'),
    squadron('tie-fighter-squadron', 4),
    squadron('howlrunner-tie-fighter-squadron'),
  ]);

describe('Armada points', () => {
  it('RRG · fleet building · a fleet costs its ships, upgrades and squadrons (squadron entries × count)', () => {
    const evaluation = evaluateList(legal(), cards);
    const [vsd, raider, ties, howl] = evaluation.units;
    expect(vsd!.basePoints).toBe(80);
    expect(vsd!.upgrades.map((u) => u.points)).toEqual([24, 10]);
    expect(vsd!.points).toBe(114);
    expect(raider!.points).toBe(44);
    expect(ties!.points).toBe(32);
    expect(evaluation.total).toBe(114 + 44 + 32 + 16);
    expect(evaluation.squadronPoints).toBe(48);
    expect(evaluation.squadronLimit).toBe(134);
    expect(vsd!.flagship).toBe(true);
    expect(evaluation.problems).toEqual([]);
    expect(evaluation.legal).toBe(true);
  });

  it('RRG · fleet building · points limit: over 400 is refused with how much to cut', () => {
    const list = legal();
    list.units.push(ship('victory-i-class-star-destroyer'), ship('victory-i-class-star-destroyer'), ship('victory-ii-class-star-destroyer'));
    const [problem] = problemsOf(list, 'points-limit');
    expect(problem?.message).toMatch(/over the 400-point limit/);
    expect(evaluateList({ ...legal(), format: 'armada-custom', pointsLimit: 200 }, cards).problems.map((p) => p.rule)).toContain('points-limit');
  });

  it('RRG · fleet building · squadrons at most a third of the limit, rounded up (134 at 400)', () => {
    const list = fleet([ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander']), squadron('tie-fighter-squadron', 16), squadron('howlrunner-tie-fighter-squadron')]);
    // 16 × 8 + 16 = 144 > 134
    expect(problemsOf(list, 'squadron-third')[0]?.message).toMatch(/144 points, over a third .*134 of 400/);
    const fits = fleet([ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander']), squadron('tie-fighter-squadron', 14), squadron('tie-fighter-squadron', 1)]);
    expect(rules(fits)).not.toContain('squadron-third');
  });

  it('RRG · fleet building · at most two flotillas', () => {
    const list = legal();
    list.units.push(ship('gozanti-class-cruisers'), ship('gozanti-class-cruisers'), ship('gozanti-class-assault-carriers'));
    const found = problemsOf(list, 'flotilla-limit');
    expect(found).toHaveLength(1);
    expect(found[0]!.unit).toBe(6);
  });

  it('RRG · fleet building · exactly one commander, and its ship (never a flotilla) is the flagship', () => {
    const none = fleet([ship('victory-ii-class-star-destroyer'), squadron('tie-fighter-squadron')]);
    expect(problemsOf(none, 'commander-count')[0]?.message).toMatch(/no commander/);
    const two = legal();
    two.units[1] = ship('raider-i-class-corvette', ['commander', 'darth-vader-commander']);
    const found = problemsOf(two, 'commander-count');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ unit: 1, upgrade: 0 });
    // Any ship but a flotilla can be the flagship.
    const onFlotilla = fleet([ship('victory-ii-class-star-destroyer'), ship('gozanti-class-cruisers', ['Commander', 'admiral-motti-commander'])]);
    expect(evaluateList(onFlotilla, cards).problems.filter((p) => p.unit === 1)).toEqual([
      expect.objectContaining({ rule: 'commander-on-flagship', upgrade: 0, message: expect.stringMatching(/A flotilla cannot be the flagship/) }),
    ]);
    expect(evaluateList(onFlotilla, cards).units[1]!.slots.map((s) => s.slot)).not.toContain('Commander');
  });

  it('RRG · fleet building · unique names once across ships, upgrades and squadrons (ISB unique-class)', () => {
    const list = legal();
    // Darth Vader the commander and Darth Vader the TIE Defender ace are one character.
    list.units[0] = ship('victory-ii-class-star-destroyer', ['commander', 'darth-vader-commander']);
    list.units.push(squadron('darth-vader-tie-defender-squadron'));
    const found = problemsOf(list, 'unique-name');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ unit: 4 });
    expect(found[0]!.message).toMatch(/Darth Vader is unique/);
    const twoAces = legal();
    twoAces.units[3] = squadron('howlrunner-tie-fighter-squadron', 2);
    expect(rules(twoAces)).toContain('unique-name');
  });

  it('RRG · fleet building · one objective of each category (assault, defense, navigation)', () => {
    expect(problemsOf({ ...legal(), objectives: [] }, 'objective-categories')).toHaveLength(3);
    const twoAssaults = { ...legal(), objectives: [isb('objective', 'advanced-gunnery'), isb('objective', 'most-wanted'), isb('objective', 'minefields')] };
    const messages = problemsOf(twoAssaults, 'objective-categories').map((p) => p.message);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/2 assault objectives/), expect.stringMatching(/one defense objective/)]));
    const campaign = { ...legal(), objectives: [isb('objective', 'advanced-gunnery'), isb('objective', 'fire-lanes'), isb('objective', 'asteroids')] };
    expect(problemsOf(campaign, 'objective-categories').map((p) => p.message).join(' ')).toMatch(/Asteroids is not an assault, defense or navigation objective/);
  });

  it('RRG · fleet building · faction: every ship, squadron and upgrade of the fleet\'s faction', () => {
    const list = legal();
    list.units.push(squadron('x-wing-squadron'));
    list.units[1] = ship('raider-i-class-corvette', ['officer', 'leia-organa-officer']);
    const found = problemsOf(list, 'faction');
    expect(found.map((p) => [p.unit, p.upgrade])).toEqual([[1, 0], [4, undefined]]);
  });

  it('RRG · upgrade cards · a ship equips only what its upgrade bar has room for; a boarding team fills a weapons team and an offensive retrofit', () => {
    const list = legal();
    list.units[1] = ship('raider-i-class-corvette', ['ion-cannon', 'high-capacity-ion-turbines']);
    expect(problemsOf(list, 'slot-missing')[0]?.message).toMatch(/has no Ion Cannons slot/);
    const boarding = legal();
    boarding.units[1] = ship('raider-i-class-corvette', ['weapons-team-offensive-retro', 'darth-vader-boarding-team'], ['weapons-team', 'gunnery-team']);
    expect(problemsOf(boarding, 'slot-missing')[0]).toMatchObject({ unit: 1, upgrade: 1 });
    const squadronUpgrade = legal();
    squadronUpgrade.units[2] = { ...squadron('tie-fighter-squadron', 4), upgrades: [{ slot: 'officer', card: isb('upgrade', 'director-isard-officer') }] };
    expect(problemsOf(squadronUpgrade, 'slot-missing')[0]?.message).toMatch(/Squadrons take no upgrades/);
  });

  it('RRG · upgrade cards · one Modification per ship', () => {
    const list = legal();
    list.units[0] = ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander'], ['turbolaser', 'enhanced-armament'], ['offensive-retro', 'flag-bridge']);
    const found = problemsOf(list, 'modification-per-ship');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/already has a Modification \(Enhanced Armament\)/);
  });

  it('RRG · upgrade cards · no two copies of the same upgrade on one ship', () => {
    const list = legal();
    list.units[0] = ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander'], ['weapons-team', 'gunnery-team'], ['weapons-team', 'gunnery-team']);
    expect(problemsOf(list, 'duplicate-upgrade-on-ship')).toHaveLength(1);
  });

  it('RRG · upgrade cards · titles only on their ship class (ISB bound_shiptype, FFG ship)', () => {
    const list = legal();
    list.units[1] = ship('raider-i-class-corvette', ['title', 'instigator-title']);
    expect(problemsOf(list, 'title-ship-class')).toEqual([]);
    list.units[0] = ship('victory-ii-class-star-destroyer', ['commander', 'admiral-motti-commander'], ['title', 'instigator-title']);
    expect(problemsOf(list, 'title-ship-class')[0]).toMatchObject({ unit: 0, upgrade: 1 });
    const ffgFleet: FleetList = {
      ...legal(),
      units: [
        { card: ffg('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [{ slot: 'Commander', card: ffg('upgrade', 'admiral-motti-commander') }, { slot: 'Title', card: ffg('upgrade', 'dominator-title') }] },
        { card: ffg('ship', 'raider-i-class-corvette'), count: 1, upgrades: [{ slot: 'Title', card: ffg('upgrade', 'dominator-title') }] },
      ],
      objectives: [],
    };
    expect(problemsOf(ffgFleet, 'title-ship-class').map((p) => p.unit)).toEqual([1]);
  });

  it('RRG · upgrade cards · restrictions the data states: flagship only, ship size (ISB and FFG)', () => {
    const list = legal();
    // The ISB data sizes Flag Bridge for medium and large ships and for the flagship only.
    list.units[1] = ship('raider-i-class-corvette', ['offensive-retro', 'flag-bridge']);
    expect(problemsOf(list, 'upgrade-restriction').map((p) => p.message)).toEqual([
      expect.stringMatching(/medium or large ships only/),
      expect.stringMatching(/flagship only/),
    ]);
    const ffgSmall: FleetList = {
      ...legal(),
      units: [{ card: ffg('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [{ slot: 'Commander', card: ffg('upgrade', 'admiral-motti-commander') }, { slot: 'Offensive Retrofit', card: ffg('upgrade', 'hardened-bulkheads-offensive-retrofit') }] }],
    };
    expect(problemsOf(ffgSmall, 'upgrade-restriction')[0]?.message).toMatch(/for large ships only/);
  });

  it('RRG · upgrade cards · the FFG data\'s named restrictions: "MC" only fits MC75/MC80, "Mark I" only refuses a Mark II', () => {
    const rebel = (shipKey: string, title: string): FleetList => ({
      ...fleet([]),
      faction: 'rebel',
      units: [{ card: ffg('ship', shipKey), count: 1, upgrades: [{ slot: 'Commander', card: ffg('upgrade', 'admiral-ackbar-commander') }, { slot: 'Title', card: ffg('upgrade', title) }] }],
    });
    expect(problemsOf(rebel('mc75-armored-cruiser', 'mon-calamari-exodus-fleet-title'), 'upgrade-restriction')).toEqual([]);
    expect(problemsOf(rebel('cr90-corvette-a', 'mon-calamari-exodus-fleet-title'), 'upgrade-restriction')[0]?.message).toMatch(/for MC ships only/);
    expect(problemsOf(rebel('starhawk-class-battleship-mark-i', 'amity-title'), 'upgrade-restriction')).toEqual([]);
    expect(problemsOf(rebel('starhawk-class-battleship-mark-ii', 'amity-title'), 'upgrade-restriction')[0]?.message).toMatch(/for Mark I ships only/);
  });

  it('RRG · fleet building · at most two flotillas in the FFG data too (GR-75, Gozanti-class: it prints no traits)', () => {
    const list: FleetList = {
      ...fleet([]),
      faction: 'rebel',
      units: ['gr-75-medium-transports', 'gr-75-medium-transports', 'gr-75-combat-retrofits', 'cr90-corvette-a'].map((key) => ({ card: ffg('ship', key), count: 1, upgrades: [] })),
    };
    expect(problemsOf(list, 'flotilla-limit').map((p) => p.unit)).toEqual([2]);
  });

  it('RRG · upgrade cards · ISB icons a card grants or asks of the upgrade bar (Liberator grants fleet command; Minister Tua refuses a large ship with a defensive retrofit icon)', () => {
    const rebels: FleetList = {
      ...fleet([]),
      faction: 'rebel',
      units: [
        { card: isb('ship', 'cr90-corvette-a'), count: 1, upgrades: [{ slot: 'Title', card: isb('upgrade', 'liberator-title') }, { slot: 'Fleet Command', card: isb('upgrade', 'intensify-firepower') }] },
      ],
    };
    const evaluation = evaluateList(rebels, cards);
    expect(evaluation.problems.filter((p) => p.unit === 0)).toEqual([]);
    expect(evaluation.units[0]!.slots).toContainEqual({ slot: 'Fleet Command', count: 1, used: 1 });
    const withoutTitle = { ...rebels, units: [{ ...rebels.units[0]!, upgrades: [rebels.units[0]!.upgrades[1]!] }] };
    expect(problemsOf(withoutTitle, 'slot-missing')[0]?.message).toMatch(/no Fleet Command slot/);

    const tua = (shipKey: string) => problemsOf(fleet([ship(shipKey, ['Commander', 'admiral-motti-commander'], ['Officer', 'minister-tua-officer'])]), 'upgrade-restriction');
    expect(tua('imperial-ii-class-star-destroyer')[0]?.message).toMatch(/not on a medium or large ship with a Defensive Retrofit icon/);
    expect(tua('imperial-i-class-star-destroyer')).toEqual([]);
  });

  it('RRG · fleet building · a list that breaks several rules at once gets every reason', () => {
    const list = fleet(
      [
        ship('victory-ii-class-star-destroyer', ['commander', 'darth-vader-commander'], ['title', 'insidious-title']),
        ship('raider-i-class-corvette', ['commander', 'admiral-motti-commander']),
        ship('gozanti-class-cruisers'),
        ship('gozanti-class-cruisers'),
        ship('gozanti-class-assault-carriers'),
        squadron('darth-vader-tie-defender-squadron'),
        squadron('tie-defender-squadron', 8),
        squadron('x-wing-squadron'),
      ],
      { objectives: [isb('objective', 'advanced-gunnery')] },
    );
    const evaluation = evaluateList(list, cards);
    expect(evaluation.legal).toBe(false);
    expect(new Set(evaluation.problems.map((p) => p.rule))).toEqual(
      new Set<ListRule>(['points-limit', 'squadron-third', 'flotilla-limit', 'commander-count', 'unique-name', 'objective-categories', 'faction', 'title-ship-class']),
    );
    for (const problem of evaluation.problems) expect(problem.message).not.toMatch(/units\[|\.card|undefined/);
    // The builder's quick check of one unit (focus) finds exactly what the full evaluation finds on that unit.
    list.units.forEach((_unit, index) => {
      const onUnit = (problems: typeof evaluation.problems) => problems.filter((p) => p.unit === index && p.rule !== 'flotilla-limit');
      expect(onUnit(evaluateList(list, cards, undefined, { focus: index }).problems)).toEqual(onUnit(evaluation.problems));
    });
  });

  it('unknown cards and cards of another game are named, not dropped', () => {
    const list = legal();
    list.units.push({ card: isb('ship', 'no-such-ship'), count: 1, upgrades: [] }, { card: { edition: 'xwing-2.5', kind: 'pilot', key: 'lukeskywalker' }, count: 1, upgrades: [] });
    const found = evaluateList(list, cards).problems.filter((p) => p.rule === 'unknown-card' || p.rule === 'wrong-edition');
    expect(found.map((p) => p.unit)).toEqual([4, 5]);
    expect(found[0]!.message).toMatch(/no-such-ship/);
  });
});
