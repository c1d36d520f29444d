// The app's developer pages, plugged into local-supabase's /_dev/ (local-supabase/README.md,
// "Developer pages"): every stack started from this project loads this file by default
// (StackOptions.devPagesModule), so npm start, the tests and the browser stories get them.
import type { DevPage } from '../../local-supabase/src/dev/pages.ts';
import { checkoutPage } from './checkout.ts';
import { mailboxPage } from './mailbox.ts';

export const devPages: DevPage[] = [mailboxPage, checkoutPage];
