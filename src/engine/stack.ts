/** The stack (MTG), the layers of the chain (FaB): last in, first out, as immutable arrays. */
export const push = <T>(stack: readonly T[], item: T): readonly T[] => [...stack, item];
export const top = <T>(stack: readonly T[]): T | undefined => stack[stack.length - 1];
export const pop = <T>(stack: readonly T[]): readonly T[] => stack.slice(0, -1);
