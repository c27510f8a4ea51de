/** The admin area's dialogs are the site's own (`components/dialogs/app-dialog.tsx`), under the names its screens use. */
export { AppDialog as AdminDialog, AppDialogHeader as AdminDialogHeader } from '../../../components/dialogs/app-dialog';
