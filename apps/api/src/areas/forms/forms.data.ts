// What other modules may use of the forms module's data, each in the caller's transaction.
export { countSubmissionsPerDay } from './forms.figures';
