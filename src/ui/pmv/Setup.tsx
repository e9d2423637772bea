/**
 * Phantom Magic Vision board set-up, drawn from the game's set-up description
 * (src/games/pmv/setup.ts): each player's life, deck and node area, the cards with the fields
 * their type brings (攻撃力／耐久力, graze, 種族, 戦術, sleep, damage, protection from 決死,
 * 必要ノード and cost, a command's effect). Drawn here: the fields that mean something only in
 * some zones (sleep and damage on the field, 必要ノード and cost in the hand), a type or zone
 * change that keeps the card in the file's shape, 種族 as typed words, a card's line in the list.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withField } from '../../engine/setupDraft.ts';
import type { SetupObject } from '../../engine/setupSpec.ts';
import { fieldApplies, newSetup, parseRaces, PMV_BOARDS, PMV_CARDS, PMV_SETUP, setupDomains, withType, withZone, zonesFor, type PmvSetup } from '../../games/pmv/index.ts';
import { DescribedSetup } from '../components/DescribedSetup.tsx';
import { Glossary } from '../components/Glossary.tsx';
import { FieldControl, setupKeys, type FieldContext } from '../components/SetupFields.tsx';
import { clipName, MAX_NAME_LENGTH } from '../components/setupDraft.ts';
import { TextField, useSetupName } from '../components/SetupParts.tsx';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
import { tacticsText } from './FieldView.tsx';
import { effectTerm } from './format.ts';

const NS = ['common', 'pmv'] as const;
const TABLE = { ...PMV_SETUP.card, ...PMV_SETUP.fields };

type OwnProps = { readonly card: SetupObject; readonly draft: PmvSetup; readonly put: (card: SetupObject) => void; readonly ctx: FieldContext };

/**
 * A described field drawn only where the card has a use for it (fieldApplies), changed through
 * `edit` where a change reshapes the card, with the options `options` leaves it.
 */
const shown = (name: keyof typeof TABLE, edit?: (card: SetupObject, value: string, draft: PmvSetup) => SetupObject, options?: (card: SetupObject) => readonly string[]) =>
  function Shown({ card, draft, put, ctx }: OwnProps) {
    if (!fieldApplies(card, name)) return null;
    const spec = TABLE[name];
    const narrowed = options && spec.type === 'term' ? { ...spec, options: options(card) } : spec;
    const set = (value: unknown) => put(edit ? edit(card, String(value), draft) : withField(card, name, value));
    return <FieldControl name={name} spec={narrowed} value={card[name]} onChange={set} ctx={ctx} testId={`card-${name}`} />;
  };

/** 種族 of a card, several separated by 、: a few names' worth. */
const MAX_RACES_LENGTH = 3 * MAX_NAME_LENGTH;

/** 種族 are the card's own words, typed freely: the text is kept as typed, the list as split. */
const Races = ({ card, put }: OwnProps) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState((Array.isArray(card['races']) ? (card['races'] as string[]) : []).join('、'));
  return (
    <TextField
      id={`${id}-races`}
      label={tx(t, setupKeys('pmv').card('races'))}
      className="col-span-2"
      value={text}
      maxLength={MAX_RACES_LENGTH}
      placeholder={t('pmv:ui.setup.racesHint')}
      onChange={(e) => {
        const typed = clipName(e.target.value, MAX_RACES_LENGTH);
        setText(typed);
        put({ ...card, races: parseRaces(typed) });
      }}
    />
  );
};

const Zone = shown('zone', withZone, (card) => zonesFor(card['type']));
const Graze = shown('graze');
const Damage = shown('damage');

const CARD_FIELDS = {
  type: shown('type', (card, type, draft) => withType(card, type, setupDomains(draft))),
  // A row of its own, so that 攻撃力 and 耐久力 (or 必要ノード and cost) sit side by side under it.
  zone: (props: OwnProps) => (
    <div className="col-span-2">
      <Zone {...props} />
    </div>
  ),
  // The damage on a character beside its graze: the description lists it later, among the field-only states.
  graze: (props: OwnProps) => (
    <>
      <Graze {...props} />
      <Damage {...props} />
    </>
  ),
  damage: () => null,
  races: Races,
  sleep: shown('sleep'),
  node: shown('node'),
  cost: shown('cost'),
};

/** A card's line: its type, 攻撃力／耐久力 and 戦術, then owner, zone, sleep, damage and what playing it needs. */
const Summary = ({ card }: { card: SetupObject }) => {
  const { t } = useTranslation(NS);
  const type = String(card['type']);
  const character = type === 'character';
  const tactics = Array.isArray(card['tactics']) ? (card['tactics'] as string[]) : [];
  const number = (name: string) => (typeof card[name] === 'number' ? (card[name] as number) : 0);
  const facts = [
    t('playerName', { id: String(card['owner']) }),
    tx(t, `pmv:zone.${String(card['zone'])}`, { defaultValue: String(card['zone']) }),
    ...(card['sleep'] === true ? [t('pmv:ui.card.sleep')] : []),
    ...(number('damage') > 0 ? [t('pmv:ui.card.damage', { n: number('damage') })] : []),
    ...(fieldApplies(card, 'node') ? [t('pmv:ui.hand.needs', { node: number('node'), cost: number('cost') })] : []),
  ];
  return (
    <>
      <span className="muted">{tx(t, `pmv:type.${type}`, { defaultValue: type })}</span>
      {character ? <span className="text-sm tabular-nums">{t('pmv:ui.fighter.stats', { attack: String(card['attack'] ?? '–'), toughness: String(card['toughness'] ?? '–') })}</span> : null}
      {character && tactics.length > 0 ? <span className="text-sm">{tacticsText(t, tactics)}</span> : null}
      <span className="muted">{facts.join(' · ')}</span>
    </>
  );
};

/** A command's effect in words. */
const Effect = ({ card, draft }: { card: SetupObject; draft: PmvSetup }) => {
  const { t } = useTranslation(NS);
  const termText = useTermText('pmv', useSetupName({ players: draft.players, cards: draft.cards ?? [] }));
  const effect = card['effect'] as ({ readonly kind: string } & SetupObject) | undefined;
  if (effect === undefined) return null;
  return (
    <p className="mt-1 text-xs text-slate-800">
      <span className="font-semibold">{tx(t, setupKeys('pmv').card('effect', TABLE.effect))}</span>: {termText(effectTerm(effect))}
    </p>
  );
};

const PmvSetupScreen = () => (
  <DescribedSetup<PmvSetup>
    game="pmv"
    spec={PMV_SETUP}
    fresh={newSetup as () => PmvSetup}
    boards={PMV_BOARDS}
    cards={PMV_CARDS}
    cardColumns="grid-cols-2 sm:grid-cols-4"
    domains={setupDomains}
    // Side by side even on a phone: the two players' counts are compared more than they are read.
    playerGrid="grid grid-cols-2 gap-2"
    cardFields={CARD_FIELDS}
    Summary={Summary}
    Details={Effect}
    after={<Glossary game="pmv" />}
  />
);

export default PmvSetupScreen;
