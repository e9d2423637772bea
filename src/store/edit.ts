/**
 * Leaving a board edit (src/store/session.ts `editBoard`), apart from the session store's first
 * load: only the set-up screen of an edit needs it.
 */
import type { SessionStore } from './session.ts';

/** Leaves the board edit: back to the combat exactly as it was. */
export const cancelEdit = (store: SessionStore): boolean => {
  const { editing, scenario } = store.getState();
  if (editing === null || scenario === null) return false;
  store.setState({ screen: 'combat', draft: editing.draft, editing: null });
  return true;
};
