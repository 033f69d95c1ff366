import { vacancyCount } from '@portal/features/users/utils/vacancy-count';

export const countByAlias = vacancyCount;
