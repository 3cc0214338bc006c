import { PageHeader } from '@/app/layout/page-header';

/** Home (/). Its Leave Balance and My Leaves sections arrive with the leave-requests issue. */
export function Component() {
  return <PageHeader title="Home" />;
}
