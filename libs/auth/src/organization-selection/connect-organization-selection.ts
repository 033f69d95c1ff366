import type { ApiClient } from '@platform/api-client';
import {
  organizationSelectionSlice,
  type OrganizationSelectionState,
} from './organization-selection-slice';

/** The localStorage key under which the selected organisation id is kept. */
export const ORGANIZATION_SELECTION_STORAGE_KEY = 'selected-organization-id';

/** The minimal storage this needs; `window.localStorage` fits. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The slice's state as it was persisted, for the app store's `preloadedState`
 * (`{ organizationSelection: readPersistedOrganizationSelection() }`).
 */
export function readPersistedOrganizationSelection(
  storage: KeyValueStorage = window.localStorage,
): OrganizationSelectionState {
  return { selectedId: storage.getItem(ORGANIZATION_SELECTION_STORAGE_KEY) || null };
}

/** Options of {@link connectOrganizationSelection}. */
export type ConnectOrganizationSelectionOptions = {
  /** The app store (only `getState` and `subscribe` are used); it must hold the slice. */
  store: {
    getState: () => { [organizationSelectionSlice.reducerPath]: OrganizationSelectionState };
    subscribe: (listener: () => void) => () => void;
  };
  /** The client whose `Current-Organization-Id` header follows the selection. */
  apiClient: ApiClient;
  /** Where the id is persisted; defaults to `localStorage`. */
  storage?: KeyValueStorage;
};

/**
 * Keeps the selection's side effects in step with the store: the id (and
 * nothing else) in storage, and the `Current-Organization-Id` header.
 * Returns the function that disconnects it.
 */
export function connectOrganizationSelection({
  store,
  apiClient,
  storage = window.localStorage,
}: ConnectOrganizationSelectionOptions) {
  let last: string | null | undefined;
  const apply = () => {
    const { selectedId } = store.getState()[organizationSelectionSlice.reducerPath];
    if (selectedId === last) return;
    last = selectedId;
    if (selectedId) storage.setItem(ORGANIZATION_SELECTION_STORAGE_KEY, selectedId);
    else storage.removeItem(ORGANIZATION_SELECTION_STORAGE_KEY);
    apiClient.setContext({ currentOrganizationId: selectedId });
  };
  apply();
  return store.subscribe(apply);
}
