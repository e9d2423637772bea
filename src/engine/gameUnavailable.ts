/**
 * The one catalogue message the first load needs (a stored or shared session of a game this build
 * lacks), apart from the catalogue itself so the whole catalogue stays out of the initial chunk.
 * src/engine/problems.test.ts checks it is word for word the catalogue's `gameUnavailable`.
 */
export const gameUnavailable = (game: string): string => `"${game}" is not available`;
