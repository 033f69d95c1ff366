// What other modules may use of the applications module's data, each in the caller's transaction.
export {
  findApplication,
  findApplicationByEmail,
  listAcceptedBetween,
  listRecentAnswerTimes,
  listUnansweredApplications,
  markApplicationAnswered,
  moveApplicationsToCenter,
  type ApplicationRow,
} from './applications.repository';
export { contactRecipients } from './applications.mails';
export { listApplicationsForFigures } from './applications.figures';
