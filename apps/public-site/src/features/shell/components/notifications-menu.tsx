import { useLingui } from '@lingui/react/macro';
import { NotificationBell, RecentNotifications, useUnreadNotificationCount } from '@platform/auth';
import type { NotificationApp } from '@platform/contracts';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The site's notifications live here: their links stay in the site, the portal's open there. */
const SITE_APP: NotificationApp = 'public_site';
const POINTER_DOWN = 'pointerdown';

/**
 * The header's bell (`libs/auth`) with the number of unread notifications,
 * opening the latest ones below it: a disclosure, like the header's menus.
 * Escape closes it and returns to the bell; leaving it by Tab, a click
 * elsewhere or a new page closes it too.
 */
export function NotificationsMenu() {
  const { t } = useLingui();
  const unreadCount = useUnreadNotificationCount();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener(POINTER_DOWN, handlePointerDown);
    return () => document.removeEventListener(POINTER_DOWN, handlePointerDown);
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen || event.key !== 'Escape') return;
    event.preventDefault();
    setIsOpen(false);
    bellRef.current?.focus();
  };
  // Focus that goes to another element outside closes it; a click on the
  // list's text moves focus nowhere, and a click outside is the pointer's.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  // On a phone the list hangs from the header's row, full width; from `sm` on, from the bell.
  return (
    <div ref={rootRef} className="sm:relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <NotificationBell
        ref={bellRef}
        unreadCount={unreadCount}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-10 items-center justify-center rounded-theme border border-black/15 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-expanded:bg-primary/10 dark:border-white/20"
      />
      <section
        id={panelId}
        hidden={!isOpen}
        aria-labelledby={headingId}
        className="absolute inset-x-4 top-full z-50 mt-2 flex max-h-[calc(100vh-6rem)] flex-col gap-4 overflow-y-auto rounded-theme border border-black/10 bg-background p-4 text-text shadow-lg sm:inset-x-auto sm:right-0 sm:w-96 dark:border-white/15"
      >
        <h2 id={headingId} className="font-heading text-lg font-bold">
          {t`Notifications`}
        </h2>
        {/* Asked for when opened: the bell's count is all a page needs. */}
        {isOpen && <RecentNotifications app={SITE_APP} onAllRead={() => bellRef.current?.focus()} />}
      </section>
    </div>
  );
}
