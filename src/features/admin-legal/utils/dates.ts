import { orgToday } from '@domain/dates';
import { formatDate } from '@/lib/format';

/** The day a version was published, in the organisation's time zone and the UI language. */
export const publishedDate = (publishedAt: string) => formatDate(orgToday(new Date(publishedAt)));
