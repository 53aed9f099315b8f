// Notifications for the rest of the app: the layout's listener and bell, the settings' section.
export { NotificationListener } from './components/NotificationListener';
export { NotificationMenu } from './components/NotificationMenu';
export { NotificationSettings } from './components/NotificationSettings';
