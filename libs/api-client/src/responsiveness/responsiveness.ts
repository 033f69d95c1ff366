import type { MatchCheckQuestion, MatchCheckSide } from '@platform/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

// Responsiveness (docs/api.md, "Responsiveness"): an organisation's response time, the
// staff's list of applications waiting for an answer, and the one-click questions.

export const responsivenessKeys = {
  responseTime: (organizationId: string) => ['response-times', organizationId] as const,
  waiting: ['waiting-applications'] as const,
  matchCheck: (token: string) => ['match-checks', token] as const,
};

/** "Usually responds within N days"; `medianDays` null: too few answered applications to say. */
export type OrganizationResponseTime = { id: string; type: 'organization_response_times'; medianDays: number | null };

export function getResponseTimeQueryOptions(client: ApiClient, organizationId: string) {
  return queryOptions({
    queryKey: responsivenessKeys.responseTime(organizationId),
    queryFn: async ({ signal }) =>
      (await client.read<OrganizationResponseTime>(`/api/v1/organization_response_times/${encodeURIComponent(organizationId)}`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** An application that has waited unanswered 14 days or more (the id is the application's). */
export type WaitingApplication = {
  id: string;
  type: 'waiting_applications';
  organizationId: string;
  organizationName: string;
  vacancyId: string;
  vacancyTitle: string;
  applicantName: string;
  createdAt: string;
  daysWaiting: number;
};

export function getWaitingApplicationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: responsivenessKeys.waiting,
    queryFn: async ({ signal }) => (await client.read<WaitingApplication[]>('/api/v1/waiting_applications', { signal })).data,
  });
}

/** A question after an acceptance, as its one-click link shows it. */
export type MatchCheck = {
  id: string;
  type: 'match_checks';
  question: MatchCheckQuestion;
  side: MatchCheckSide;
  vacancyTitle: string;
  organizationName: string;
  answer: boolean | null;
  answeredAt: string | null;
};

/** The question of a link; an unknown, used or expired one is a 422 `INVALID_TOKEN`. */
export function getMatchCheckQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: responsivenessKeys.matchCheck(token),
    queryFn: async ({ signal }) => (await client.read<MatchCheck>('/api/v1/match_checks', { query: { token }, signal })).data,
    retry: false,
  });
}

/** Answers a question with the link's token, once. */
export function useAnswerMatchCheck() {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async (input: { token: string; answer: boolean }) =>
      (await client.write<MatchCheck>('POST', '/api/v1/match_check_answers', { type: 'match_check_answers', attributes: input })).data,
  });
}
