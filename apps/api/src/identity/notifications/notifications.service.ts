import {
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
  type NotificationApp,
  type NotificationKind,
} from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { requireUser } from '../access/access';
import { publishLiveEvent } from '../live-events/live-events.service';
import type { MailRecipient } from '../notification-templates/templated-mail';
import {
  findAccountsByEmail,
  insertNotifications,
  listAppOnlyKinds,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
  markSubjectNotificationsRead,
  refreshUnreadNotifications,
  replaceAppOnlyKinds,
  summariseUnread,
  type NotificationRow,
} from './notifications.repository';

/** What happened, to tell the people it concerns. */
export type NotificationEvent = {
  kind: NotificationKind;
  subject: { type: string; id: string };
  /** Names the text needs, e.g. `{ vacancy: 'Maatje', organization: 'Voedselbank' }`. */
  data: Record<string, string>;
  /** The page that shows the subject, in the recipients' app. */
  link: { app: NotificationApp; path: string };
};

/**
 * Tells the recipients of a mail about an event in the app as well: each
 * address that belongs to an active account of the tenant gets a
 * notification. Returns the recipients the mail is still for: everyone
 * without an account, and the account holders who want this kind by e-mail
 * (the default), so a user who chose "in the app only" gets no mail.
 */
export async function notifyRecipients(
  context: RequestContext,
  event: NotificationEvent,
  recipients: MailRecipient[],
): Promise<MailRecipient[]> {
  const accounts = await findAccountsByEmail(
    context.tx,
    context.tenant.id,
    recipients.map((recipient) => recipient.email),
    event.kind,
  );
  const byEmail = new Map(accounts.map((account) => [account.email.trim().toLowerCase(), account]));
  const accountIds = new Set(accounts.map((account) => account.id));
  await insertNotifications(
    context.tx,
    [...accountIds].map((userId) => ({
      tenantId: context.tenant.id,
      userId,
      kind: event.kind,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      data: event.data,
      linkApp: event.link.app,
      linkPath: event.link.path,
    })),
  );
  await publishLiveEvent(context, { type: 'notifications', to: { users: [...accountIds] } });
  return recipients.filter(
    (recipient) => !byEmail.get(recipient.email.trim().toLowerCase())?.appOnly,
  );
}

/**
 * Tells users in the app of something that goes on (a conversation's new
 * messages): each keeps one unread notification of the kind about the
 * subject, refreshed with the newest data rather than repeated. Mail, if
 * any, is the caller's to send (later, and only to those who want it:
 * {@link wantsMail}).
 */
export async function notifyUsersOnce(
  context: RequestContext,
  event: Omit<NotificationEvent, 'link'>,
  recipients: { userId: string; link: NotificationEvent['link'] }[],
): Promise<void> {
  if (recipients.length === 0) return;
  await refreshUnreadNotifications(
    context.tx,
    context.tenant.id,
    recipients.map(({ userId, link }) => ({
      tenantId: context.tenant.id,
      userId,
      kind: event.kind,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      data: event.data,
      linkApp: link.app,
      linkPath: link.path,
    })),
  );
  await publishLiveEvent(context, { type: 'notifications', to: { users: recipients.map(({ userId }) => userId) } });
}

/** Marks the user's unread notifications of a kind about a subject read, once they have read the subject itself. */
export async function readSubjectNotifications(
  context: RequestContext,
  userId: string,
  kind: NotificationKind,
  subject: { type: string; id: string },
): Promise<void> {
  const marked = await markSubjectNotificationsRead(context.tx, context.tenant.id, userId, kind, subject);
  if (marked > 0) await publishLiveEvent(context, { type: 'notifications', to: { users: [userId] } });
}

/** Whether the user gets this kind by e-mail too (they did not choose "in the app only"). */
export async function wantsMail(context: RequestContext, userId: string, kind: NotificationKind): Promise<boolean> {
  return !(await listAppOnlyKinds(context.tx, context.tenant.id, userId)).includes(kind);
}

/** The signed-in user's notifications: unread first, newest first; `filter[unread]=true` for unread ones only. */
export async function listMyNotifications(
  context: RequestContext,
  query: ListQuery,
): Promise<{ notifications: NotificationRow[]; total: number; unread: number }> {
  const user = requireUser(context);
  const unread = pickedFilter(query.filters, 'unread', ['true', 'false'] as const);
  const {
    rows,
    total,
    unread: unreadCount,
  } = await listNotificationsOf(context.tx, context.tenant.id, user.id, {
    unreadOnly: unread === 'true',
    page: query.page,
  });
  return { notifications: rows, total, unread: unreadCount };
}

/** Marks one of the user's own notifications read; another user's is out of sight (404). */
export async function readNotification(
  context: RequestContext,
  id: string | undefined,
): Promise<NotificationRow> {
  const user = requireUser(context);
  const row = await markNotificationRead(context.tx, context.tenant.id, user.id, requireUuid(id));
  if (!row) throw new ApiError('NOT_FOUND');
  // The user's other windows update their bell too.
  await publishLiveEvent(context, { type: 'notifications', to: { users: [user.id] } });
  return row;
}

/** Marks all of the user's notifications read; returns how many were unread. */
export async function readAllNotifications(context: RequestContext): Promise<number> {
  const user = requireUser(context);
  const marked = await markAllNotificationsRead(context.tx, context.tenant.id, user.id);
  if (marked > 0) await publishLiveEvent(context, { type: 'notifications', to: { users: [user.id] } });
  return marked;
}

/** The kinds the user gets by e-mail too (every kind they did not set to "in the app only"). */
export async function getMyNotificationPreferences(
  context: RequestContext,
): Promise<{ userId: string; emailKinds: NotificationKind[] }> {
  const user = requireUser(context);
  const appOnly = new Set(await listAppOnlyKinds(context.tx, context.tenant.id, user.id));
  return { userId: user.id, emailKinds: NOTIFICATION_KINDS.filter((kind) => !appOnly.has(kind)) };
}

/** Sets which kinds come by e-mail too; the others come in the app only. Security mails are not among them: they always go. */
export async function updateMyNotificationPreferences(
  context: RequestContext,
  body: unknown,
): Promise<{ userId: string; emailKinds: NotificationKind[] }> {
  const user = requireUser(context);
  const input = parseResourceDocument(body, {
    type: 'notification_preferences',
    schema: notificationPreferencesSchema,
    id: user.id,
  });
  const byEmail = new Set(input.emailKinds);
  await replaceAppOnlyKinds(
    context.tx,
    context.tenant.id,
    user.id,
    NOTIFICATION_KINDS.filter((kind) => !byEmail.has(kind)),
  );
  return getMyNotificationPreferences(context);
}

/**
 * What a user has not read yet, for the periodic mail: conversations with
 * unread messages (their `new_message` notifications, one per conversation)
 * and other notifications, each with the newest.
 */
export function unreadNotificationsOf(context: RequestContext, userId: string) {
  return summariseUnread(context.tx, context.tenant.id, userId);
}
