export * from './reasonCodes';
export * from './errorMessages';
export * from './genericMessages';
