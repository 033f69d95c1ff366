// Lint must report: import/no-restricted-paths
import { userLabel } from '@portal/features/users/utils/user-label';

export const vacancyOwnerByAlias = userLabel;
