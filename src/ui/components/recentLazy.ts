/** The recent sessions list, loaded when first shown (start screen, session menu): one dynamic import for both. */
import { lazy } from 'react';

export const RecentSessions = lazy(() => import('./RecentSessions.tsx'));
