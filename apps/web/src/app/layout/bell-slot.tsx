/** Where the notification bell sits in the sidebar header (and in the phone's top bar). */
export { NotificationBell as BellSlot } from '@/features/notifications/notification-bell';
