import { viewBuilder } from '../../platform/db/views';
import { forms } from './forms.tables';

/** Forms as the admin's data viewer shows them: the columns it may show (not the form's secret token). */
export const dataViewerForms = viewBuilder
  .select({
    id: forms.id,
    tenantId: forms.tenantId,
    volunteerCenterId: forms.volunteerCenterId,
    organizationId: forms.organizationId,
    title: forms.title,
    status: forms.status,
    accessPermission: forms.accessPermission,
    purpose: forms.purpose,
    closesAt: forms.closesAt,
    createdAt: forms.createdAt,
  })
  .from(forms)
  .as('forms');
