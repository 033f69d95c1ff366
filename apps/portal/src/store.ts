import { configureStore } from '@reduxjs/toolkit';
import {
  connectOrganizationSelection,
  connectSession,
  organizationSelectionSlice,
  readPersistedOrganizationSelection,
  sessionSlice,
} from '@platform/auth';
import { colorModeSlice } from '@platform/theme';
import { toastsSlice, type AppServices } from '@platform/ui';

/** The portal's one store: session, the organisation acted for, colour mode and toasts. */
export function createAppStore({ apiClient, queryClient }: AppServices) {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      organizationSelection: organizationSelectionSlice.reducer,
      colorMode: colorModeSlice.reducer,
      toasts: toastsSlice.reducer,
    },
    preloadedState: { organizationSelection: readPersistedOrganizationSelection() },
  });
  connectSession({ credentials: apiClient.credentials, dispatch: store.dispatch, queryClient });
  connectOrganizationSelection({ store, apiClient });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
