export { Button, type ButtonProps } from './button/button';
export { SubmitButton, type SubmitButtonProps } from './button/submit-button';
export { useIsHydrated } from './button/use-is-hydrated';
export {
  buttonClassName,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/button-class-name';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { Dialog, type DialogProps } from './dialog/dialog';
export type { DialogSize } from './dialog/dialog-size';
export { ErrorScreen, type ErrorScreenProps } from './error-screen/error-screen';
export { isCrawler } from './error-screen/is-crawler';
export { CLOSE_ICON_PATH, StrokeIcon } from './icon/stroke-icon';
export {
  apiFieldErrors,
  applyApiFieldErrors,
  type ApiFieldError,
  type ApiFieldErrorTarget,
  type AppliedFieldError,
  type ApplyApiFieldErrorsOptions,
} from './form/api-field-errors';
export { CheckboxGroup, RadioGroup, type ChoiceGroupProps } from './form/choice-fields';
export {
  describeFieldError,
  issueToDetails,
  parseIssueDetails,
  type FieldIssueDetails,
} from './form/field-errors';
export {
  Checkbox,
  PasswordField,
  Select,
  Textarea,
  TextField,
  type CheckboxProps,
  type FieldBaseProps,
  type PasswordFieldProps,
  type SelectOption,
  type SelectProps,
  type TextareaProps,
  type TextFieldProps,
} from './form/fields';
export { Form, type FormProps } from './form/form';
export { useRefusedField } from './form/refused-fields';
export { FormFailureAlert, type FormFailureAlertProps } from './form/form-failure-alert';
export { FormSuccessAlert, type FormSuccessAlertProps } from './form/form-success-alert';
export { FormUnsavedChangesGuard } from './form/form-unsaved-changes-guard';
export {
  Layout,
  type LayoutName,
  type LayoutProps,
  type LayoutSwitchProps,
} from './layout/layouts';
export {
  createLoadingBarController,
  estimateProgress,
  LOADING_BAR,
  type LoadingBarController,
  type LoadingBarOptions,
  type LoadingBarState,
} from './loading-bar/loading-bar-timing';
export { PageLoadingBar, useLoadingBar, type PageLoadingBarProps } from './loading-bar/page-loading-bar';
export {
  isoDateParam,
  listItems,
  listParam,
  optionalParam,
  pageParam,
  textParam,
  textParamOf,
  toggleListItem,
  uuidParam,
} from './search-params/search-params';
export {
  ariaSortOf,
  LIST_SEARCH_TEXT_MAX,
  listSearchSchema,
  listSearchText,
  nextSort,
  type ListSort,
  type SortDirection,
} from './search-params/list-search';
export {
  ListFrame,
  type ListFrameEmpty,
  type ListFrameProps,
  type ListFrameQuery,
  type SuspenseListFrameQuery,
} from './list-frame/list-frame';
export { ListLoadFailed, type ListLoadFailedProps } from './list-frame/list-load-failed';
export { StatusBadge, type StatusBadgeProps } from './status-badge/status-badge';
export { APPLICATION_STATUS_TONES, type StatusTone } from './status-badge/status-tones';
export { AppTree, type AppTreeProps } from './app/app-providers';
export {
  readServerState,
  serializeServerState,
  SERVER_STATE_ELEMENT_ID,
  type ServerState,
} from './app/server-state';
export { startApp, type AppServices, type StartAppOptions } from './app/start-app';
export {
  createToastTimer,
  TOAST_TICK_MS,
  type ToastPauseReason,
  type ToastTimer,
  type ToastTimerOptions,
} from './toast/toast-timer';
export { DEFAULT_TOAST_POSITION, type ToastPosition } from './toast/toast-styles';
export { Toaster, type ToasterProps } from './toast/toaster';
export {
  DEFAULT_TOAST_DURATION_MS,
  toastsSlice,
  type Toast,
  type ToastColor,
  type ToastIcon,
  type ToastAction,
  type ToastInput,
  type ToastsState,
} from './toast/toasts-slice';
export { useFailureToast, type FailureToastOptions } from './toast/use-failure-toast';
export { useToast, type ToastControls } from './toast/use-toast';
export { useUnsavedChangesPrompt } from './unsaved-changes/use-unsaved-changes-prompt';
export { VACANCY_TYPE_NAMES } from './vacancy-types/vacancy-type-names';
