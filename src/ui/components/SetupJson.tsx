/**
 * Every set-up screen's "edit as JSON" panel: shows the board as JSON and applies an edited text
 * through the game's own reader. A text that does not parse is named and kept, so nothing typed
 * is lost; the board stays as it was.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a text stops being JSON, as line and column (1-based), from the parser's position; null
 * when the parser does not say. The parser's own sentence is English: only the place is shown.
 */
export const jsonErrorPlace = (text: string, error: unknown): { line: number; column: number } | null => {
  const message = error instanceof Error ? error.message : String(error);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const at = /position (\d+)/.exec(message);
  if (at) {
    const before = text.slice(0, Number(at[1])).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
  return /end of JSON input|Unterminated/.test(message) ? { line: text.split('\n').length, column: (text.split('\n').at(-1)?.length ?? 0) + 1 } : null;
};

export const SetupJson = <S,>({ setup, read, onChange }: { setup: S; read: (raw: unknown) => S; onChange: (next: S) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ line: number; column: number } | { token: string } | 'unplaced' | null>(null);
  const apply = () => {
    try {
      onChange(read(JSON.parse(text)));
      setProblem(null);
    } catch (e) {
      const token = /Unexpected token '?(.)/.exec(e instanceof Error ? e.message : '')?.[1];
      setProblem(jsonErrorPlace(text, e) ?? (token === undefined ? 'unplaced' : { token }));
    }
  };
  return (
    <section className="card">
      <button
        type="button"
        className="btn w-full"
        aria-expanded={open}
        onClick={() => {
          setText(JSON.stringify(setup, null, 2));
          setOpen(!open);
        }}
      >
        {t('setup.json')}
      </button>
      {open ? (
        <div className="mt-2 flex flex-col gap-2">
          <label htmlFor={id} className="sr-only">
            {t('setup.json')}
          </label>
          <textarea id={id} className="field h-64 font-mono text-xs" value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} aria-invalid={problem !== null} />
          {problem === null ? null : (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t('setup.jsonInvalid')} {problem === 'unplaced' ? null : 'token' in problem ? t('setup.jsonToken', problem) : t('setup.jsonPlace', problem)}
            </p>
          )}
          <button type="button" className="btn" onClick={apply}>
            {t('setup.jsonApply')}
          </button>
        </div>
      ) : null}
    </section>
  );
};
