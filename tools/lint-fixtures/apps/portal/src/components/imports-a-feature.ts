// Lint must report: import/no-restricted-paths
import { userLabel } from '../features/users/utils/user-label';

export const sharedLabel = userLabel;
