export { useChangePassword } from './account/use-change-password';
export { useConfirmEmail } from './account/use-confirm-email';
export { useRequestPasswordReset } from './account/use-request-password-reset';
export { useResetPassword } from './account/use-reset-password';
export { useSignUp } from './account/use-sign-up';
export {
  UPDATE_CURRENT_USER_MUTATION_KEY,
  useUpdateCurrentUser,
} from './account/use-update-current-user';
export { describeAuthError } from './components/describe-auth-error';
export { ImpersonationBanner, type ImpersonationBannerProps } from './components/impersonation-banner';
export {
  requireSignedIn,
  safeRedirectPath,
  SIGN_IN_PATH,
  type GuardArguments,
} from './guard/require-signed-in';
export {
  connectOrganizationSelection,
  ORGANIZATION_SELECTION_STORAGE_KEY,
  readPersistedOrganizationSelection,
  type ConnectOrganizationSelectionOptions,
  type KeyValueStorage,
} from './organization-selection/connect-organization-selection';
export {
  ensureOrganizationSelection,
  noOrganizationError,
  type EnsureOrganizationSelectionArguments,
} from './organization-selection/ensure-organization-selection';
export {
  organizationSelected,
  organizationSelectionSlice,
  organizationsLoaded,
  selectSelectedOrganizationId,
  type OrganizationSelectionState,
  type SelectableOrganization,
} from './organization-selection/organization-selection-slice';
export { AccountRolesScreen } from './screens/account-roles-screen';
export { ConfirmScreen, type ConfirmScreenProps } from './screens/confirm-screen';
export {
  DigestUnsubscribeScreen,
  type DigestUnsubscribeScreenProps,
} from './screens/digest-unsubscribe-screen';
export { ProfileDeletedScreen } from './screens/profile-deleted-screen';
export { ProfileEditDigestScreen } from './screens/profile-edit-digest-screen';
export { ProfileEditEmailScreen } from './screens/profile-edit-email-screen';
export { ProfileEditIndexScreen } from './screens/profile-edit-index-screen';
export {
  ProfileEditScreen,
  ProfileSection,
  type ProfileEditScreenProps,
  type ProfileSectionProps,
  type ProfileTab,
} from './screens/profile-edit-screen';
export { ProfileEditSettingsScreen } from './screens/profile-edit-settings-screen';
export { NotificationsScreen, type NotificationsScreenProps } from './screens/notifications-screen';
export { NotificationItem } from './notifications/notification-item';
export { NotificationBell, type NotificationBellProps } from './notifications/notification-bell';
export {
  NotificationsLoaded,
  type NotificationPage,
  type NotificationsLoadedProps,
} from './notifications/notifications-loaded';
export {
  NOTIFICATION_KIND_TEXTS,
  notificationText,
  type NotificationKindTexts,
} from './notifications/notification-text';
export {
  RecentNotifications,
  type RecentNotificationsProps,
} from './notifications/recent-notifications';
export { useUnreadNotificationCount } from './notifications/use-unread-notification-count';
export { ProfileScreen } from './screens/profile-screen';
export { RecoverScreen } from './screens/recover-screen';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/reset-password-screen';
export { ROLE_LABELS } from './screens/role-label';
export { SignInScreen, type SignInScreenProps } from './screens/sign-in-screen';
export { SignOutScreen } from './screens/sign-out-screen';
export { SignUpScreen } from './screens/sign-up-screen';
export { SignUpSuccessScreen } from './screens/sign-up-success-screen';
export { TokenScreen, type TokenScreenProps } from './screens/token-screen';
export {
  connectSession,
  SESSION_CLEAR_DELAY_MS,
  type ConnectSessionOptions,
} from './session/connect-session';
export { ensureCurrentUser, type EnsureCurrentUserArguments } from './session/ensure-current-user';
export {
  selectIsSignedIn,
  sessionSlice,
  signedIn,
  signedOut,
  type SessionState,
} from './session/session-slice';
export { useSession, type Session } from './session/use-session';
export { useSignIn } from './session/use-sign-in';
export { useSignOut } from './session/use-sign-out';
