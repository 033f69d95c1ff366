export * from './enums';
export * from './limits';
export * from './schemas';
export * from './wire-names';
