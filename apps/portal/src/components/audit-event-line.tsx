import { useLingui } from '@lingui/react/macro';
import type { AuditEvent } from '@platform/api-client';
import { AUDIT_EVENT_KINDS, type AuditEventKind } from '@platform/contracts';
import { RelativeTime } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_VERB_LABELS } from '../utils/audit-event-labels';
import { BRAND_TEXT_CLASSES } from './dark-mode-classes';

const isKnownKind = (kind: string): kind is AuditEventKind =>
  (AUDIT_EVENT_KINDS as readonly string[]).includes(kind);

/** The portal page of an event's record, where there is one. */
function RecordLink({ event, children }: { event: AuditEvent; children: ReactNode }) {
  const id = event.subjectId;
  if (!id) return <>{children}</>;
  // Underlined always: the link sits inside a sentence (axe: link-in-text-block).
  const className = `${BRAND_TEXT_CLASSES} underline underline-offset-4`;
  switch (event.subjectType) {
    case 'users':
      return (
        <Link to="/users/$id" params={{ id }} className={className}>
          {children}
        </Link>
      );
    case 'organizations':
      return (
        <Link to="/organizations/$id/edit" params={{ id }} className={className}>
          {children}
        </Link>
      );
    case 'vacancies':
      return (
        <Link to="/vacancies/$id" params={{ id }} className={className}>
          {children}
        </Link>
      );
    case 'applications':
      return (
        <Link to="/applications/$id" params={{ id }} className={className}>
          {children}
        </Link>
      );
    case 'forms':
      return (
        <Link to="/form_builder/$id" params={{ id }} className={className}>
          {children}
        </Link>
      );
    case 'pages':
      return (
        <Link to="/content/pages/$id" params={{ id }} className={className}>
          {children}
        </Link>
      );
    default:
      return <>{children}</>;
  }
}

/** What an event says in words: "Page: published", "Organisation: approved". */
export function useAuditEventText() {
  const { t, i18n } = useLingui();
  return (event: AuditEvent) => {
    const verb = event.action.slice(event.action.indexOf('.') + 1);
    const verbLabel = i18n._(AUDIT_VERB_LABELS[verb] ?? AUDIT_VERB_LABELS.updated!);
    if (event.kind === 'sign_in_as') return verbLabel.charAt(0).toUpperCase() + verbLabel.slice(1);
    const kindLabel = isKnownKind(event.kind) ? i18n._(AUDIT_KIND_LABELS[event.kind]) : t`Record`;
    return t`${kindLabel}: ${verbLabel}`;
  };
}

/**
 * One audit event as a line: who (or "The platform" for jobs and visitors),
 * what was done to which record (linked to its page in the portal), and when.
 */
export function AuditEventLine({ event }: { event: AuditEvent }) {
  const { t } = useLingui();
  const text = useAuditEventText()(event);
  const recordName = event.subjectName ?? (event.subjectType === 'users' ? t`View user` : null);
  return (
    <div className="flex flex-col gap-0.5">
      <p>
        <span className="font-semibold">{event.actorName ?? t`The platform`}</span>
        {' · '}
        {text}
        {recordName && (
          <>
            {' – '}
            <RecordLink event={event}>{recordName}</RecordLink>
          </>
        )}
      </p>
      <RelativeTime date={event.createdAt} className="text-sm opacity-80" />
    </div>
  );
}
