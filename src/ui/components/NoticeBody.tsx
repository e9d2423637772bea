/** A notice's particulars: the raw details of a file or link, and a refused decision in its own words with its rule. */
import { selectScenario, type Notice } from '../../store/session.ts';
import { errorLine } from '../../text/describe.ts';
import { namesFromSetup } from '../../text/render.ts';
import { useSession } from '../session.tsx';
import { LineView } from './Line.tsx';
import { NoticeDetails } from './NoticeDetails.tsx';

const identity = (id: string) => id;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const NoticeBody = ({ notice }: { notice: Notice }) => {
  const scenario = useSession(selectScenario);
  const nameOf = isRecord(scenario?.setup) ? namesFromSetup(scenario.setup) : identity;
  return (
    <>
      {notice.details && notice.details.length > 0 ? <NoticeDetails details={notice.details} /> : null}
      {notice.refusal ? (
        <p className="mt-1">
          <LineView line={errorLine(notice.refusal.error, nameOf)} />
        </p>
      ) : null}
    </>
  );
};

export default NoticeBody;
