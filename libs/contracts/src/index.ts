export * from './center-profile';
export * from './enums';
export * from './job-posting';
export * from './limits';
export * from './schemas';
export * from './url';
export * from './wire-names';
