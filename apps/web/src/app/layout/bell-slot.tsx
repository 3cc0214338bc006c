/**
 * Where the notification bell sits in the sidebar header. The notifications feature replaces the
 * body of this file with: export { NotificationBell as BellSlot } from '@/features/notifications/…';
 */
export function BellSlot() {
  return null;
}
