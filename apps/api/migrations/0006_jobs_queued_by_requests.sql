-- A request queues its mails in the same transaction as the change they report
-- (an outbox): both commit or neither does. Requests run as app_user, which may
-- therefore add jobs, but still never read, change or claim them; only the owner
-- connection of the worker does.
GRANT INSERT ON jobs TO app_user;
