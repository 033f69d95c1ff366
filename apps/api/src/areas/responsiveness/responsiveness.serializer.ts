import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { MatchCheckRow } from './responsiveness.repository';
import type { WaitingApplication } from './responsiveness.service';

export function serializeResponseTime(figure: { organizationId: string; medianDays: number | null }): ResourceObject {
  return resource('organization_response_times', figure.organizationId, { medianDays: figure.medianDays });
}

export function serializeWaitingApplication(row: WaitingApplication): ResourceObject {
  const { id, createdAt, ...attributes } = row;
  return resource('waiting_applications', id, { ...attributes, createdAt: createdAt.toISOString() });
}

/** A question as its one-click page shows it: what, about which vacancy, and the answer once given. */
export function serializeMatchCheck(check: MatchCheckRow): ResourceObject {
  return resource('match_checks', check.id, {
    question: check.question,
    side: check.side,
    vacancyTitle: check.vacancyTitle,
    organizationName: check.organizationName,
    answer: check.answer,
    answeredAt: check.answeredAt?.toISOString() ?? null,
  });
}
