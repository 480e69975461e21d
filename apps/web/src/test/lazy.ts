/**
 * How long a test waits for what a lazily loaded chunk renders (the quiz, a menu, the phone menu sheet, the
 * toaster): the first import of a chunk in a test file transforms its modules, which on a busy machine
 * takes longer than Testing Library's default second. Pass it as the `findBy…`/`waitFor` options.
 */
export const CHUNK_WAIT = { timeout: 5000 } as const;
