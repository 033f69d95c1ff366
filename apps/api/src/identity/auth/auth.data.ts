// What other modules may use of the auth module's data, each in the caller's transaction.
export { clearFailures, deleteTokensOfUser } from './auth.repository';
