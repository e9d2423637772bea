import { describe, expect, it } from 'vitest';
import { assignDamage, battle, createGame, creature, declareAttackers, declareBlockers, planeswalker, vanilla } from './testkit.ts';

const FOUR = ['A', 'B', 'C', 'D'];
const THREE = ['A', 'B', 'C'];

describe('802 attacking several players', () => {
  it('506.2 / 508.1b: in a four-player game every opponent, their planeswalkers and the battles they protect may be attacked', () => {
    const g = createGame(
      '2024-11',
      [creature('bear', 'A', 2, 2), planeswalker('jace', 'C', 3), battle('siege', 'B', 4, 'D'), battle('home', 'B', 4, 'A')],
      { players: FOUR },
    ).advance();
    const p = g.prompt();
    expect(p).toMatchObject({ kind: 'mtg.declareAttackers', player: 'A', rule: { id: '508.1' } });
    if (p.kind === 'mtg.declareAttackers') expect((p.candidates[0]?.targets ?? []).toSorted()).toEqual(['B', 'C', 'D', 'jace', 'siege']);
    expect(g.refuse(declareAttackers('A', { bear: 'A' }))).toMatchObject({ code: 'illegalAttackTarget', rule: { id: '508.1b' } });
    // A protects "home": 310.8b forbids attacking it, even though its controller B is an opponent.
    expect(g.refuse(declareAttackers('A', { bear: 'home' }))).toMatchObject({ code: 'attackOwnBattle', rule: { id: '310.8b' } });
    g.attack({ bear: 'D' });
    expect(g.summary().attacking).toEqual({ bear: 'D' });
  });

  it('802.4: each defending player declares blocks in turn order, only against what attacks them; a player not attacked is not asked', () => {
    const g = createGame(
      '2024-11',
      [
        ...vanilla('B', { x: '2/2', y: '2/2', z: '2/2' }),
        planeswalker('jace', 'C', 4),
        creature('c1', 'C', 1, 1),
        creature('d1', 'D', 3, 3),
        creature('a1', 'A', 5, 5),
      ],
      { players: FOUR, active: 'B' },
    ).advance();
    g.attack({ x: 'D', y: 'jace', z: 'D' }).advance();
    // Turn order from B: C, D, A. A is not attacked. The prompt cites 802.4 for the panel: this declaration is C's own.
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'C', attackers: ['y'], rule: { id: '509.1' }, perPlayer: { game: 'mtg', id: '802.4' } });
    expect(g.refuse(declareBlockers('D', {}))).toMatchObject({ code: 'notDefendingPlayer', rule: { id: '509.1a' } });
    expect(g.refuse(declareBlockers('C', { c1: 'x' }))).toMatchObject({ code: 'notAttackingYou', rule: { id: '802.4' } });
    g.block({ c1: 'y' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'D', attackers: ['x', 'z'] });
    expect(g.refuse(declareBlockers('D', { d1: 'y' }))).toMatchObject({ code: 'notAttackingYou', rule: { id: '802.4' } });
    g.block({ d1: 'x' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'B', rule: { id: '509.2' } });
    expect(g.summary().blocking).toEqual({ c1: ['y'], d1: ['x'] });
    expect(g.events('attackerUnblocked').map((e) => e.id)).toEqual(['z']);
  });

  it('802.4: a defending player blocks only with their own creatures', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2), creature('ox', 'C', 2, 2)], {
      players: THREE,
    }).toBlocks({ ogre: 'B', bear: 'C' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'B' });
    expect(g.refuse(declareBlockers('B', { ox: 'ogre' }))).toMatchObject({ code: 'notYourCreature', rule: { id: '509.1a' } });
  });

  it('510.1 / 802.5: combat damage is assigned by the active player, then each defending player in turn order, and dealt at once (510.2)', () => {
    const g = createGame(
      '2024-11',
      [
        ...vanilla('A', { ogre: '4/4', elk: '1/1', cat: '1/1', dog: '1/1' }),
        creature('wolf', 'B', 2, 2, [], { blockLimit: 2 }),
        creature('fox', 'B', 2, 2),
        creature('wall', 'C', 3, 3, [], { blockLimit: 2 }),
      ],
      { players: THREE },
    ).toBlocks({ ogre: 'B', elk: 'B', cat: 'C', dog: 'C' });
    g.do(declareBlockers('B', { wolf: ['ogre', 'elk'], fox: 'ogre' }));
    g.do(declareBlockers('C', { wall: ['cat', 'dog'] }));
    g.advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'A', rule: { id: '510.1c' } });
    expect(g.refuse(assignDamage('B', {}))).toMatchObject({ code: 'notYourDecision', rule: { id: '510.1' } });
    g.assign('A', { ogre: { wolf: 2, fox: 2 } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'B', rule: { id: '510.1d' } });
    g.assign('B', { wolf: { elk: 1, ogre: 1 } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'C', rule: { id: '510.1d' } });
    expect(g.events('damageDealt')).toEqual([]);
    g.assign('C', { wall: { cat: 1, dog: 2 } });
    expect(g.events('damageDealt').every((e) => e.rule.id === '510.2')).toBe(true);
    expect(g.summary()).toMatchObject({
      graveyard: ['elk', 'cat', 'dog', 'wolf', 'fox'],
      battlefield: ['ogre', 'wall'],
      damage: { ogre: 3, wall: 2 },
      life: { A: 20, B: 20, C: 20 },
    });
  });

  it('509.2 / 509.3 (2023-11): in multiplayer the active player orders blockers first, then each blocker\'s controller orders its attackers', () => {
    const g = createGame(
      '2023-11',
      [
        ...vanilla('A', { ogre: '4/4', cat: '1/1', dog: '1/1' }),
        ...vanilla('B', { elk: '2/2', ox: '2/2' }),
        creature('giant', 'C', 3, 5, [], { blockLimit: 2 }),
      ],
      { players: THREE },
    ).toBlocks({ ogre: 'B', cat: 'C', dog: 'C' });
    g.block({ elk: 'ogre', ox: 'ogre' });
    g.do(declareBlockers('C', { giant: ['cat', 'dog'] }));
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderBlockers', player: 'A', attacker: 'ogre', rule: { id: '509.2', edition: '2023-11' } });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderAttackers', player: 'C', blocker: 'giant', rule: { id: '509.3', edition: '2023-11' } });
    expect(g.refuse({ type: 'orderAttackers', by: 'B', blocker: 'giant', order: ['dog', 'cat'] }).code).toBe('notDefendingPlayer');
    g.do({ type: 'orderAttackers', by: 'C', blocker: 'giant', order: ['dog', 'cat'] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '509.4', edition: '2023-11' } });
  });
  it('310.8c / 802.4: only the protector of an attacked battle declares blocks for it, and only their creatures may block', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), battle('siege', 'A', 5, 'C'), creature('elk', 'B', 2, 2), creature('ox', 'C', 2, 2)], {
      players: THREE,
    }).toBlocks({ ogre: 'siege' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'C', attackers: ['ogre'] });
    g.block({ ox: 'ogre' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
    expect(g.summary().blocking).toEqual({ ox: ['ogre'] });
  });

  it('508.1c / 802.3a: a creature that "can\'t attack alone" may attack one player while another creature attacks another player', () => {
    const g = createGame('2023-11', [creature('squire', 'A', 1, 1, ["can't attack alone"]), creature('bear', 'A', 2, 2)], { players: THREE }).advance();
    expect(g.refuse(declareAttackers('A', { squire: 'C' }))).toMatchObject({ code: 'attackAlone', rule: { id: '508.1c' } });
    g.attack({ squire: 'C', bear: 'B' });
    expect(g.summary().attacking).toEqual({ squire: 'C', bear: 'B' });
  });
});

describe('800.4 leaving a multiplayer game', () => {
  it('800.4a: a player who loses a three-player game leaves it with what they own; what they controlled of others goes back; the game goes on', () => {
    const g = createGame(
      '2024-11',
      [
        creature('ogre', 'A', 3, 3),
        creature('elk', 'B', 2, 2, [], { tapped: true }),
        planeswalker('jace', 'B', 3),
        creature('loan', 'A', 1, 1, [], { owner: 'B' }),
        creature('stolen', 'B', 2, 2, [], { owner: 'C', tapped: true }),
      ],
      { players: THREE, life: { B: 3 } },
    ).toBlocks({ ogre: 'B' });
    g.toDamage({});
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.5a' } })]);
    expect(g.events('playerLeft')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '800.4a' } })]);
    expect(g.events('leftGame').map((e) => e.id)).toEqual(['elk', 'jace', 'loan']);
    expect(g.state.objects.stolen?.controller).toBe('C');
    expect(g.summary()).toMatchObject({ losers: ['B'], left: ['elk', 'jace', 'loan'], battlefield: ['ogre', 'stolen'], draw: false });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });

  it('800.4e: a creature attacking a player who has left the game deals no combat damage', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2)], { players: THREE, life: { B: 5 } }).advance();
    g.attack({ ogre: 'B', bear: 'C' });
    g.cast('A', { kind: 'damage', target: 'B', amount: 5 }, 'Lava Axe').advance();
    expect(g.events('playerLeft').map((e) => e.player)).toEqual(['B']);
    g.advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'C' });
    g.block({});
    g.advance();
    expect(g.events('noCombatDamage')).toEqual([expect.objectContaining({ id: 'ogre', rule: { game: 'mtg', id: '800.4e' } })]);
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { A: 20, B: 0, C: 18 } });
  });

  it('508.1b / 800.4a: a player who has left the game can no longer be attacked', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)], { players: THREE, life: { B: 0 } });
    expect(g.events('playerLeft').map((e) => e.player)).toEqual(['B']);
    expect(g.summary().left).toEqual(['elk']);
    g.advance();
    expect(g.refuse(declareAttackers('A', { ogre: 'B' }))).toMatchObject({ code: 'illegalAttackTarget', rule: { id: '508.1b' } });
  });

  it('104.4a: if every player still in a three-player game loses at once, the game is a draw', () => {
    const g = createGame('2023-11', [], { players: THREE, life: { A: 2, B: 2, C: 2 } });
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'A', amount: 2 }, { target: 'B', amount: 2 }, { target: 'C', amount: 2 }] }, 'Earthquake').advance();
    expect(g.summary()).toMatchObject({ losers: ['A', 'B', 'C'], draw: true });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', draw: true, rule: { id: '104.4a' } });
    expect(g.events('gameDrawn')).toHaveLength(1);
  });

  it('104.4a: when two of three players lose at once the third is left and the game is over, not drawn', () => {
    const g = createGame('2024-11', [], { players: THREE, life: { B: 2, C: 2 } });
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'B', amount: 2 }, { target: 'C', amount: 3 }] }).advance();
    expect(g.summary()).toMatchObject({ losers: ['B', 'C'], draw: false, life: { A: 20 } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', draw: false, losers: ['B', 'C'], rule: { id: '704.5a' } });
    expect(g.events('gameDrawn')).toEqual([]);
  });

  it('104.4a: a player who left earlier does not stop the two still in the game from drawing', () => {
    const g = createGame('2024-11', [], { players: THREE, life: { A: 1, B: 0, C: 1 } });
    expect(g.events('playerLeft').map((e) => e.player)).toEqual(['B']);
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'A', amount: 1 }, { target: 'C', amount: 1 }] }).advance();
    expect(g.summary()).toMatchObject({ draw: true });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', draw: true, losers: ['A', 'C'], rule: { id: '104.4a' } });
  });
  it('800.4a: the spells of a player who leaves cease to exist', () => {
    const g = createGame('2024-11', [], { players: THREE, life: { B: 5 } });
    g.pass();
    g.cast('B', { kind: 'damage', target: 'C', amount: 3 }, 'Shock');
    g.pass().pass();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
    g.cast('A', { kind: 'damage', target: 'B', amount: 5 }, 'Lava Axe').advance();
    expect(g.events('playerLeft').map((e) => e.player)).toEqual(['B']);
    expect(g.summary()).toMatchObject({ stack: [], life: { C: 20 } });
    g.advance();
    expect(g.events('spellResolved').map((e) => e.name)).toEqual(['Lava Axe']);
    expect(g.summary().life.C).toBe(20);
  });

  it('800.4e: a trampler whose blockers left the game with the player it attacks assigns no combat damage', () => {
    const g = createGame('2024-11', [creature('wurm', 'A', 5, 5, ['trample']), creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)], {
      players: THREE,
      life: { B: 3 },
    }).toBlocks({ wurm: 'B', bear: 'C' });
    g.block({ elk: 'wurm' });
    g.block({});
    g.cast('A', { kind: 'damage', target: 'B', amount: 3 }).advance();
    expect(g.summary()).toMatchObject({ losers: ['B'], left: ['elk'] });
    g.advance();
    expect(g.events('damageAssigned').map((e) => [e.source, e.target])).toEqual([['bear', 'C']]);
    expect(g.events('noCombatDamage')).toEqual([expect.objectContaining({ id: 'wurm', rule: { game: 'mtg', id: '800.4e' } })]);
    expect(g.summary().life).toMatchObject({ B: 0, C: 18 });
  });

  it('104.4a / 704.3: two players both set up at 0 life lose at once before the first decision: a draw', () => {
    const g = createGame('2023-11', [], { life: { A: 0, B: -2 } });
    expect(g.summary()).toMatchObject({ losers: ['A', 'B'], draw: true });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', draw: true, rule: { id: '104.4a' } });
  });
  it('800.4a / 506.4: an attacker owned by the player who leaves leaves the game with them, out of combat', () => {
    const g = createGame('2024-11', [creature('loan', 'A', 4, 4, [], { owner: 'B' }), creature('bear', 'A', 2, 2)], { players: THREE, life: { B: 2 } }).advance();
    g.attack({ loan: 'C', bear: 'C' });
    g.cast('A', { kind: 'damage', target: 'B', amount: 2 }).advance();
    expect(g.events('leftGame').map((e) => e.id)).toEqual(['loan']);
    expect(g.summary()).toMatchObject({ attacking: { bear: 'C' }, left: ['loan'] });
    g.advance();
    g.block({});
    g.advance();
    expect(g.summary().life).toMatchObject({ C: 18 });
  });
});

describe('903 commander damage', () => {
  it('903.10a / 704.6c: a player dealt 21 combat damage by one commander loses, however much life is left', () => {
    const g = createGame('2024-11', [creature('cmdr', 'A', 3, 3, [], { commander: true })], { life: { B: 40 }, commanderDamage: { B: { cmdr: 18 } } });
    g.toBlocks({ cmdr: 'B' }).toDamage({});
    expect(g.events('commanderDamage')).toEqual([expect.objectContaining({ player: 'B', commander: 'cmdr', total: 21, rule: { game: 'mtg', id: '903.10a' } })]);
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.6c' } })]);
    expect(g.summary()).toMatchObject({ life: { B: 37 }, losers: ['B'], commanderDamage: { B: { cmdr: 21 } } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', losers: ['B'], rule: { id: '704.6c' } });
  });

  it('903.10a: damage from different commanders is counted separately', () => {
    const g = createGame('2023-11', [creature('c1', 'A', 5, 5, [], { commander: true }), creature('c2', 'A', 2, 2, [], { commander: true })], {
      life: { B: 40 },
      commanderDamage: { B: { c1: 11, c2: 8 } },
    });
    g.toBlocks({ c1: 'B', c2: 'B' }).toDamage({});
    expect(g.summary()).toMatchObject({ life: { B: 33 }, losers: [], commanderDamage: { B: { c1: 16, c2: 10 } } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority' });
  });

  it('903.10a: noncombat damage from a commander is not commander damage', () => {
    const g = createGame('2024-11', [creature('cmdr', 'A', 3, 3, [], { commander: true })], { life: { B: 40 }, commanderDamage: { B: { cmdr: 18 } } });
    g.cast('A', { kind: 'damage', target: 'B', amount: 5, source: 'cmdr' }, 'Fling').advance();
    expect(g.events('commanderDamage')).toEqual([]);
    expect(g.summary()).toMatchObject({ life: { B: 35 }, losers: [], commanderDamage: { B: { cmdr: 18 } } });
  });

  it('704.6c / 800.4a: in a four-player game the player killed by commander damage leaves and the others play on', () => {
    const g = createGame('2024-11', [creature('cmdr', 'A', 7, 7, [], { commander: true }), creature('elk', 'C', 2, 2)], {
      players: FOUR,
      life: { A: 40, B: 40, C: 40, D: 40 },
      commanderDamage: { C: { cmdr: 14 } },
    });
    g.toBlocks({ cmdr: 'C' }).toDamage({});
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'C', rule: { game: 'mtg', id: '704.6c' } })]);
    expect(g.events('playerLeft').map((e) => e.player)).toEqual(['C']);
    expect(g.summary()).toMatchObject({ life: { C: 33 }, losers: ['C'], left: ['elk'], commanderDamage: { C: { cmdr: 21 } } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });
});
