// The toasts' component (and the transition library it brings), loaded with the first toast. Importing it
// through this module, not '@mantine/notifications' itself, keeps it apart from the notifications store
// that the pages use at once.
export { Notifications } from '@mantine/notifications';
