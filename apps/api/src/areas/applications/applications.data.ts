// What other modules may use of the applications module's data, each in the caller's transaction.
export { findApplication, findApplicationByEmail, moveApplicationsToCenter, type ApplicationRow } from './applications.repository';
export { listApplicationsForFigures } from './applications.figures';
