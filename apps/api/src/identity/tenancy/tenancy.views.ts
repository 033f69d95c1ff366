import { viewBuilder } from '../../platform/db/views';
import { volunteerCenterProfiles } from './tenancy.tables';

/** The image addresses of each centre's profile, for other modules' queries (uploads: which files are in use). */
export const centerProfileImages = viewBuilder
  .select({
    tenantId: volunteerCenterProfiles.tenantId,
    volunteerCenterId: volunteerCenterProfiles.volunteerCenterId,
    websiteLogoUrl: volunteerCenterProfiles.websiteLogoUrl,
    websiteLogoDarkModeUrl: volunteerCenterProfiles.websiteLogoDarkModeUrl,
    faviconUrl: volunteerCenterProfiles.faviconUrl,
    contactPersonPhotoUrl: volunteerCenterProfiles.contactPersonPhotoUrl,
  })
  .from(volunteerCenterProfiles)
  .as('volunteer_center_profiles');
