/** One described line (event, prompt or error) in the current language, with its rule badge. */
import { useTranslation } from 'react-i18next';
import type { Line } from '../../text/describe.ts';
import { lineText, type Translate } from '../../text/render.ts';
import { RuleBadge } from './Rule.tsx';

export const useLineText = (): ((line: Line) => string) => {
  const { t } = useTranslation();
  return (line) => lineText(t as unknown as Translate, line);
};

export const LineView = ({ line }: { line: Line }) => {
  const text = useLineText();
  return (
    // The words wrap beside their badge, never under it: a narrow phone keeps the badges in one column.
    <span className="inline-flex max-w-full items-baseline gap-x-2">
      <RuleBadge rule={line.rule} />
      <span className="min-w-0 break-words">{text(line)}</span>
    </span>
  );
};
