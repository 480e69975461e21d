export * from './users';
export * from './sessions';
export * from './audit';
export * from './plans';
export * from './content';
export * from './marketing';
export * from './community';
