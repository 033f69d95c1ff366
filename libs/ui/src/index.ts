export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export { startApp, type StartAppOptions } from './start-app';
