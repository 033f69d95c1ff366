export const vacancyCount = 3;
