/**
 * The zod-free part of the contracts: constants, messages, roles and the permission matrix. The web app's
 * entry chunk imports only this, so the schemas (and zod) load with the screens that need them.
 */
export * from './constants';
export * from './messages';
export * from './roles';
export * from './marketing-rules';
export * from './endpoint';
export * from './web-routes';
