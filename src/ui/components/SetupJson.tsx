/**
 * Every set-up screen's "edit as JSON" panel: shows the board as JSON and applies an edited text
 * through the game's own reader. A text that does not parse is named and kept, so nothing typed
 * is lost; the board stays as it was.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SetupJson = <S,>({ setup, read, onChange }: { setup: S; read: (raw: unknown) => S; onChange: (next: S) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    try {
      onChange(read(JSON.parse(text)));
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
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
              {t('setup.jsonInvalid')} {problem}
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
