import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { NotificationRow } from './notifications.repository';

/** A notification as its recipient reads it; `url` opens its subject in the right app. */
export function serializeNotification(notification: NotificationRow, url: string): ResourceObject {
  return resource('notifications', notification.id, {
    kind: notification.kind,
    subjectType: notification.subjectType,
    subjectId: notification.subjectId,
    data: notification.data,
    linkApp: notification.linkApp,
    linkPath: notification.linkPath,
    url,
    readAt: notification.readAt?.toISOString() ?? null,
    createdAt: notification.createdAt.toISOString(),
  });
}

/** The user's choice of what also comes by e-mail. */
export function serializeNotificationPreferences(preferences: {
  userId: string;
  emailKinds: string[];
}): ResourceObject {
  return resource('notification_preferences', preferences.userId, {
    emailKinds: preferences.emailKinds,
  });
}
