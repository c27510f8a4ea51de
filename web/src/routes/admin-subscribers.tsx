import { AdminPage } from '../features/admin/components/admin-page';
import { SubscribersList } from '../features/admin/components/subscribers/subscribers-list';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { AdminGuard } from '../features/auth/components/admin-guard';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/** The newsletter's confirmed subscribers, for the agency's mailings. */
export function AdminSubscribersScreen() {
  usePageMeta({ title: pageTitle('Newsletter Subscribers'), description: 'Confirmed newsletter subscribers of Sunward Group Travel.' });
  useNoIndex();
  return (
    <AdminGuard>
      {(user) => (
        <AdminPage
          title="Newsletter Subscribers"
          description={`Signed in as ${user.username}. Everyone who confirmed their newsletter signup.`}
          actions={<LogOutButton />}
        >
          <SubscribersList />
        </AdminPage>
      )}
    </AdminGuard>
  );
}
