import type { ApplicationStatus } from '@platform/contracts';
import type { Vacancy } from '../vacancies/vacancy';

/** An application to a vacancy (docs/api.md), attributes camelCased. */
export type Application = {
  id: string;
  type: 'applications';
  vacancyId: string;
  vacancyTitle: string;
  /** The applicant's name; once anonymised, "deleted user" in the request's language. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** The applicant deleted their account: the organisation keeps the application without the person. */
  anonymised: boolean;
  email: string;
  /** Whether the applicant applied with an account (a guest has none, so no conversation). */
  hasAccount: boolean;
  phoneNumber: string | null;
  message: string | null;
  status: ApplicationStatus;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Present when the read asked for `include=vacancy`. */
  vacancy?: Vacancy;
};

export const applicationKeys = {
  all: ['applications'] as const,
  list: (params: unknown) => [...applicationKeys.all, 'list', params] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
};
