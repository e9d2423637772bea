/**
 * Every message a scenario load can give, in one catalogue: a code and an English template with
 * `{name}` placeholders. Loaders write `problem('noPlayer', { id })`; the English text goes into
 * the ScenarioError (the runner's --json output and the tools reading it stay in English), and
 * the text layer reads the same text back into the code and its values to show it in the judge's
 * language (locale key `problem.<code>`). One table means a message cannot exist in one language
 * only: src/text/problems.test.ts checks every code has both locale keys.
 *
 * Values named `what` are a noun from PROBLEM_TERMS (a field's kind: "keyword", "zone", ...), which
 * the text layer translates too; every other value is the file's own text (an id, a field name,
 * the allowed tokens), shown as written.
 */

export const PROBLEMS = {
  // The shape of the file: fields and their types.
  unknownFieldNear: 'unknown field; did you mean "{suggestion}"?',
  unknownField: 'unknown field (allowed here: {allowed})',
  required: 'required field "{field}" is missing',
  expectedNumber: 'expected a number, received {received}',
  expectedWhole: 'expected a whole number, received {received}',
  expectedText: 'expected text, received {received}',
  expectedBoolean: 'expected true or false, received {received}',
  expectedList: 'expected a list, received {received}',
  expectedObject: 'expected an object ({ ... }), received {received}',
  expectedValue: 'expected {expected}, received {received}',
  unknownValueNear: 'unknown {what} {value}; did you mean "{suggestion}"? (allowed: {allowed})',
  unknownValue: 'unknown {what} {value} (allowed: {allowed})',
  missingKind: 'required field "{field}" is missing (allowed: {allowed})',
  kindMisspelt: 'required field "{field}" is missing; is "{found}" meant to be "{field}"? (allowed: {allowed})',
  atLeast: 'must be at least {min}, received {received}',
  atMost: 'must be at most {max}, received {received}',
  notFinite: 'must be a finite number, received {received}',
  // Ids.
  emptyId: 'an id must not be empty',
  idSpaces: 'an id must not begin or end with a space, received {received}',
  idTooLong: 'an id has at most {max} characters, received {length}',
  textTooLong: 'at most {max} characters, received {length}',
  duplicateId: 'duplicate id "{id}"',
  duplicatePlayer: 'duplicate player "{id}"',
  idIsPlayer: 'the id "{id}" is already a player\'s: a card needs its own id',
  // References.
  noPlayer: 'no player "{id}"',
  noCard: 'no card "{id}"',
  noPlayerOrCard: 'no player or card "{id}"',
  noPermanent: 'no permanent "{id}"',
  noPlayerOrPermanent: 'no player or permanent "{id}"',
  noCommander: 'no commander "{id}" (a permanent with "commander": true)',
  // Counts of things.
  playersAtLeast: 'a combat needs at least {min} players',
  playersAtMost: 'a combat has at most {max} players',
  playersExactly: 'a combat here has exactly {n} players',
  needsAType: 'a permanent needs at least one type',
  needsATarget: 'name at least one target',
  // The envelope, JSON and links.
  notScenario: 'expected a scenario (a JSON object with format, game, rules, setup, actions), received {received}',
  jsonAt: 'not valid JSON at line {line}, column {column} (position {position}): expected {expected}, found {found}',
  json: 'not valid JSON: {detail}',
  unknownEdition: 'unknown rules edition "{value}" (allowed: {allowed})',
  noModule: 'no rules module for "{game}" yet (available: {allowed})',
  moduleFailed: 'the "{game}" rules module failed to load: {detail}',
  gameUnavailable: '"{game}" is not available',
  loaderFailed: 'the {game} module failed on this file: {detail}',
  cannotRead: 'cannot read the file: {detail}',
  shareEmpty: 'the share link is empty',
  shareUnreadable: 'not a share link: the text could not be decompressed',
  shareDamaged: 'the share link is damaged or incomplete: it does not hold a scenario',
  // Puzzles (docs/puzzle-format.md).
  notPuzzle: 'expected a puzzle (a JSON object with format, id, game, rules, setup, leadIn, question, answer, ...), received {received}',
  emptyText: 'must not be empty',
  puzzleId: 'an id of small letters, digits and single hyphens, received {received}',
  idNotFile: 'the id must be the file name without .json ("{file}")',
  leadInRefused: 'refused under {rule} ({code}): {message}',
  notAsked: 'the lead-in stops at {kind} for {actual}, not at a decision of {player}',
  wrongAnswer: "not the solver's answer: the engine gives {expected}",
  everyAnswerOk: 'every legal answer ({count}) is accepted: there is nothing to find',
  noAnswerOk: 'no legal answer reaches the goal ({goal})',
  searchTooLarge: 'the search is too large (over {positions} positions): make the position smaller',
  unfinishedLine: 'the play-out of {action} does not reach the end of combat (it stops at {stop})',
  notLegalAnswer: 'not a legal answer here: {message} ({rule})',
  noSuchRule: 'no rule "{id}" with words in both languages among the rules {game} cites',
  temptingIsRight: 'the tempting option {action} is an accepted answer',
  answerLegalRule: 'a legal action has no rule that forbids it: leave "rule" out',
  answerIllegalRule: 'name the rule that forbids it in "rule"',
  predictMismatch: "the engine's outcome has {actual} here",
  whatIfNoDecision: 'no decision to answer here: {kind}',
  questionAction: 'a {kind} question names the action it asks about in "action"',
  // MTG.
  creatureNeedsPower: 'a creature needs a power',
  creatureNeedsToughness: 'a creature needs a toughness',
  planeswalkerNeedsLoyalty: 'a planeswalker needs a loyalty',
  battleNeedsDefense: 'a battle needs a defense',
  // FaB.
  unknownFabKeyword: 'unknown keyword "{word}" (write it with its number: "{word} 1")',
  unknownKeyword: 'unknown keyword "{word}"',
  weaponZone: 'only a weapon can start in the weapon zone',
  equipmentZone: 'only equipment can start in the equipment zone',
  allyNeedsLife: 'an ally needs its life',
  lifeOnlyAlly: 'only an ally has a life total of its own',
  attackLimitOnly: 'only weapons and allies have an attack limit',
  asInstantOnlyAction: 'only an action card can be played as though it were an instant',
  arsenalFull: '{id}\'s arsenal already holds a card (it holds one)',
  // Battle Spirits.
  bsStartsWithLife: 'a player starts with at least 1 life core (at 0 they have already lost)',
  needsBp: 'a {what} needs its BP',
  needsCores: 'a {what} on the field needs its cores',
  coresOnlyOnField: 'only a card on the field holds cores',
  flashOnlyMagic: 'only a magic card has a flash effect here',
  onlyFightersAttack: 'only a spirit or an ultimate attacks or blocks',
  soulCoreNone: 'the soul core is one of the cores in {place}, but {place} holds none',
  soulCorePlace: 'no card "{id}" (allowed: life, reserve, trash or a card of {player} on the field)',
  soulCoreNotOnField: '"{id}" is not a card of {player} on the field',
  soulCoreNoCores: '"{id}" holds no cores, so it cannot hold the soul core',
  flashCardOrEffect: 'a flash names either a "card" in hand or an "effect", not both or neither',
  // Phantom Magic Vision.
  characterNeedsAttack: 'a character needs its attack (攻撃力)',
  characterNeedsToughness: 'a character needs its toughness (耐久力)',
  commandNeedsEffect: 'a command in hand needs its effect',
  effectOnlyCommand: 'only a command has an effect here',
  damageOnlyOnField: 'only a card on the field has damage',
  sleepOnlyOnField: 'only a card on the field is sleeping',
  commandNotOnField: 'a command is never on the field',
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

/** The nouns a `{what}` value may be; the text layer translates each (`problem.term.<noun>`). */
export const PROBLEM_TERMS = [
  'keyword',
  'zone',
  'card type',
  'permanent type',
  'colour',
  'quality',
  'duration',
  'trigger',
  'tactic',
  'prevention keyword',
  'keyword to grant',
  'action type',
  'effect kind',
  'game',
  'value',
  'spirit',
  'ultimate',
  'question kind',
  'hint kind',
  'source kind',
  'theme',
  'criterion',
] as const;
export type ProblemTerm = (typeof PROBLEM_TERMS)[number];

type Values = Readonly<Record<string, string | number>>;

/** The English message for a code: `problem('noPlayer', { id: 'C' })` -> `no player "C"`. */
export const problem = (code: ProblemCode, values: Values = {}): string =>
  PROBLEMS[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A list of allowed tokens as a message writes it: `pass, advance, attack`. */
export const listOf = (values: readonly string[]): string => values.join(', ');

/** Edits (insert, delete, replace) between two words; written here because the engine imports no package. */
const editDistance = (a: string, b: string): number => {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
};

/**
 * The known word closest to a misspelt one, or null if none is close: the same word in other
 * case or with stray spaces, or one at most a third of its letters away (`keywrods` -> `keywords`).
 */
export const nearest = (word: string, known: readonly string[]): string | null => {
  const bare = word.trim().toLowerCase();
  const same = known.find((k) => k.toLowerCase() === bare);
  if (same !== undefined) return same;
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(bare.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(bare, k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
};
