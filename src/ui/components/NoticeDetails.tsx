/**
 * The details of a problem notice, worded at render time (so they follow a language switch): the
 * place in the file, then what is wrong in the screen language where the words are known, else
 * as written (English, marked so). The wording table (src/text/problems.ts) loads on the first
 * notice with details; until then, and for unknown messages, a detail shows as written.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../text/render.ts';

type Problems = typeof import('../../text/problems.ts');

let problems: Problems | null = null;

const useProblems = (): Problems | null => {
  const [mod, setMod] = useState(problems);
  useEffect(() => {
    if (mod !== null) return;
    let live = true;
    void import('../../text/problems.ts').then((m) => {
      problems = m;
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, [mod]);
  return mod;
};

const Detail = ({ t, detail, words }: { t: Translate; detail: string; words: Problems | null }) => {
  const p = words?.problemOfDetail(detail) ?? { path: '', raw: detail, key: null, values: {} };
  const text = words === null ? null : words.problemText(t, p);
  return (
    <>
      {p.path === '' ? null : <span className="font-semibold">{p.path}: </span>}
      {text === null ? (
        <span lang="en">{p.raw}</span>
      ) : (
        <span className="font-sans" title={p.raw}>
          {text}
        </span>
      )}
    </>
  );
};

export const NoticeDetails = ({ details }: { details: readonly string[] }) => {
  const { t } = useTranslation();
  const words = useProblems();
  return (
    <ul className="mt-1 list-disc pl-5 font-mono text-xs break-words" data-testid="notice-details">
      {details.map((d, i) => (
        <li key={i}>
          <Detail t={t as unknown as Translate} detail={d} words={words} />
        </li>
      ))}
    </ul>
  );
};
