/**
 * The themes a puzzle may name, per game: the rules judges and players get wrong. Each has words
 * in both languages (`practice:theme.<game>.<id>`); a puzzle naming any other is refused.
 */
import type { GameId } from '../engine/types.ts';

export const THEMES = {
  mtg: [
    'trample', 'deathtouch', 'first-strike', 'double-strike', 'multi-block', 'damage-order', 'menace', 'protection',
    'commander-damage', 'flying', 'lifelink', 'infect-toxic', 'planeswalker', 'battle', 'multiplayer', 'block-requirements',
    'indestructible', 'state-based-actions', 'evasion', 'attack-restrictions',
  ],
  fab: [
    'defense-reaction', 'dominate', 'overpower', 'go-again', 'arsenal', 'blade-break', 'battleworn', 'temper',
    'arcane', 'ward', 'piercing', 'phantasm', 'spectra', 'ally', 'weapon', 'pitch', 'chain-close', 'damage',
  ],
  bs: ['flash-timing', 'bp-tie', 'confront', 'blessed', 'soul-core', 'life-cores', 'block-choice', 'exhaust', 'several-attacks', 'cores', 'destroy'],
  pmv: ['interference', 'first-strike', 'piercing', 'stealth', 'ambush', 'haste', 'kesshi', 'graze', 'defence', 'sleep', 'nodes', 'damage'],
} as const satisfies Readonly<Record<GameId, readonly string[]>>;

export const themesOf = (game: GameId): readonly string[] => THEMES[game];
