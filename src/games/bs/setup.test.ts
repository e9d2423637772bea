/**
 * The Battle Spirits set-up description: its boards and cards load and start where the rules
 * say, every effect it describes loads on every card that may carry one, a card's type brings
 * its fields, and the soul core follows its card.
 */
import { describe, expect, it } from 'vitest';
import { removeCard, renameCard, setPlayer, updateCard } from '../../engine/setupDraft.ts';
import { cardOf, effectOf, withCardType } from '../../engine/setupSpec.ts';
import { byId, everyPresetTwice, loadedState, loads } from '../../testing/setups.ts';
import { bs } from './index.ts';
import { BS_BOARDS, BS_CARDS, BS_SETUP, newSetup, setupDomains, tidySetup, type BsCardSetup, type BsSetup } from './setup.ts';

const cards = (s: BsSetup) => s.cards ?? [];
const card = (s: BsSetup, id: string): BsCardSetup => byId(s.cards, id);

describe('Battle Spirits set-up description', () => {
  it.each(Object.entries(BS_BOARDS))('the %s board loads and asks A to declare an attack', (_, board) => {
    expect(bs.prompt(loadedState(bs, board))).toMatchObject({ kind: 'bs.attack', player: 'A' });
  });

  it('every card preset, twice, loads with fresh ids; the flash magic is the defender\'s and raises one of their spirits', () => {
    const setup = everyPresetTwice(bs, BS_SETUP, newSetup() as BsSetup, BS_CARDS);
    expect(cards(setup)).toHaveLength(6);
    expect(cards(setup).find((c) => c.type === 'magic')).toMatchObject({ owner: 'B', flash: { kind: 'bp', target: 'spirit2' } });
  });

  it('every effect kind at its starting values loads on attack, on block and as a flash', () => {
    const base = BS_BOARDS.twoBattles;
    const domains = setupDomains(base);
    for (const kind of Object.keys(BS_SETUP.effects)) {
      const withEffect = (setup: BsSetup, id: string, slot: string): BsSetup => {
        return updateCard(BS_SETUP, setup, id, { ...card(setup, id), [slot]: effectOf(BS_SETUP.effects, kind, domains) });
      };
      const setup = withEffect(withEffect(withEffect(base, 'drake', 'onAttack'), 'wolf', 'onBlock'), 'surge', 'flash');
      expect(loads(bs, setup), kind).toBe('ok');
    }
  });

  it('the set-up editor and the flash prompt start an effect alike: BP +1000 for the battle, symbols +1, life -1', () => {
    const domains = setupDomains(BS_BOARDS.twoBattles);
    expect(effectOf(BS_SETUP.effects, 'bp', domains)).toEqual({ kind: 'bp', target: 'drake', amount: 1000, until: 'battle' });
    const loaded = bs.load({ rules: 'current', setup: BS_BOARDS.twoBattles, actions: [{ type: 'attack', by: 'A', attacker: 'drake' }] });
    if (!loaded.ok) throw new Error('preset');
    const attacked = bs.apply(loaded.value.state, loaded.value.actions[0] as Parameters<typeof bs.apply>[1]);
    if (!attacked.ok) throw new Error('attack');
    const flash = bs.prompt(attacked.value.state);
    if (flash.kind !== 'bs.flash') throw new Error(`expected a flash timing, got ${flash.kind}`);
    const bp = flash.effects.find((e) => e.kind === 'bp');
    expect(bp?.fields).toContainEqual({ name: 'amount', type: 'number', min: -99_000, max: 99_000, initial: 1000 });
  });

  it('changing an effect\'s kind keeps its target and duration, and an amount only within the same kind', () => {
    const domains = setupDomains(BS_BOARDS.twoBattles);
    const prev = { kind: 'bp', target: 'wolf', amount: 3000, until: 'turn' };
    expect(effectOf(BS_SETUP.effects, 'symbols', domains, prev)).toEqual({ kind: 'symbols', target: 'wolf', amount: 1, until: 'turn' });
    expect(effectOf(BS_SETUP.effects, 'destroy', domains, prev)).toEqual({ kind: 'destroy', target: 'wolf' });
    expect(effectOf(BS_SETUP.effects, 'life', domains, prev)).toEqual({ kind: 'life', player: 'A', amount: -1 });
    expect(effectOf(BS_SETUP.effects, 'endBattle', domains, prev)).toEqual({ kind: 'endBattle' });
  });

  it('a card\'s type brings its fields: magic loses BP and keywords and gets a cost, a spirit the reverse', () => {
    const magic = withCardType(BS_SETUP, card(BS_BOARDS.confront, 'rhino'), 'magic');
    expect(magic).toMatchObject({ type: 'magic', cost: 0 });
    expect(magic['bp']).toBeUndefined();
    expect(magic['keywords']).toBeUndefined();
    const back = withCardType(BS_SETUP, magic, 'spirit');
    expect(back).toMatchObject({ type: 'spirit', bp: 3000, symbols: 1, cores: 1, exhausted: false, keywords: [] });
    expect(back['cost']).toBeUndefined();
    expect(cardOf(BS_SETUP, 'nexus', { id: 'n', owner: 'A', zone: 'field' })).toEqual({ id: 'n', owner: 'A', zone: 'field', type: 'nexus', symbols: 1 });
  });

  it('the soul core follows its card: renamed, it follows; removed or moved off the field, it is no longer tracked', () => {
    let setup = BS_BOARDS.twoBattles;
    expect(setupDomains(setup)('soulCore', 'A')).toEqual(['life', 'reserve', 'trash', 'drake', 'knight']);
    setup = renameCard(BS_SETUP, setup, 'drake', 'dragon');
    expect(setup.players[0]?.soulCore).toBe('dragon');
    setup = tidySetup(removeCard(BS_SETUP, setup, 'dragon'));
    expect(setup.players[0]?.soulCore).toBeUndefined();
    setup = setPlayer(setup, 'A', 'soulCore', 'knight');
    setup = tidySetup(updateCard(BS_SETUP, setup, 'knight', { ...card(setup, 'knight'), zone: 'hand' }));
    expect(setup.players[0]?.soulCore).toBeUndefined();
    expect(tidySetup(setPlayer(setup, 'B', 'soulCore', 'trash')).players[1]?.soulCore).toBe('trash');
  });
});
