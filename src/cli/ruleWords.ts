/**
 * Whether a rule has its words (title and summary) in both languages, read from the locale files:
 * the puzzle check's view of the locales in Node.
 */
import { readLocale, type Namespaces } from '../text/node-i18n.ts';

const has = (ns: Namespaces, game: string, id: string, edition: string): boolean => {
  const words = ns[game] ?? {};
  return [id, `${id}@${edition}`].some((k) => typeof words[`rule.${k}.title`] === 'string' && typeof words[`rule.${k}.summary`] === 'string');
};

export const localeRuleWords = (): ((game: string, id: string, edition: string) => boolean) => {
  const en = readLocale('en');
  const ja = readLocale('ja');
  return (game, id, edition) => has(en, game, id, edition) && has(ja, game, id, edition);
};
