import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VacancyType } from '@platform/contracts';

/** The name of each vacancy type (spec §3); translate with `i18n._`. */
export const VACANCY_TYPE_NAMES: Record<VacancyType, MessageDescriptor> = {
  volunteering: msg`Volunteer work`,
  p2p: msg`One-to-one support`,
  activity: msg`Activity`,
  language: msg`Language support`,
};
