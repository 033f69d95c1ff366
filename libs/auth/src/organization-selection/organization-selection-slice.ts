import type { OrganizationType } from '@platform/contracts';
import { selectOrganization } from '@platform/tenancy';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../session/session-slice';

/** Only the selected organisation's id is kept (spec §4), never the organisation itself. */
export type OrganizationSelectionState = { selectedId: string | null };

/** What the selection needs to know about each of the user's organisations. */
export type SelectableOrganization = { id: string; organizationType: OrganizationType };

const initialState: OrganizationSelectionState = { selectedId: null };

/**
 * The `organizationSelection` slice: the organisation the signed-in user acts
 * for, sent as `Current-Organization-Id`. Events:
 * `organizationSelection/organizationsLoaded` keeps the choice while it is in
 * the list, else picks the first School or VolunteerCenter, else the first;
 * `organizationSelection/organizationSelected` records the user's choice;
 * `session/signedOut` clears it.
 */
export const organizationSelectionSlice = createSlice({
  name: 'organizationSelection',
  initialState,
  reducers: {
    organizationsLoaded(state, action: PayloadAction<readonly SelectableOrganization[]>) {
      state.selectedId =
        selectOrganization(action.payload, state.selectedId, (o) => o.organizationType)?.id ?? null;
    },
    organizationSelected(state, action: PayloadAction<string>) {
      state.selectedId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.selectedId = null;
    });
  },
  selectors: {
    selectSelectedOrganizationId: (state) => state.selectedId,
  },
});

export const { organizationsLoaded, organizationSelected } = organizationSelectionSlice.actions;
export const { selectSelectedOrganizationId } = organizationSelectionSlice.selectors;
