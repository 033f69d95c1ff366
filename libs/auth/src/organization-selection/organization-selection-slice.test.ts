import { createApiClient, createMemoryCredentialStore } from '@platform/api-client';
import { configureStore } from '@reduxjs/toolkit';
import { signedOut } from '../session/session-slice';
import {
  connectOrganizationSelection,
  ORGANIZATION_SELECTION_STORAGE_KEY,
  readPersistedOrganizationSelection,
} from './connect-organization-selection';
import {
  organizationSelected,
  organizationSelectionSlice,
  organizationsLoaded,
  selectSelectedOrganizationId,
  type SelectableOrganization,
} from './organization-selection-slice';

const club: SelectableOrganization = { id: 'club', organizationType: 'NonProfit' };
const school: SelectableOrganization = { id: 'school', organizationType: 'School' };
const center: SelectableOrganization = { id: 'center', organizationType: 'VolunteerCenter' };

function setUp() {
  const store = configureStore({
    reducer: { [organizationSelectionSlice.reducerPath]: organizationSelectionSlice.reducer },
    preloadedState: { organizationSelection: readPersistedOrganizationSelection(localStorage) },
  });
  const apiClient = createApiClient({ credentials: createMemoryCredentialStore() });
  connectOrganizationSelection({ store, apiClient, storage: localStorage });
  return { store, apiClient, selected: () => selectSelectedOrganizationId(store.getState()) };
}

describe('organizationSelection', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the first School or VolunteerCenter, else the first', () => {
    const { store, selected } = setUp();
    store.dispatch(organizationsLoaded([club, center, school]));
    expect(selected()).toBe('center');
    store.dispatch(signedOut());
    store.dispatch(organizationsLoaded([club]));
    expect(selected()).toBe('club');
  });

  it('keeps a choice while it is in the list and resets it when it is gone', () => {
    const { store, selected } = setUp();
    store.dispatch(organizationSelected('club'));
    store.dispatch(organizationsLoaded([club, school]));
    expect(selected()).toBe('club');
    store.dispatch(organizationsLoaded([school]));
    expect(selected()).toBe('school');
  });

  it('persists only the id, sends it as Current-Organization-Id, and clears both on sign-out', () => {
    const { store, apiClient } = setUp();
    store.dispatch(organizationSelected('school'));
    expect(localStorage.getItem(ORGANIZATION_SELECTION_STORAGE_KEY)).toBe('school');
    expect(localStorage.length).toBe(1);
    expect(apiClient.getContext().currentOrganizationId).toBe('school');

    // A reload starts from the persisted id.
    expect(selectSelectedOrganizationId(setUp().store.getState())).toBe('school');

    store.dispatch(signedOut());
    expect(localStorage.getItem(ORGANIZATION_SELECTION_STORAGE_KEY)).toBeNull();
    expect(apiClient.getContext().currentOrganizationId).toBeNull();
  });
});
