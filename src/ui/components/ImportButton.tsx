/** Opens a scenario file (.json): in the session menu and on the start screen. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setNotice } from '../../store/session.ts';
import { useSessionStore } from '../session.tsx';
import { importScenarioText } from '../sessionIo.ts';

export const ImportButton = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const id = useId();
  return (
    <label htmlFor={id} className="btn cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
      {t('menu.import')}
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        data-testid="import-file"
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = ''; // the same file can be chosen again after a fix
          if (!file) return;
          try {
            await importScenarioText(store, await file.text());
          } catch (err) {
            setNotice(store, { tone: 'error', key: 'notice.importFailed', details: [String(err)] });
          }
          onDone?.();
        }}
      />
    </label>
  );
};
