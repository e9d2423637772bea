/**
 * The app's solver thread: a what-if table can play thousands of answers out, so it runs here and
 * the screen stays responsive. Requests are answered in order; the page drops stale answers by id.
 */
import { answerWhatIf, type WhatIfRequest } from './whatIfRequest.ts';

const scope = self as unknown as {
  addEventListener: (type: 'message', listener: (e: MessageEvent<WhatIfRequest>) => void) => void;
  postMessage: (message: unknown) => void;
};

scope.addEventListener('message', (e) => {
  // A worker answers its own page: there is no other window, so no target origin to name.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  void answerWhatIf(e.data).then((response) => scope.postMessage(response));
});
