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
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <RuleBadge rule={line.rule} />
      <span>{text(line)}</span>
    </span>
  );
};
