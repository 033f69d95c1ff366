import { configureStore } from '@reduxjs/toolkit';
import { connectSession, sessionSlice } from '@platform/auth';
import { colorModeSlice } from '@platform/theme';
import { toastsSlice, type AppServices } from '@platform/ui';

/** The public site's one store: session, colour mode and toasts. */
export function createAppStore({ apiClient, queryClient }: AppServices) {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      colorMode: colorModeSlice.reducer,
      toasts: toastsSlice.reducer,
    },
  });
  connectSession({ credentials: apiClient.credentials, dispatch: store.dispatch, queryClient });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
