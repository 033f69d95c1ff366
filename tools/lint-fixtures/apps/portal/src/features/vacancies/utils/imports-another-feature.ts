// Lint must report: import/no-restricted-paths
import { userLabel } from '../../users/utils/user-label';

export const vacancyOwner = userLabel;
