/**
 * The ledger's public face for other modules (ADR 016): posting entries, reading and reserving balances,
 * finding accounts, and the idempotency keys' phases for requests that cannot run in one transaction (a card
 * charge calls the provider between two). Everything here is implemented beside it; this file only exposes it.
 */
export { postEntry, balanceOf, reserveFunds, type Posting } from './ledger';
export { ownedAccount, findOwnedAccount, systemAccount, lockAccounts } from './ledger-repo';
export { claimKey, findKey, storeAnswer, notePending, pruneKeys } from './idempotency-repo';
