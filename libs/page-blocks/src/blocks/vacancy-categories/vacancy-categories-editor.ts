import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const vacancyCategoriesEditor: BlockEditor<'VacancyCategories'> = {
  label: msg`Vacancy categories`,
  description: msg`The vacancy categories with their numbers of open vacancies, each linking to the vacancy bank.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    { name: 'hideEmpty', kind: 'checkbox', label: msg`Hide categories without open vacancies` },
  ],
  create: () => ({ title: '', hideEmpty: true }),
};
