import { vacancyCount } from './vacancy-count';

export const userLabel = `user with ${vacancyCount} vacancies`;
