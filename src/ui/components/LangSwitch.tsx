/** Switches the language at any moment; the session is untouched, every line re-renders in the new words. */
import { useTranslation } from 'react-i18next';
import { LANGS, setLang } from '../i18n.ts';

export const LangSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('lang.label')} className="flex gap-1">
      {LANGS.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="btn btn-small"
          aria-pressed={i18n.resolvedLanguage === lng}
          onClick={() => void setLang(lng)}
        >
          {t(`lang.${lng}`)}
        </button>
      ))}
    </div>
  );
};
